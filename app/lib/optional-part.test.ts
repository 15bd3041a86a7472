import { describe, expect, it, vi } from 'vitest';

import { optionalPart } from './optional-part';

describe('optionalPart', () => {
  it('answers the part, or its fallback with one line in the log when it fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await optionalPart('The sidebar', Promise.resolve([1]), [])).toEqual([1]);
      expect(log).not.toHaveBeenCalled();
      const timeout = new Error('canceling statement due to statement timeout');
      expect(await optionalPart('The sidebar', Promise.reject(timeout), [])).toEqual([]);
      expect(log).toHaveBeenCalledTimes(1);
      const line = String(log.mock.calls[0]![0]);
      expect(line).toContain('The sidebar');
      expect(line).toContain('statement timeout');
      expect(line).not.toContain('\n');
    } finally {
      log.mockRestore();
    }
  });
});
