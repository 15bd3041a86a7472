import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { openDatabase } from './client.server';

describe('openDatabase on PGlite', () => {
  it('keeps a small buffer pool and a minimal write-ahead log', async () => {
    const handle = await openDatabase({ dataDir: 'memory://', seed: false });
    try {
      const show = async (setting: 'shared_buffers' | 'wal_level') => {
        const result = (await handle.db.execute(sql.raw(`show ${setting}`))) as unknown as {
          rows: Record<string, string>[];
        };
        return result.rows[0]?.[setting];
      };
      expect(await show('shared_buffers')).toBe('32MB');
      expect(await show('wal_level')).toBe('minimal');
    } finally {
      await handle.close();
    }
  });
});
