import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider on loopback (oidc-provider, with its development login and
 * consent pages), for the social sign-in tests. Its accounts are made up from the login typed on
 * its page: `{login}@example.com`, verified unless the login starts with `unverified`, named
 * `{login} Provider`.
 */
export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What its token endpoint does: answer, fail (500), or never answer. */
  setTokenEndpoint: (mode: 'answer' | 'fail' | 'hang') => void;
  /**
   * The next redirect back to the site is not sent: its page says "Held by the test", and the
   * callback's address (with its code) is given to the test instead.
   */
  holdNextCallback: () => Promise<URL>;
  close: () => Promise<void>;
};

export const providerEmail = (login: string) => `${login}@example.com`;
export const providerName = (login: string) => `${login} Provider`;

export async function startTestProvider(port: number, redirectUri: string): Promise<TestProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'roofline-test';
  const clientSecret = 'a client secret for the tests only';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Every client must use PKCE here, so the tests can show a code without its verifier is refused.
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['cookie key for the tests only'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: providerEmail(id),
        email_verified: !id.startsWith('unverified'),
        name: providerName(id),
      }),
    }),
  });
  let tokenEndpoint: 'answer' | 'fail' | 'hang' = 'answer';
  const handle = provider.callback();
  const hanging = new Set<ServerResponse>();
  let hold: ((url: URL) => void) | undefined;
  const server: Server = createServer((req, res) => {
    if (hold) {
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.end = ((...args: unknown[]) => {
        const location = String(res.getHeader('location') ?? '');
        if (
          !hold ||
          res.statusCode < 300 ||
          res.statusCode >= 400 ||
          !location.startsWith(redirectUri)
        ) {
          return end(...args);
        }
        hold(new URL(location));
        hold = undefined;
        res.statusCode = 200;
        res.removeHeader('location');
        res.removeHeader('content-length');
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        return end('Held by the test');
      }) as typeof res.end;
    }
    if (req.url?.startsWith('/token') && tokenEndpoint !== 'answer') {
      if (tokenEndpoint === 'fail') {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
      } else {
        hanging.add(res);
      }
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clientId,
    clientSecret,
    setTokenEndpoint: (mode) => {
      tokenEndpoint = mode;
      if (mode !== 'hang') for (const res of hanging) res.destroy();
    },
    holdNextCallback: () => new Promise<URL>((resolve) => (hold = resolve)),
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
