import { describe, expect, it } from 'vitest';

import { PHOTOS_AT_ONCE, inTurn, loadSharp } from './photo-processing.server';

/** Whether libvips, sharp's native library, is loaded in this process. */
const libvipsLoaded = () =>
  (process.report.getReport() as { sharedObjects: string[] }).sharedObjects.some((file) =>
    /libvips/.test(file),
  );

describe('photo processing', () => {
  // About 28 MB of resident memory a server pays only once it processes a photo
  // (docs/performance.md, "Memory over ten minutes of distinct requests").
  it('loads sharp with the first photo, not with the module', async () => {
    expect(libvipsLoaded()).toBe(false);
    const sharp = await loadSharp();
    expect(libvipsLoaded()).toBe(true);
    expect(await loadSharp()).toBe(sharp);
  });

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
