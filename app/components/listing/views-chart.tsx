/**
 * A home's views a day as small bars (My listings), drawn on the server: no chart library. The
 * figure's words say the same for those who cannot see it.
 */
export function ViewsChart({ views, label }: { views: number[]; label: string }) {
  const top = Math.max(1, ...views);
  const width = views.length * 4;
  return (
    <svg
      viewBox={`0 0 ${width} 24`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      className="h-8 w-32 text-brand-500"
    >
      {views.map((n, day) => {
        const height = n === 0 ? 1 : Math.max(2, (n / top) * 24);
        return (
          <rect
            key={day}
            x={day * 4}
            y={24 - height}
            width={3}
            height={height}
            className={n === 0 ? 'fill-slate-200' : 'fill-current'}
          />
        );
      })}
    </svg>
  );
}
