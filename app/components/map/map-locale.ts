import type { MessageKey } from '~/i18n/en';

/**
 * MapLibre's own words (its buttons' labels, the default marker's name, the hints of gestures) in
 * the page's language: a Japanese page's map speaks Japanese too (docs/product.md#the-map).
 */
export function mapLocale(t: (key: MessageKey) => string) {
  return {
    'NavigationControl.ZoomIn': t('map.zoomIn'),
    'NavigationControl.ZoomOut': t('map.zoomOut'),
    'AttributionControl.ToggleAttribution': t('map.attribution'),
    'Map.Title': t('map.label'),
    'Marker.Title': t('map.marker'),
    'CooperativeGesturesHandler.WindowsHelpText': t('map.ctrlScroll'),
    'CooperativeGesturesHandler.MacHelpText': t('map.cmdScroll'),
    'CooperativeGesturesHandler.MobileHelpText': t('map.twoFingers'),
  };
}
