/** The default index page (spec part 1 section 2). */
export const INDEX_PATH = '/deviceoverviewkanban';

/**
 * Where to go after /starter or a login: the `origin` query value when it is an in-app
 * path, else the index. Rejects absolute and protocol-relative URLs (no open redirect)
 * and the starter itself (no loop).
 */
export function safeOrigin(origin: string | null | undefined): string {
  if (!origin || origin === '/') return INDEX_PATH;
  if (!origin.startsWith('/') || origin.startsWith('//') || origin.startsWith('/\\')) return INDEX_PATH;
  if (/^\/starter(?:[/?#]|$)/i.test(origin)) return INDEX_PATH;
  return origin;
}
