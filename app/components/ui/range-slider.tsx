import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export type Range = [number, number];

type Props = {
  id: string;
  min: number;
  max: number;
  /** The smallest change; every whole value is reachable by dragging or typing. */
  step?: number;
  /** What one arrow key press moves; Page Up/Down move ten times as far. */
  keyStep?: number;
  value: Range;
  onChange: (value: Range) => void;
  format: (value: number) => string;
  labels: [string, string];
};

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * A two-thumb slider (WAI-ARIA slider pattern): each thumb is a focusable `role="slider"` that
 * arrow keys, Page Up/Down and Home/End move, and pointer or touch drags anywhere on the track.
 */
export function RangeSlider({
  id,
  min,
  max,
  step = 1,
  keyStep = 1000,
  value,
  onChange,
  format,
  labels,
}: Props) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<0 | 1 | null>(null);
  const [low, high] = value;
  const percent = (v: number) => ((v - min) / (max - min)) * 100;

  function setThumb(thumb: 0 | 1, next: number) {
    const rounded = Math.round(next / step) * step;
    onChange(thumb === 0 ? [clamp(rounded, min, high), high] : [low, clamp(rounded, low, max)]);
  }

  function onKeyDown(thumb: 0 | 1, event: KeyboardEvent) {
    const current = value[thumb];
    const moves: Record<string, number> = {
      ArrowRight: current + keyStep,
      ArrowUp: current + keyStep,
      ArrowLeft: current - keyStep,
      ArrowDown: current - keyStep,
      PageUp: current + keyStep * 10,
      PageDown: current - keyStep * 10,
      Home: thumb === 0 ? min : low,
      End: thumb === 0 ? high : max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setThumb(thumb, next);
  }

  function valueAt(clientX: number) {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return min;
    return min + clamp((clientX - rect.left) / rect.width, 0, 1) * (max - min);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    const at = valueAt(event.clientX);
    // The nearer thumb follows; when both sit together, the side of the press decides.
    const thumb: 0 | 1 =
      Math.abs(at - low) < Math.abs(at - high) || (low === high && at < low) ? 0 : 1;
    setActive(thumb);
    event.currentTarget.setPointerCapture(event.pointerId);
    setThumb(thumb, at);
    document.getElementById(`${id}-${thumb}`)?.focus();
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (active !== null) setThumb(active, valueAt(event.clientX));
  }

  return (
    <div
      ref={trackRef}
      className="relative h-10 touch-none select-none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => setActive(null)}
      onPointerCancel={() => setActive(null)}
    >
      <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-slate-200" />
      <div
        className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-600"
        style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
      />
      {([0, 1] as const).map((thumb) => (
        <div
          key={thumb}
          id={`${id}-${thumb}`}
          role="slider"
          tabIndex={0}
          aria-label={labels[thumb]}
          aria-valuemin={thumb === 0 ? min : low}
          aria-valuemax={thumb === 0 ? high : max}
          aria-valuenow={value[thumb]}
          aria-valuetext={format(value[thumb])}
          aria-orientation="horizontal"
          onKeyDown={(event) => onKeyDown(thumb, event)}
          className="absolute top-1/2 size-6 -translate-x-1/2 -translate-y-1/2 cursor-grab rounded-full border-2 border-brand-600 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:cursor-grabbing"
          style={{
            left: `${percent(value[thumb])}%`,
            zIndex: thumb === 0 && low > max - (max - min) / 20 ? 2 : 1,
          }}
        />
      ))}
    </div>
  );
}
