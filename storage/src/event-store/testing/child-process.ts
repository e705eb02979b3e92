import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(__dirname, '../../../..');

const started = new Set<ChildProcessWithoutNullStreams>();

/**
 * Starts a TypeScript child script against the packages' sources. Node itself runs the script with
 * tsx's loader (not tsx's CLI, which would put a second process in between that SIGKILL misses).
 */
export function startTsChild(script: string, args: string[]): ChildProcessWithoutNullStreams {
  const loader = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
  const child = spawn(process.execPath, ['--import', loader, script, ...args], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, TSX_TSCONFIG_PATH: join(root, 'tsconfig.dev.json') },
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** Kills children a failed test left behind, so no writer keeps running after the suite. */
export function killStartedChildren(): void {
  for (const child of started) child.kill('SIGKILL');
}

/** Lines the child printed so far, and a way to wait for one that matches. */
export function linesOf(child: ChildProcessWithoutNullStreams) {
  const lines: string[] = [];
  let stderr = '';
  let partial = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdout.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  const waitForLine = (pattern: RegExp, timeoutMs = 20_000) =>
    new Promise<string>((resolvePromise, reject) => {
      const deadline = Date.now() + timeoutMs;
      const check = () => {
        const found = lines.find((line) => pattern.test(line));
        if (found) return resolvePromise(found);
        if (child.exitCode !== null || Date.now() > deadline) {
          return reject(new Error(`child never printed ${pattern} (exit ${child.exitCode}); stderr: ${stderr}`));
        }
        setTimeout(check, 10);
      };
      check();
    });
  return { lines, waitForLine, stderr: () => stderr };
}
