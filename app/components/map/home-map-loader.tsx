import { useEffect, useRef, useState, type ComponentType } from 'react';

type Point = { latitude: number; longitude: number; label: string };

/** A home's small map, fetched when the visitor scrolls near it. */
export function HomeMapLoader(props: Point) {
  const holder = useRef<HTMLDivElement>(null);
  const [Map, setMap] = useState<ComponentType<Point> | null>(null);
  useEffect(() => {
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen.disconnect();
        void import('./home-map').then((module) => setMap(() => module.HomeMap));
      },
      { rootMargin: '300px' },
    );
    seen.observe(holder.current!);
    return () => seen.disconnect();
  }, []);
  return (
    <div ref={holder} className="h-64 overflow-hidden rounded-2xl bg-slate-100">
      {Map && <Map {...props} />}
    </div>
  );
}
