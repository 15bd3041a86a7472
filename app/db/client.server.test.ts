import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { openDatabase } from './client.server';

describe('openDatabase on PGlite', () => {
  it('keeps a small buffer pool, so the server stays small', async () => {
    const handle = await openDatabase({ dataDir: 'memory://', seed: false });
    try {
      const result = (await handle.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: unknown[];
      };
      expect(result.rows[0]).toEqual({ shared_buffers: '32MB' });
    } finally {
      await handle.close();
    }
  });
});
