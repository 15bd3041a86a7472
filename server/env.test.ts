import { describe, expect, it } from 'vitest';

import { readEnv } from './env';

describe('readEnv', () => {
  it('reads an empty DATA_DIR or DATABASE_URL as not set', () => {
    expect(readEnv({}).DATA_DIR).toBe('./data');
    const pg = readEnv({ DATABASE_URL: 'postgresql://localhost/roofline', DATA_DIR: '' });
    expect(pg).toMatchObject({
      DATA_DIR: './data',
      DATABASE_URL: 'postgresql://localhost/roofline',
    });
    const pglite = readEnv({ DATA_DIR: '/srv/roofline', DATABASE_URL: '' });
    expect(pglite.DATA_DIR).toBe('/srv/roofline');
    expect(pglite.DATABASE_URL).toBeUndefined();
  });

  it('stops on a bad value with the setting named', () => {
    expect(() => readEnv({ PORT: '99999' })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
