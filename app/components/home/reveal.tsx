import { useEffect, useState, type HTMLAttributes } from 'react';

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const CLASSES = 'data-[reveal=waiting]:opacity-0 data-[reveal=shown]:motion-safe:animate-fade-up';

/**
 * A block with an entrance animation (docs/product.md#the-shell: 1000 ms, no delay) for a section
 * below the fold. The server renders it visible; after hydration, a block not yet on screen is
 * hidden until it scrolls into view and then fades up. Blocks already on screen (the hero, the
 * largest paint) are never hidden, and nothing moves for visitors who prefer reduced motion. The
 * state lives in a data attribute React does not render, so re-renders leave it alone.
 */
export function Reveal({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  // A callback ref (the state setter), so the effect runs once the element exists.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia(REDUCED_MOTION).matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.setAttribute('data-reveal', 'waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.setAttribute('data-reveal', 'shown');
        observer.disconnect();
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return <div ref={setElement} className={`${className} ${CLASSES}`} {...props} />;
}
