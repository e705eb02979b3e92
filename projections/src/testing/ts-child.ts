import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(__dirname, '../../..');

/**
 * Starts a TypeScript script in a child Node process against the packages' sources. Node itself
 * runs it with tsx's loader (not tsx's CLI, whose extra process a SIGKILL would miss).
 */
export function startTsChild(script: string, args: string[]): ChildProcessWithoutNullStreams {
  const loader = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
  return spawn(process.execPath, ['--import', loader, script, ...args], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, TSX_TSCONFIG_PATH: join(root, 'tsconfig.dev.json') },
  });
}

/** Resolves with the exit code (or signal) and everything the child printed. */
export function exited(
  child: ChildProcessWithoutNullStreams,
): Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolvePromise) =>
    child.once('exit', (code, signal) => resolvePromise({ code, signal, stdout, stderr })),
  );
}

/**
 * Sends SIGSTOP and returns once the child is stopped (Linux's /proc says so), so that what the
 * parent reads next is exactly the state a SIGKILL sent now would leave behind: a signal is only
 * queued when kill() returns, and a running child could otherwise still write a line or a commit.
 */
export function freeze(child: ChildProcessWithoutNullStreams): void {
  child.kill('SIGSTOP');
  const deadline = Date.now() + 5000;
  for (;;) {
    let state: string;
    try {
      state = readFileSync(`/proc/${child.pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];
    } catch {
      return; // already gone
    }
    if (state === 'T' || state === 'Z' || state === 'X') return;
    if (Date.now() > deadline) throw new Error(`child ${child.pid} did not stop (state ${state})`);
  }
}
