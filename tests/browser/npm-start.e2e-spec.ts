import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserTestsBlockedBy, freePort, ROOT } from './harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function until(condition: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(100);
  }
  return condition();
}

/**
 * `npm start` as a supervisor runs it (systemd, a process manager): the product answers, and a SIGTERM sent
 * to npm alone stops the server too. npm hands the signal to the `sh -c` it runs the script in, and that
 * shell does not pass it on, so without care the server would be left running on its port.
 */
const blocked = browserTestsBlockedBy();
(blocked ? describe.skip : describe)('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the product and stops the server when npm is sent SIGTERM', async () => {
    const port = await freePort();
    const health = `http://127.0.0.1:${port}/api/health`;
    let output = '';
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that a failing run can still end everything it started.
      detached: true,
    });
    npm.stdout?.on('data', (chunk) => (output += chunk));
    npm.stderr?.on('data', (chunk) => (output += chunk));
    try {
      expect(await until(() => answers(health), 60_000)).toBe(true);
      expect(output).toContain(`http://localhost:${port}/demo/`);

      npm.kill('SIGTERM');
      const stopped = await until(async () => !(await answers(health)), 15_000);
      expect({ stopped, output: stopped ? '' : output }).toEqual({ stopped: true, output: '' });
    } finally {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // the group has already ended
      }
    }
  }, 90_000);
});
