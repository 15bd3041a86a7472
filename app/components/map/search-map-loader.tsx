import { useEffect, useState, type ReactNode } from 'react';

/**
 * The maps' first steps, the only map code in a page's first-load script (ADR 0064): MapLibre and
 * the maps themselves arrive once the page works (docs/product.md#the-map).
 */

/** The results' map: fills the column the server left for it, so nothing moves. */
export function SearchMapLoader() {
  const [panel, setPanel] = useState<ReactNode>(null);
  useEffect(() => {
    void import('./map-panel').then(({ MapPanel }) => setPanel(<MapPanel />));
  }, []);
  return panel;
}
