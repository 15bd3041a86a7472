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
});
