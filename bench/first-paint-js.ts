/**
 * JS a route loads before its first paint, gzip level 9 and as the server sends it (the brotli copies
 * the build writes; as built without them), from the built client (client/dist):
 * the entry chunk and everything it imports statically, plus the route's lazy page chunk
 * and its static imports, plus its feature's message chunks (loaded beside the page, before it
 * renders: client/src/app/featureMessages.ts), plus, for every route but the kanbans, the contract's
 * error and rule texts (client/src/shared/i18n/contractTexts.ts: screens with forms wait for them,
 * `lazyScreen`). Controls loaded after the first paint (the header's menu and bell, the toasts,
 * the kanban switcher: `deferred`) and dynamic imports inside the page (charts,
 * dialogs) come after the first paint and are not counted. Reads Vite's manifest (client/dist/.vite/manifest.json).
 * Run after `npm run build`: node bench/register.js bench/first-paint-js.ts [--quick] (the same measure; --quick keeps its result apart)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type ManifestChunk = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const dist = path.resolve(__dirname, '..', 'client', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The kanbans' message modules, which their routes load beside the page. */
const KANBAN_TEXTS = ['src/features/kanbans/messages.ts', 'src/features/kanbans/parameters/messages.ts'];

/** The dashboards' message modules (list and designer), which their three routes load beside the page. */
const DASHBOARD_TEXTS = ['src/features/dashboards/messages.ts', 'src/features/dashboards/designer/messages.ts'];

/** The contract's error and rule texts, which every screen but the kanbans waits for. */
const CONTRACT_TEXTS = 'src/shared/i18n/contractTexts.ts';

/** Page modules of the routes, as the router lazy-loads them, and the message modules loaded with them. */
const ROUTES: [string, string | null, string[]][] = [
  ['/deviceoverviewkanban', 'src/features/kanbans/routes/DeviceOverviewKanban.tsx', KANBAN_TEXTS],
  ['/devicedetailskanban', 'src/features/kanbans/routes/DeviceDetailKanban.tsx', KANBAN_TEXTS],
  ['/distributionkanban', 'src/features/kanbans/routes/DistributionKanban.tsx', KANBAN_TEXTS],
  ['/utilizationkanban', 'src/features/kanbans/routes/UtilizationKanban.tsx', KANBAN_TEXTS],
  ['/popularitykanban', 'src/features/kanbans/routes/PopularityKanban.tsx', KANBAN_TEXTS],
  ['/customDashboard/list', 'src/features/dashboards/routes/DashboardList.tsx', [...DASHBOARD_TEXTS, CONTRACT_TEXTS]],
  ['/customDashboard/view', 'src/features/dashboards/routes/DashboardView.tsx', [...DASHBOARD_TEXTS, CONTRACT_TEXTS]],
  // The designer: its own chunk (react-rnd, the editor) is lazy, so no other route above carries it.
  ['/customDashboard/edit', 'src/features/dashboards/routes/DashboardEditor.tsx', [...DASHBOARD_TEXTS, CONTRACT_TEXTS]],
  ['/login', 'src/features/auth/LoginPage.tsx', [CONTRACT_TEXTS]],
];

const gzipKiB = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
/** What the server sends a browser that takes brotli: the .br the build wrote beside the file, or the file itself (under 1 KiB). */
const servedBytes = (file: string) => fs.statSync(path.join(dist, fs.existsSync(path.join(dist, `${file}.br`)) ? `${file}.br` : file)).size;
const builtBytes = (file: string) => fs.statSync(path.join(dist, file)).size;

/** Manifest keys of a chunk and its static imports, recursively. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, into);
  return into;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entry) throw new Error('no entry in the manifest');
const result: Record<string, { totalKiB: number; servedKiB: number; builtKiB: number; chunks: Record<string, number> }> = {};
for (const [route, page, texts] of ROUTES) {
  for (const module of [page, ...texts]) if (module && !manifest[module]) throw new Error(`${module} is not a chunk of the build`);
  const keys = staticClosure(entry);
  if (page) staticClosure(page, keys);
  for (const module of texts) staticClosure(module, keys);
  const chunks: Record<string, number> = Object.fromEntries([...keys].map((k): [string, number] => [manifest[k].file.replace(/^assets\//, ''), Number(gzipKiB(manifest[k].file).toFixed(1))]).sort((a, b) => b[1] - a[1]));
  const totalKiB = Number(Object.values(chunks).reduce((s, x) => s + x, 0).toFixed(1));
  const sum = (bytes: (file: string) => number) => Number(([...keys].reduce((s, k) => s + bytes(manifest[k].file), 0) / 1024).toFixed(1));
  const servedKiB = sum(servedBytes);
  const builtKiB = sum(builtBytes);
  result[route] = { totalKiB, servedKiB, builtKiB, chunks };
  console.log(`${route.padEnd(24)} ${totalKiB.toFixed(1).padStart(6)} KiB gzip, ${servedKiB.toFixed(1).padStart(6)} KiB sent (brotli), ${builtKiB.toFixed(1).padStart(6)} KiB built  ${Object.entries(chunks).map(([f, kib]) => `${f.replace(/-[\w-]{8}\.js$/, '')} ${kib}`).join(', ')}`);
}
fs.writeFileSync(path.join(__dirname, process.argv.includes('--quick') ? 'first-paint-js-results.quick.json' : 'first-paint-js-results.json'), JSON.stringify({ at: new Date().toISOString(), gzipLevel: 9, routes: result }, null, 2) + '\n');
