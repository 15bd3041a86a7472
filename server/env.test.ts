import { describe, expect, it } from 'vitest';

import { readEnv, socialSettings } from './env';

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
    expect(() => readEnv({ SEARCH_INDEX_FROM: '-1' })).toThrow(/SEARCH_INDEX_FROM/);
    expect(() => readEnv({ SEARCH_INDEX_FROM: 'many' })).toThrow(/SEARCH_INDEX_FROM/);
    expect(readEnv({ SEARCH_INDEX_FROM: '10' }).SEARCH_INDEX_FROM).toBe(10);
  });

  it("reads the monthly payments' rate and its date, with defaults", () => {
    expect(readEnv({})).toMatchObject({ MORTGAGE_RATE: 6.5, MORTGAGE_RATE_DATE: '2026-11-01' });
    const set = readEnv({ MORTGAGE_RATE: '5.25', MORTGAGE_RATE_DATE: '2026-10-15' });
    expect(set).toMatchObject({ MORTGAGE_RATE: 5.25, MORTGAGE_RATE_DATE: '2026-10-15' });
    expect(readEnv({ MORTGAGE_RATE: '', MORTGAGE_RATE_DATE: '' }).MORTGAGE_RATE).toBe(6.5);
    for (const bad of ['abc', '-1', '31']) {
      expect(() => readEnv({ MORTGAGE_RATE: bad })).toThrow(/MORTGAGE_RATE/);
    }
    expect(() => readEnv({ MORTGAGE_RATE_DATE: '15/10/2026' })).toThrow(/MORTGAGE_RATE_DATE/);
  });

  it('configures a social provider only with its client id and secret together', () => {
    expect(socialSettings(readEnv({}))).toEqual({});
    const env = readEnv({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      X_CLIENT_ID: '',
    });
    expect(socialSettings(env)).toEqual({ google: { clientId: 'id', clientSecret: 'secret' } });
    expect(() => readEnv({ FACEBOOK_CLIENT_ID: 'id' })).toThrow(
      /FACEBOOK_CLIENT_SECRET: is required with FACEBOOK_CLIENT_ID/,
    );
  });

  it('takes another OpenID Connect provider with its issuer, client and name', () => {
    const oidc = {
      OIDC_ISSUER: 'https://login.example.org/',
      OIDC_CLIENT_ID: 'roofline',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_NAME: 'Example ID',
    };
    expect(socialSettings(readEnv(oidc)).oidc).toEqual({
      issuer: 'https://login.example.org',
      clientId: 'roofline',
      clientSecret: 'secret',
      name: 'Example ID',
    });
    expect(() => readEnv({ ...oidc, OIDC_NAME: '' })).toThrow(/OIDC_NAME: is required/);
    expect(() => readEnv({ ...oidc, OIDC_ISSUER: 'http://login.example.org' })).toThrow(
      /OIDC_ISSUER: must be an https:\/\/ address/,
    );
    expect(readEnv({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4010' }).OIDC_ISSUER).toBe(
      'http://127.0.0.1:4010',
    );
  });

  it('takes an smtp:// or smtps:// SMTP_URL, and leaves email to files without one', () => {
    expect(readEnv({}).SMTP_URL).toBeUndefined();
    expect(readEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    const site = { PUBLIC_ORIGIN: 'https://roofline.example' };
    expect(readEnv({ ...site, SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).SMTP_URL).toBe(
      'smtp://user:pass@mail.example.com:587',
    );
    expect(readEnv({ ...site, SMTP_URL: 'smtps://mail.example.com' }).SMTP_URL).toBe(
      'smtps://mail.example.com',
    );
    expect(() => readEnv({ ...site, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => readEnv({ ...site, SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it("needs PUBLIC_ORIGIN with SMTP_URL: an email's links never name a host a visitor sent", () => {
    expect(() => readEnv({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(
      /PUBLIC_ORIGIN: is required with SMTP_URL/,
    );
  });

  it('takes a MAIL_FROM on one line, and refuses one that could add a header', () => {
    expect(readEnv({ MAIL_FROM: 'Roofline News <news@roofline.example>' }).MAIL_FROM).toBe(
      'Roofline News <news@roofline.example>',
    );
    expect(readEnv({ MAIL_FROM: 'news@roofline.example' }).MAIL_FROM).toBe('news@roofline.example');
    for (const bad of [
      'Roofline <news@roofline.example>\r\nBcc: victim@example.com',
      'Roofline\n <news@roofline.example>',
      'news@roofline.example, victim@example.com',
      'Roofline',
    ])
      expect(() => readEnv({ MAIL_FROM: bad }), JSON.stringify(bad)).toThrow(/MAIL_FROM/);
  });

  it('takes a MAIL_SECRET of 32 characters or more', () => {
    expect(readEnv({ MAIL_SECRET: 'x'.repeat(32) }).MAIL_SECRET).toBe('x'.repeat(32));
    expect(() => readEnv({ MAIL_SECRET: 'short' })).toThrow(/MAIL_SECRET/);
  });
});
