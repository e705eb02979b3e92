#!/usr/bin/env node
// `npm start`: build when the sources changed since the last build (or nothing is built yet), then run the
// product. The server runs as a child process so that its own signal handling (graceful shutdown) is intact.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { staleBuildReason } from './build-fingerprint.mjs';

const root = new URL('..', import.meta.url).pathname;

const reason = staleBuildReason(root);
if (reason) {
  console.log(`Building the product (${reason})...`);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['backend/dist/main.js'], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the server directly (same process group); a second SIGINT would make it stop at once,
// so only SIGTERM and SIGHUP, which a supervisor sends to this process alone, are passed on.
process.on('SIGINT', () => undefined);
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
// `npm start` runs this script under `sh -c`. A SIGTERM sent to npm alone reaches that shell, which dies
// without passing it on, and this process is left to init. Being orphaned means whoever started the
// product wants it stopped: stop the server as a SIGTERM would.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphanWatch);
  server.kill('SIGTERM');
}, 250);
orphanWatch.unref();
// Exit as the server did, with the shell's 128 + signal number when a signal ended it.
server.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
