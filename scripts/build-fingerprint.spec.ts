import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildFingerprint, recordBuild, staleBuildReason } from './build-fingerprint.mjs';

describe('npm start rebuilds only when the build inputs changed', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const touch = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-fingerprint-'));
    write('package.json', '{}');
    write('backend/src/main.ts', 'main();');
    write('frontend/src/main.tsx', 'render();');
    write('backend/dist/main.js', 'built');
    write('frontend/dist/index.html', '<html>');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('asks for a build until one is recorded, then not while nothing changes', () => {
    expect(staleBuildReason(root)).toBe('no build has been recorded yet');
    recordBuild(root);
    expect(staleBuildReason(root)).toBeUndefined();
  });

  it('asks for a build when a source changes', () => {
    recordBuild(root);
    write('frontend/src/main.tsx', 'render(<App />);');
    expect(staleBuildReason(root)).toBe('sources changed since the last build');
    recordBuild(root);
    touch('backend/src/main.ts', 1_000_000);
    expect(staleBuildReason(root)).toBe('sources changed since the last build');
  });

  it('asks for a build when an output is missing, whatever was recorded', () => {
    recordBuild(root);
    rmSync(join(root, 'frontend/dist'), { recursive: true });
    expect(staleBuildReason(root)).toBe('frontend/dist/index.html is missing');
  });

  it('ignores tests, outputs and installed packages', () => {
    const before = buildFingerprint(root);
    write('backend/src/main.spec.ts', 'it();');
    write('backend/src/app/app.e2e-spec.ts', 'it();');
    write('backend/dist/other.js', 'x');
    write('frontend/node_modules/x/index.js', 'x');
    expect(buildFingerprint(root)).toBe(before);
  });
});
