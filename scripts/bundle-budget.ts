/**
 * Bundle budget of the mini app's first screen.
 *
 *   npm run build -w @tracker/miniapp && node --import tsx scripts/bundle-budget.ts
 *
 * Reads miniapp/dist/.vite/manifest.json (build.manifest: true), follows the entry chunk and its
 * static imports (what the browser must load before the first screen can render), adds the CSS
 * they carry and whatever index.html itself references, gzips each file and compares the sums
 * with the budget. Lazy (dynamic-import) chunks are not counted: they load after the first
 * screen. Exits 1 above the budget or when the build is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KIB = { js: 120, css: 25 } as const;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface FirstScreenFiles {
  js: string[];
  css: string[];
}

/** Files of the entry chunks and their static imports, in load order, without duplicates. */
export function firstScreenFiles(manifest: Manifest, indexHtml = ''): FirstScreenFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();

  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };

  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length === 0) throw new Error('manifest has no entry chunk');
  for (const [key] of entries) visit(key);

  // Anything index.html loads by itself (scripts, stylesheets, module preloads) counts too.
  const referenced = /<(?:script[^>]*\ssrc|link[^>]*\shref)="\/?([^"]+\.(?:js|css))"/g;
  for (const match of indexHtml.matchAll(referenced)) {
    const file = match[1];
    if (!file || /^https?:/.test(file)) continue;
    if (file.endsWith('.css')) css.add(file);
    else js.add(file);
  }
  return { js: [...js], css: [...css] };
}

export function gzipBytes(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`;

function main(): number {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const dist = join(root, 'miniapp', 'dist');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(
      `bundle-budget: ${manifestPath} not found. Build first: npm run build -w @tracker/miniapp (build.manifest must be true).`,
    );
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const indexPath = join(dist, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : '';
  const files = firstScreenFiles(manifest, indexHtml);

  const measure = (list: string[]) =>
    list.map((file) => {
      const content = readFileSync(join(dist, file));
      return { file, raw: content.length, gz: gzipBytes(content) };
    });
  const js = measure(files.js);
  const css = measure(files.css);
  const total = (rows: { gz: number }[]) => rows.reduce((sum, row) => sum + row.gz, 0);
  const jsGz = total(js);
  const cssGz = total(css);

  console.log('First screen of the mini app (entry chunk + static imports), gzip level 9:');
  for (const row of [...js, ...css]) {
    console.log(`  ${row.file.padEnd(44)} ${kib(row.raw).padStart(12)} raw  ${kib(row.gz).padStart(12)} gz`);
  }
  console.log(`  JS  total ${kib(jsGz).padStart(12)} gz  (budget ${BUDGET_KIB.js} KiB)`);
  console.log(`  CSS total ${kib(cssGz).padStart(12)} gz  (budget ${BUDGET_KIB.css} KiB)`);

  const failures: string[] = [];
  if (jsGz > BUDGET_KIB.js * 1024) failures.push(`JS ${kib(jsGz)} gz is over the ${BUDGET_KIB.js} KiB budget`);
  if (cssGz > BUDGET_KIB.css * 1024) failures.push(`CSS ${kib(cssGz)} gz is over the ${BUDGET_KIB.css} KiB budget`);
  if (failures.length > 0) {
    for (const failure of failures) console.error(`bundle-budget: FAIL — ${failure}.`);
    console.error('Lazy-load the page or dependency that grew (React.lazy per route, dynamic import).');
    return 1;
  }
  console.log('bundle-budget: OK');
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
