#!/usr/bin/env node
// Gzip size of the JavaScript the workspace-entry screen loads: the entry chunk from dist/index.html, the
// workspace-entry route chunk, and every chunk they import statically. Run after `vite build`; an argument names
// another build folder (a build made with --outDir, so as not to replace the dist others are testing against).
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ? resolve(process.argv[2]) : new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
const route = readdirSync(assets).find((f) => /^workspace-entry-page-.*\.js$/.test(f));
if (!entry || !route) throw new Error('Build frontend first: entry or workspace-entry chunk not found in dist');

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  // Static imports only (`from"./x.js"` and bare `import"./x.js"`); dynamic import("./x.js") loads later.
  for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) visit(match[1]);
}
visit(entry);
visit(route);

let total = 0;
for (const file of [...seen].sort()) {
  const size = gzipSync(readFileSync(join(assets, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total gzip (workspace-entry screen)`);
