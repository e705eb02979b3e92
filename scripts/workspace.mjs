#!/usr/bin/env node
// `npm run workspace -- …`: the operators' CLI (workspaces, and their links with `link …`). Like `npm start`,
// it first builds when the sources changed since the last build or nothing is built yet. The build is quiet:
// one line on stderr, and its output only if it fails, so that what the CLI prints on stdout (a generated
// password, a link) stays all that a script reading it gets. Then the built CLI runs with the arguments as
// given, and this exits as it did.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { staleBuildReason } from './build-fingerprint.mjs';

const root = new URL('..', import.meta.url).pathname;
const CLI = join(root, 'backend/dist/cli/workspace.cli.js');

const reason = staleBuildReason(root) ?? (existsSync(CLI) ? undefined : 'the CLI is not built');
if (reason) {
  process.stderr.write(`Building the product first (${reason}); this takes a minute...\n`);
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
    process.stderr.write(
      `The build failed${build.error ? ` (${build.error.message})` : ''}; the CLI did not run. ` +
        'Fix the errors above, or run `npm run build` to see them again.\n',
    );
    process.exit(build.status || 1);
  }
}

const cli = spawn(process.execPath, [CLI, ...process.argv.slice(2)], { stdio: 'inherit' });
// Ctrl-C reaches the CLI directly (same process group); a supervisor's SIGTERM or SIGHUP reaches only this.
process.on('SIGINT', () => undefined);
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => cli.kill(signal));
cli.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
