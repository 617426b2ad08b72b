/**
 * JS a route loads before its first paint, gzip, from the built client (client/dist):
 * the entry chunk and everything it imports statically, plus the route's lazy page chunk
 * and its static imports. Dynamic imports inside the page (charts, dialogs) come after the
 * first paint and are not counted. Reads Vite's manifest (client/dist/.vite/manifest.json).
 * Run after `npm run build`: node bench/register.js bench/first-paint-js.ts [--quick] (the same measure; --quick keeps its result apart)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type ManifestChunk = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const dist = path.resolve(__dirname, '..', 'client', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** Page modules of the routes, as the router lazy-loads them. */
const ROUTES: [string, string | null][] = [
  ['/deviceoverviewkanban', 'src/features/kanbans/routes/DeviceOverviewKanban.tsx'],
  ['/devicedetailskanban', 'src/features/kanbans/routes/DeviceDetailKanban.tsx'],
  ['/distributionkanban', 'src/features/kanbans/routes/DistributionKanban.tsx'],
  ['/utilizationkanban', 'src/features/kanbans/routes/UtilizationKanban.tsx'],
  ['/popularitykanban', 'src/features/kanbans/routes/PopularityKanban.tsx'],
  ['/login', 'src/features/auth/LoginPage.tsx'],
];

const gzipKiB = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** Manifest keys of a chunk and its static imports, recursively. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, into);
  return into;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entry) throw new Error('no entry in the manifest');
const result: Record<string, { totalKiB: number; chunks: Record<string, number> }> = {};
for (const [route, page] of ROUTES) {
  if (page && !manifest[page]) throw new Error(`${page} is not a chunk of the build`);
  const keys = staticClosure(entry);
  if (page) staticClosure(page, keys);
  const chunks: Record<string, number> = Object.fromEntries([...keys].map((k): [string, number] => [manifest[k].file.replace(/^assets\//, ''), Number(gzipKiB(manifest[k].file).toFixed(1))]).sort((a, b) => b[1] - a[1]));
  const totalKiB = Number(Object.values(chunks).reduce((s, x) => s + x, 0).toFixed(1));
  result[route] = { totalKiB, chunks };
  console.log(`${route.padEnd(24)} ${totalKiB.toFixed(1).padStart(6)} KiB gzip  ${Object.entries(chunks).map(([f, kib]) => `${f.replace(/-[\w-]{8}\.js$/, '')} ${kib}`).join(', ')}`);
}
fs.writeFileSync(path.join(__dirname, process.argv.includes('--quick') ? 'first-paint-js-results.quick.json' : 'first-paint-js-results.json'), JSON.stringify({ at: new Date().toISOString(), gzipLevel: 9, routes: result }, null, 2) + '\n');
