/** The default index page (spec part 1 section 2). */
export const INDEX_PATH = '/deviceoverviewkanban';

/**
 * The start page: the index route, which goes on to the first screen the caller may use
 * (the default index page, the overview, whenever the caller may open it).
 */
export const START_PATH = '/';

/**
 * Where to go after /starter or a login: the `origin` query value when it is an in-app
 * path, else the start page. Rejects absolute and protocol-relative URLs (no open
 * redirect) and the starter itself (no loop).
 */
export function safeOrigin(origin: string | null | undefined): string {
  if (!origin || origin === '/') return START_PATH;
  if (!origin.startsWith('/') || origin.startsWith('//') || origin.startsWith('/\\')) return START_PATH;
  if (/^\/starter(?:[/?#]|$)/i.test(origin)) return START_PATH;
  return origin;
}
