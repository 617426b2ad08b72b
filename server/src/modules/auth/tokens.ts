import { createHash, randomBytes } from 'node:crypto';
import { parse as parseCookies } from 'cookie';

export const SESSION_DAYS = 7;
export const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
export const TOKEN_COOKIE = 'token';

/** An opaque 256-bit token; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
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
