import { afterEach, describe, expect, it, vi } from 'vitest';

import { forgetPrefetchedHomes, loadHome, prefetchHome } from './home-prefetch';

afterEach(() => {
  forgetPrefetchedHomes();
  vi.useRealTimers();
});

/** What the fetcher's load does: runs the page's client loader, which asks the server once. */
function setUp() {
  const server = vi.fn(async () => ({ home: 1 }));
  const fetcherLoad = vi.fn(() => void loadHome('/property/1', server));
  return { server, intent: () => prefetchHome('/property/1', fetcherLoad), fetcherLoad };
}

describe('home prefetch', () => {
  it('asks the server once for repeated intents, and the click reuses that answer', async () => {
    const { server, intent, fetcherLoad } = setUp();
    intent();
    intent();
    intent();
    expect(fetcherLoad).toHaveBeenCalledTimes(1);
    expect(await loadHome('/property/1', server)).toEqual({ home: 1 });
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('serves one navigation: the next load, and one past the time kept, ask again', async () => {
    vi.useFakeTimers();
    const { server, intent } = setUp();
    intent();
    await loadHome('/property/1', server);
    await loadHome('/property/1', server);
    expect(server).toHaveBeenCalledTimes(2);
    intent();
    vi.advanceTimersByTime(31_000);
    await loadHome('/property/1', server);
    expect(server).toHaveBeenCalledTimes(4);
  });

  it('a prefetch cut short on its way: the click asks the server itself, and no error shows', async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    const prefetch = vi.fn(async () => Promise.reject(aborted));
    let fetcherAnswer: Promise<unknown> | undefined;
    prefetchHome('/property/1', () => {
      fetcherAnswer = loadHome('/property/1', prefetch);
    });
    const navigation = vi.fn(async () => ({ home: 1 }));
    expect(await loadHome('/property/1', navigation)).toEqual({ home: 1 });
    expect(navigation).toHaveBeenCalledTimes(1);
    // The prefetch's own fetcher, which nobody sees, resolves without data instead of failing.
    await expect(fetcherAnswer).resolves.toBeUndefined();
  });
});
