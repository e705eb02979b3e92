import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp } from '../testing/test-app';
import { runWorkspaceCli } from './workspace-cli';

/** Runs the CLI's entry function against a real DATA_DIR, capturing what it prints. */
async function cli(dataDir: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runWorkspaceCli(argv, {
    env: { DATA_DIR: dataDir },
    cwd: dataDir,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run workspace -- ...', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'docauto-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates a workspace with an administrator and prints the generated password once', async () => {
    const result = await cli(
      dataDir,
      'create',
      'acme',
      '--label',
      'Acme LLP',
      '--admin',
      'Ada@Acme.test',
      '--addon',
      'pdf',
    );
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain('Created workspace acme');
    expect(result.out).toContain('Administrator: ada@acme.test');
    expect(result.out).toMatch(/Password: [A-Za-z0-9_-]{16} /);
  });

  it('does not print a password that was given', async () => {
    const result = await cli(dataDir, 'create', 'beta', '--admin', 'bo@beta.test', '--admin-password', 'correct-horse');
    expect(result.code).toBe(0);
    expect(result.out).not.toContain('correct-horse');
    expect(result.out).not.toContain('Password:');
  });

  it('lists the workspaces', async () => {
    const result = await cli(dataDir, 'list');
    expect(result.code).toBe(0);
    expect(result.out.split('\n')).toEqual([
      expect.stringMatching(/^acme +active +Acme LLP$/),
      expect.stringMatching(/^beta +active +beta$/),
    ]);
  });

  it('changes settings, reading terms from a file, and shows them', async () => {
    writeFileSync(join(dataDir, 'terms.md'), '# Terms\nBe nice.');
    const set = await cli(
      dataDir,
      'set',
      'acme',
      '--locale',
      'de-DE',
      '--registration',
      'on',
      '--terms',
      'terms.md',
      '--colors',
      '#024638,#CBCBCB',
    );
    expect(set).toMatchObject({ code: 0, out: 'Settings of acme changed: locale, isRegistration, colors, terms.' });
    const show = await cli(dataDir, 'show', 'acme');
    expect(show.code).toBe(0);
    expect(show.out).toContain('status:    active');
    expect(show.out).toContain('add-ons:   pdf');
    expect(show.out).toMatch(/locale +de-DE/);
    expect(show.out).toMatch(/isRegistration +true/);
    expect(show.out).toMatch(/terms +# Terms\nBe nice\./);
    expect(show.out).toMatch(/dateUpdateTerms +\d{4}-\d\d-\d\dT/);
  });

  it('turns add-ons on and off', async () => {
    expect((await cli(dataDir, 'addon', 'acme', 'clio', 'on')).out).toBe('Add-on clio is now on for acme.');
    expect((await cli(dataDir, 'addon', 'acme', 'pdf', 'off')).out).toBe('Add-on pdf is now off for acme.');
    expect((await cli(dataDir, 'show', 'acme')).out).toContain('add-ons:   clio');
    const unknown = await cli(dataDir, 'addon', 'acme', 'fax', 'on');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/^Error: Unknown add-on "fax"; expected one of: pdf, /);
  });

  it('deactivates and reactivates, refusing to do either twice', async () => {
    expect((await cli(dataDir, 'deactivate', 'acme', '--reason', 'unpaid')).code).toBe(0);
    expect((await cli(dataDir, 'show', 'acme')).out).toContain('status:    deactivated');
    expect(await cli(dataDir, 'deactivate', 'acme')).toMatchObject({
      code: 1,
      err: 'Error: Workspace acme is already deactivated.',
    });
    expect((await cli(dataDir, 'reactivate', 'acme')).code).toBe(0);
    expect(await cli(dataDir, 'reactivate', 'acme')).toMatchObject({
      code: 1,
      err: 'Error: Workspace acme is active already.',
    });
  });

  it('answers a bad name with the §5 message, on one line, exit code 1', async () => {
    for (const argv of [
      ['create', 'Acme'],
      ['show', 'ac-me'],
      ['addon', 'ACME', 'pdf', 'on'],
    ]) {
      expect(await cli(dataDir, ...argv)).toEqual({
        code: 1,
        out: '',
        err: 'Error: Sorry, only letters (a-z), numbers (0-9) are allowed.',
      });
    }
  });

  it('explains unknown workspaces, commands and options', async () => {
    expect(await cli(dataDir, 'show', 'nosuch')).toMatchObject({ code: 1, err: 'Error: Workspace nosuch not found!' });
    expect((await cli(dataDir, 'create', 'acme')).err).toBe('Error: Workspace acme already exists.');
    expect((await cli(dataDir, 'rename', 'acme')).err).toMatch(/^Error: Unknown command "rename"/);
    expect((await cli(dataDir, 'set', 'acme', '--colour', 'red')).err).toMatch(/^Error: Unknown option '--colour'/);
    expect((await cli(dataDir, 'set', 'acme', '--colors', 'red')).err).toBe(
      'Error: Setting colors.0 must be a colour like #F26B2F',
    );
    expect((await cli(dataDir, 'set', 'acme', '--terms', 'missing.md')).err).toMatch(
      /^Error: Cannot read missing.md: ENOENT/,
    );
  });

  it('prints the usage for help', async () => {
    const result = await cli(dataDir, 'help');
    expect(result.code).toBe(0);
    expect(result.out).toContain('npm run workspace -- addon NAME FLAG on|off');
  });
});

describe('the CLI next to a running server', () => {
  it('writes events the server shows without a restart', async () => {
    const server = await startTestApp();
    try {
      expect((await cli(server.dataDir, 'create', 'gamma', '--label', 'Gamma GmbH')).code).toBe(0);
      const deadline = Date.now() + 5000;
      let response = await fetch(`${server.url}/api/isTenancy/gamma`);
      while (response.status === 404 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        response = await fetch(`${server.url}/api/isTenancy/gamma`);
      }
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ name: 'gamma', label: 'Gamma GmbH', isActive: true });
    } finally {
      await server.close();
    }
  });
});
