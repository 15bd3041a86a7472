import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

import { REDUCED_MOTION } from './reveal';

/**
 * A carousel over a horizontal scroll-snap track: touch and trackpads swipe it natively, the
 * buttons and the arrow keys move it one slide at a time. It advances on its own only once the
 * browser has said the visitor does not prefer reduced motion (checked in an effect, so the
 * server's HTML and the first render agree), pauses while pointed at or focused, and stops for
 * good when the visitor takes over or presses pause.
 */
export function useCarousel(count: number, intervalMs = 6000) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [canPlay, setCanPlay] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);
  const [ready, setReady] = useState(false);
  // Where a button or key sent the track, and until when: the scroll on the way there must not
  // move the counter (or the next press would start from a slide passed on the way).
  const travel = useRef<{ left: number; until: number } | null>(null);

  const slides = useCallback(
    () => Array.from(trackRef.current?.children ?? []) as HTMLElement[],
    [],
  );

  /** The last slide a scroll can bring to the start (later ones are already in view there). */
  const lastStop = useCallback(() => {
    const track = trackRef.current;
    if (!track) return 0;
    const max = track.scrollWidth - track.clientWidth;
    const stop = slides().findIndex((slide) => slide.offsetLeft >= max - 2);
    return stop === -1 ? Math.max(0, count - 1) : stop;
  }, [count, slides]);

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track) return;
      const last = lastStop();
      const next = target > last ? 0 : target < 0 ? last : target;
      const slide = slides()[next];
      if (!slide) return;
      const smooth = !window.matchMedia(REDUCED_MOTION).matches;
      travel.current = { left: slide.offsetLeft, until: performance.now() + 1500 };
      track.scrollTo({ left: slide.offsetLeft, behavior: smooth ? 'smooth' : 'auto' });
      setIndex(next);
    },
    [lastStop, slides],
  );

  // Follow swipes and native scrolling, so the counter always names the slide in front.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const left = track.scrollLeft;
        const trip = travel.current;
        if (trip && Math.abs(trip.left - left) > 2 && performance.now() < trip.until) return;
        travel.current = null;
        const list = slides();
        let nearest = 0;
        list.forEach((slide, n) => {
          if (Math.abs(slide.offsetLeft - left) < Math.abs(list[nearest]!.offsetLeft - left))
            nearest = n;
        });
        setIndex(nearest);
      });
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
    };
  }, [slides]);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => {
      setReady(true);
      setCanPlay(!query.matches);
      setPlaying(!query.matches);
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setInterval(() => goTo(index + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, held, count, index, intervalMs, goTo]);

  const step = (delta: number) => {
    setPlaying(false);
    goTo(index + delta);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => step(1),
      ArrowLeft: () => step(-1),
      Home: () => step(-index),
      End: () => step(lastStop() - index),
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    move();
  };

  return {
    trackRef,
    index,
    count,
    canPlay,
    playing,
    /** The counter is announced when the visitor moves it, never while it rotates on its own. */
    announce: ready && !playing,
    next: () => step(1),
    previous: () => step(-1),
    togglePlaying: () => setPlaying((value) => !value),
    /** Spread on the carousel's outer element: hovering or focusing it holds the rotation. */
    holdProps: {
      onPointerEnter: () => setHeld(true),
      onPointerLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: () => setHeld(false),
    },
    trackProps: { ref: trackRef, tabIndex: 0, onKeyDown },
  };
}

export type Carousel = ReturnType<typeof useCarousel>;
