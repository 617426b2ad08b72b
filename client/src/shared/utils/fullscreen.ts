const FULL_SUFFIX = /\/full\/?$/;

/** True for the full-screen variant of a kanban ('/xxx/full'). */
export function isFullPath(pathname: string): boolean {
  return FULL_SUFFIX.test(pathname);
}

/** The other variant of a kanban path, keeping the query string (uuid, product_id, ...). */
export function toggledFullPath(pathname: string, search: string): string {
  const base = pathname.replace(FULL_SUFFIX, '');
  const next = isFullPath(pathname) ? base || '/' : `${base.replace(/\/$/, '')}/full`;
  return `${next}${search}`;
}
