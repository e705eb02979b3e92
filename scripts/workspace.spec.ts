import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Stands in for `npm run build`: says a lot, records that it ran, and leaves what a real build leaves. */
const FAKE_BUILD = `
const { appendFileSync, existsSync, mkdirSync, writeFileSync } = require('node:fs');
const { execFileSync } = require('node:child_process');
appendFileSync('build.log', 'built\\n');
console.log('lots of build output');
console.error('a build warning');
if (existsSync('break-the-build')) process.exit(2);
mkdirSync('backend/dist/cli', { recursive: true });
mkdirSync('frontend/dist', { recursive: true });
writeFileSync('backend/dist/main.js', '');
writeFileSync('frontend/dist/index.html', '');
writeFileSync(
  'backend/dist/cli/workspace.cli.js',
  "const args = process.argv.slice(2); console.log(JSON.stringify(args)); console.error('cli says hello on stderr');" +
    "const exit = args.indexOf('--exit'); process.exitCode = exit < 0 ? 0 : Number(args[exit + 1]);",
);
execFileSync(process.execPath, ['scripts/record-build.mjs']);
`;

/**
 * `npm run workspace` (scripts/workspace.mjs) run in a throwaway copy of the repository's layout whose
 * build is FAKE_BUILD: it builds when needed, keeps the build off stdout, and passes arguments and exit
 * code through.
 */
describe('npm run workspace builds when needed, then runs the CLI', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const builds = () => (existsSync(join(root, 'build.log')) ? readFileSync(join(root, 'build.log'), 'utf8') : '');

  function workspace(...args: string[]) {
    const run = spawnSync(process.execPath, [join(root, 'scripts/workspace.mjs'), ...args], {
      cwd: root,
      encoding: 'utf8',
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'workspace-cli-'));
    for (const script of ['workspace.mjs', 'build-fingerprint.mjs', 'record-build.mjs']) {
      write(`scripts/${script}`, '');
      copyFileSync(join(__dirname, script), join(root, 'scripts', script));
    }
    write('package.json', JSON.stringify({ name: 'fake', private: true, scripts: { build: 'node build.cjs' } }));
    write('build.cjs', FAKE_BUILD);
    write('backend/src/main.ts', 'main();');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds a tree never built, saying so on stderr only, then runs the CLI with the arguments as given', () => {
    const run = workspace('create', 'acme', '--label', 'Acme LLP', '--exit', '3');
    expect(run.stdout).toBe('["create","acme","--label","Acme LLP","--exit","3"]\n');
    expect(run.status).toBe(3);
    expect(run.stderr).toContain('Building the product first (backend/dist/main.js is missing)');
    expect(run.stderr).toContain('cli says hello on stderr');
    expect(run.stderr).not.toContain('lots of build output');
    expect(builds()).toBe('built\n');
  });

  it('does not build again while nothing changed, and builds after a source changed', () => {
    workspace('list');
    const again = workspace('list');
    expect(again).toEqual({ status: 0, stdout: '["list"]\n', stderr: 'cli says hello on stderr\n' });
    expect(builds()).toBe('built\n');
    write('backend/src/main.ts', 'main(); // changed');
    expect(workspace('list').stderr).toContain('(sources changed since the last build)');
    expect(builds()).toBe('built\nbuilt\n');
  });

  it('builds when the CLI itself is missing', () => {
    workspace('list');
    rmSync(join(root, 'backend/dist/cli'), { recursive: true });
    const run = workspace('show', 'acme');
    expect(run.stderr).toContain('(the CLI is not built)');
    expect(run).toMatchObject({ status: 0, stdout: '["show","acme"]\n' });
  });

  it('shows a failed build on stderr and does not run the CLI', () => {
    write('break-the-build', '');
    const run = workspace('list');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('lots of build output');
    expect(run.stderr).toContain('a build warning');
    expect(run.stderr).toContain('The build failed; the CLI did not run.');
  });
});
