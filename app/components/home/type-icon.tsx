/** Line icons for the eight property types (catalog.ts PROPERTY_TYPES), 24×24. */
const PATHS: Record<string, string> = {
  Apartment:
    'M4 21V4h10v17M14 9h6v12M2 21h20M7 7.5h1M10.5 7.5h1M7 11.5h1M10.5 11.5h1M7 15.5h1M10.5 15.5h1M16.5 13h1M16.5 17h1',
  Condo: 'M3 21V8l5-3 5 3v13M13 21V11h8v10M2 21h20M6 11h4M6 14.5h4M6 18h4M16 14h2M16 17.5h2',
  Villa: 'M2 11.5 12 4l10 7.5M5 9.5V20h14V9.5M10 20v-5h4v5M2 21h20',
  Cabin: 'M3 20 12 4l9 16M8 20l4-7 4 7M2 20h20M16 7v3',
  Studio: 'M4 12V9a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3M3 12h18v5H3zM5 17v2M19 17v2M8 12v-2h8v2',
  Office: 'M3 8h18v11H3zM8 8V5h8v3M3 13h18M11 12h2v2h-2z',
  Luxury: 'M6 4h12l3 5-9 11L3 9l3-5ZM3 9h18M12 20 8.5 9 10 4M12 20l3.5-11L14 4',
  Duplex: 'M2 21V11l5-4 5 4 5-4 5 4v10M2 21h20M12 11v10M5 21v-4h4v4M15 21v-4h4v4',
};

export function TypeIcon({ type, className = 'size-6' }: { type: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[type] ?? PATHS.Villa} />
    </svg>
  );
}

/**
 * The property list filtered to one type (docs/product.md#search-parameters: category, any case).
 */
export function typeHref(type: string) {
  return `/properties?category=${encodeURIComponent(type)}`;
}

/** The property list filtered to one location. */
export function locationHref(location: string) {
  return `/properties?location=${encodeURIComponent(location)}`;
}
