import { randomBytes } from 'node:crypto';

import OAuth2Server, {
  OAuthError,
  Request as OAuthRequest,
  Response as OAuthResponse,
  type ClientCredentialsModel,
} from '@node-oauth/oauth2-server';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { resoApiClients, resoApiTokens } from '~/db/schema';

import { secretMatches, sha256 } from './api-clients.server';
import type { ApiReader } from './property-query.server';

/**
 * OAuth 2 client credentials for the RESO Web API (RFC 6749 §4.4; docs/reso-api.md, ADR 0117),
 * by `@node-oauth/oauth2-server`: the token endpoint, and the check of each request's bearer
 * token. Tokens are kept in the database as their SHA-256, so every app server on it knows them,
 * and last an hour. A revoked client's tokens stop at once: each check reads the client.
 *
 * Scopes: `listings` (the public listings of the whole site), and `agency-drafts` (its agency's
 * drafts too), which only a client made to see them is given. A token asked for with no scope has
 * every scope its client may have.
 */

export const TOKEN_SECONDS = 60 * 60;
export const SCOPES = ['listings', 'agency-drafts'] as const;

type ClientRecord = {
  id: string;
  grants: string[];
  rowId: number;
  agencyId: number;
  scopes: string[];
};

function scopesOf(client: { seesDrafts: boolean }) {
  return client.seesDrafts ? [...SCOPES] : ['listings'];
}

function modelFor(db: Database): ClientCredentialsModel {
  return {
    async getClient(clientId, clientSecret) {
      const [row] = await db
        .select()
        .from(resoApiClients)
        .where(and(eq(resoApiClients.clientId, clientId), isNull(resoApiClients.revokedAt)));
      if (!row || !secretMatches(clientSecret, row.secretHash)) return false;
      const client: ClientRecord = {
        id: row.clientId,
        grants: ['client_credentials'],
        rowId: row.id,
        agencyId: row.agencyId,
        scopes: scopesOf(row),
      };
      return client;
    },
    async getUserFromClient(client) {
      return { agencyId: (client as ClientRecord).agencyId };
    },
    async validateScope(_user, client, scope) {
      const allowed = (client as ClientRecord).scopes;
      if (!scope || scope.length === 0) return allowed;
      return scope.every((one) => allowed.includes(one)) ? scope : false;
    },
    async generateAccessToken() {
      return randomBytes(32).toString('base64url');
    },
    async saveToken(token, client, user) {
      const rowId = (client as ClientRecord).rowId;
      await db.transaction(async (tx) => {
        // Expired tokens go as new ones are given.
        await tx.delete(resoApiTokens).where(lt(resoApiTokens.expiresAt, sql`now()`));
        await tx.insert(resoApiTokens).values({
          tokenHash: sha256(token.accessToken),
          clientId: rowId,
          scope: token.scope ?? [],
          expiresAt: token.accessTokenExpiresAt!,
        });
        await tx
          .update(resoApiClients)
          .set({ lastUsedAt: sql`now()` })
          .where(eq(resoApiClients.id, rowId));
      });
      return { ...token, client, user };
    },
    async getAccessToken(accessToken) {
      const [row] = await db
        .select({
          scope: resoApiTokens.scope,
          expiresAt: resoApiTokens.expiresAt,
          clientId: resoApiClients.clientId,
          agencyId: resoApiClients.agencyId,
          seesDrafts: resoApiClients.seesDrafts,
        })
        .from(resoApiTokens)
        .innerJoin(resoApiClients, eq(resoApiClients.id, resoApiTokens.clientId))
        .where(
          and(
            eq(resoApiTokens.tokenHash, sha256(accessToken)),
            isNull(resoApiClients.revokedAt),
            gt(resoApiTokens.expiresAt, sql`now()`),
          ),
        );
      if (!row) return false;
      return {
        accessToken,
        accessTokenExpiresAt: row.expiresAt,
        scope: row.scope,
        client: { id: row.clientId, grants: ['client_credentials'] },
        user: { agencyId: row.agencyId, seesDrafts: row.seesDrafts },
      };
    },
    async verifyScope(token, scope) {
      return scope.every((one) => token.scope?.includes(one));
    },
  };
}

const servers = new WeakMap<Database, OAuth2Server>();
function serverFor(db: Database) {
  let server = servers.get(db);
  if (!server) {
    server = new OAuth2Server({ model: modelFor(db), accessTokenLifetime: TOKEN_SECONDS });
    servers.set(db, server);
  }
  return server;
}

function oauthRequest(request: Request, body: Record<string, string>) {
  return new OAuthRequest({
    method: request.method,
    headers: Object.fromEntries(request.headers),
    query: Object.fromEntries(new URL(request.url).searchParams),
    body,
  });
}

function fetchResponse(response: OAuthResponse, status = response.status ?? 200) {
  const headers = new Headers(response.headers as Record<string, string>);
  headers.set('Cache-Control', 'no-store');
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(response.body ?? {}), { status, headers });
}

/** The token endpoint: a client's id and secret (Basic, or in the form) for a bearer token. */
export async function issueToken(db: Database, request: Request): Promise<Response> {
  const type = request.headers.get('content-type') ?? '';
  const body = type.startsWith('application/x-www-form-urlencoded')
    ? Object.fromEntries(new URLSearchParams(await request.text()))
    : {};
  const response = new OAuthResponse({});
  try {
    await serverFor(db).token(oauthRequest(request, body), response);
    return fetchResponse(response);
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    response.body = { error: error.name, error_description: error.message };
    return fetchResponse(response, error.code);
  }
}

/**
 * The reader a request's bearer token stands for, or the 401 to answer (with its
 * `WWW-Authenticate`, RFC 6750).
 */
export async function authenticateApiRequest(
  db: Database,
  request: Request,
): Promise<{ reader: ApiReader; clientId: string } | { refusal: Response }> {
  const response = new OAuthResponse({});
  try {
    const token = await serverFor(db).authenticate(oauthRequest(request, {}), response, {
      scope: ['listings'],
    });
    const user = token.user as { agencyId: number; seesDrafts: boolean };
    return {
      clientId: token.client.id,
      reader: {
        agencyId: user.agencyId,
        seesDrafts: user.seesDrafts && (token.scope ?? []).includes('agency-drafts'),
      },
    };
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    response.body = {
      error: { code: error.name, message: error.message || 'An access token is needed.' },
    };
    return { refusal: fetchResponse(response, error.code) };
  }
}
