#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order that fails fastest, then every jest test
// (units, integration against real SQLite files, browser tests against the built product).
// Ends with one closing line: "tests: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv.slice(2);

function step(title, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    return false;
  }
  console.log(`✔ ${title} (${seconds} s)`);
  return true;
}

if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  console.error("Browser tests need Debian's Chromium: apt-get update && apt-get install -y chromium");
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}

const checks =
  only.length > 0
    ? []
    : [
        ['type-check', 'npm', ['run', '--silent', 'typecheck']],
        ['lint and import boundaries', 'npm', ['run', '--silent', 'lint']],
        ['build (backend and frontend, for the browser tests)', 'npm', ['run', '--silent', 'build']],
      ];
for (const [title, command, args] of checks) {
  if (!step(title, command, args)) {
    console.log('tests: 0 passed, 1 failed');
    process.exit(1);
  }
}

const reportDir = mkdtempSync(join(tmpdir(), 'jest-report-'));
const report = join(reportDir, 'report.json');
const jestOk = step('jest', 'npx', ['jest', '--ci', '--json', `--outputFile=${report}`, ...only]);
let passed = 0,
  failed = jestOk ? 0 : 1,
  skipped = 0;
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed = r.numPassedTests;
  failed = r.numFailedTests + r.numRuntimeErrorTestSuites;
  skipped = r.numPendingTests + r.numTodoTests;
  if (!jestOk && failed === 0) failed = 1;
}
rmSync(reportDir, { recursive: true, force: true });
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && jestOk ? 0 : 1);
