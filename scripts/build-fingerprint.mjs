// What the product's build is made from, summed up in one fingerprint, so that `npm start` rebuilds only
// when a source, a manifest or a compiler setting changed since the last build (a start on an unchanged
// tree then takes as long as the server's own start, not a full tsc + vite build).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Folders and files whose content the build reads (relative to the repository root). */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'event-schemas',
  'storage',
  'projections',
  'templating',
  'backend',
  'frontend',
];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'bench', 'coverage', 'test-results']);
/** Tests are not part of the build; changing one must not cost a rebuild at the next start. */
const TEST_FILE = /\.(spec|int-spec|e2e-spec|fuzz\.spec)\.tsx?$/;

/** The outputs a start needs; when one is missing the build runs whatever the fingerprint says. */
export const BUILD_OUTPUTS = ['backend/dist/main.js', 'frontend/dist/index.html'];
export const FINGERPRINT_FILE = 'node_modules/.cache/docauto/build-fingerprint';

function* filesBelow(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isFile()) {
    yield { path, stat };
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
    if (entry.name.endsWith('.tsbuildinfo') || TEST_FILE.test(entry.name)) continue;
    yield* filesBelow(root, join(path, entry.name));
  }
}

/** sha256 over every input's path, size and modification time: cheap (no file is read) and order-independent. */
export function buildFingerprint(root) {
  const lines = [];
  for (const input of INPUTS) {
    for (const { path, stat } of filesBelow(root, input)) lines.push(`${path}\t${stat.size}\t${stat.mtimeMs}`);
  }
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

/** Why the build must run before the product starts, or undefined when the last build is still current. */
export function staleBuildReason(root) {
  const missing = BUILD_OUTPUTS.find((output) => !existsSync(join(root, output)));
  if (missing) return `${missing} is missing`;
  const file = join(root, FINGERPRINT_FILE);
  if (!existsSync(file)) return 'no build has been recorded yet';
  if (readFileSync(file, 'utf8').trim() !== buildFingerprint(root)) return 'sources changed since the last build';
  return undefined;
}

/** Called after a successful build: the next start may skip it while nothing changes. */
export function recordBuild(root) {
  const file = join(root, FINGERPRINT_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${buildFingerprint(root)}\n`);
  return relative(root, file);
}
