import { createHash, randomBytes } from 'node:crypto';
import { parse as parseCookies } from 'cookie';

export const SESSION_DAYS = 7;
export const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
export const TOKEN_COOKIE = 'token';

/** What every integrator token starts with, so its table is known from the token alone. */
export const API_TOKEN_PREFIX = 'mmct_';

export const isApiTokenSecret = (token: string) => token.startsWith(API_TOKEN_PREFIX);

/** An opaque 256-bit session token; only its hash is stored. Never one that looks like an integrator token. */
export function newToken(): string {
  for (;;) {
    const token = randomBytes(32).toString('base64url');
    if (!isApiTokenSecret(token)) return token;
  }
}

/** An integrator token's secret: the prefix and 256 random bits; only its hash is stored. */
export function newApiTokenSecret(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads the token from `Authorization: Bearer` first, then from the `token` cookie (parsed only when needed). */
export function tokenFrom(authorization: string | undefined, cookieHeader: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (match) return match[1];
  return cookieHeader ? (parseCookies(cookieHeader)[TOKEN_COOKIE] ?? undefined) : undefined;
}
