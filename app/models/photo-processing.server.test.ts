import { describe, expect, it } from 'vitest';

import { PHOTOS_AT_ONCE, inTurn } from './photo-processing.server';

describe('photo processing', () => {
  it('runs two photos at once, and every one asked for in turn', async () => {
    let running = 0;
    let most = 0;
    const done = await Promise.all(
      Array.from({ length: 9 }, (_, n) =>
        inTurn(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          return n;
        }),
      ),
    );
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(most).toBe(PHOTOS_AT_ONCE);
    // A failed photo gives its turn back.
    await expect(inTurn(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await inTurn(async () => 'after')).toBe('after');
  });
});
