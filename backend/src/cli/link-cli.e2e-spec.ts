import { startTestApp, type TestApp } from '../testing/test-app';
import { LINK_NOT_FOUND } from '../links/link-rules';
import { runWorkspaceCli } from './workspace-cli';

/** `npm run workspace -- link ...` against the DATA_DIR of a running server, which sees the links at once. */
describe('npm run workspace -- link ...', () => {
  let server: TestApp;
  let linkId: string;

  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runWorkspaceCli(argv, {
      env: { DATA_DIR: server.dataDir, PUBLIC_URL: 'https://docs.example.test' },
      cwd: server.dataDir,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server?.close());

  it('creates a link and prints the address to send', async () => {
    const result = await cli(
      'link',
      'create',
      'demo',
      '--email',
      'Bob@X.test',
      '--name',
      'Bob',
      '--catalog',
      'Clients',
      '--record',
      '42',
      '--app',
      'Intake',
    );
    expect(result).toMatchObject({ code: 0, err: '' });
    const match = /^https:\/\/docs\.example\.test\/demo\/links\/([A-Za-z0-9_-]{22})$/.exec(result.out);
    expect(match).not.toBeNull();
    linkId = match![1];
  });

  it('makes a link the running server resolves', async () => {
    const response = await fetch(`${server.url}/demo/api/links/${linkId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      link: { userEmail: 'b***@x.test', userName: 'Bob', catalogName: 'Clients', recordId: '42', appName: 'Intake' },
      isNewUser: true,
    });
  });

  it('prints a link with --origin, lists the links', async () => {
    const other = await cli(
      'link',
      'create',
      'demo',
      '--origin',
      'http://localhost:8080/',
      '--email',
      'ann@y.test',
      '--name',
      'Ann',
      '--catalog',
      'Matters',
      '--record',
      'M-7',
      '--app',
      'Letters',
    );
    expect(other.out).toMatch(/^http:\/\/localhost:8080\/demo\/links\/[A-Za-z0-9_-]{22}$/);
    const list = await cli('link', 'list', 'demo');
    expect(list.code).toBe(0);
    expect(list.out.split('\n')).toEqual([
      expect.stringMatching(/^[A-Za-z0-9_-]{22} {2}active {3}ann@y\.test {2}Matters\/M-7\/Letters {2}\S+$/),
      expect.stringMatching(new RegExp(`^${linkId} {2}active {3}bob@x\\.test {2}Clients/42/Intake {2}\\S+$`)),
    ]);
  });

  it('revokes a link: the server no longer finds it, and revoking again says so', async () => {
    expect(await cli('link', 'revoke', 'demo', linkId)).toMatchObject({
      code: 0,
      out: `Link ${linkId} is revoked.`,
      err: '',
    });
    const response = await fetch(`${server.url}/demo/api/links/${linkId}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: LINK_NOT_FOUND });
    expect((await cli('link', 'revoke', 'demo', linkId)).out).toBe(`Link ${linkId} was already revoked.`);
    expect((await cli('link', 'list', 'demo')).out).toContain(`${linkId}  revoked`);
  });

  it.each([
    [
      ['link', 'create', 'demo', '--email', 'bob@x.test'],
      'Error: link create needs --name, --catalog, --record, --app',
    ],
    [
      ['link', 'create', 'demo', '--email', 'bob', '--name', 'Bob', '--catalog', 'C', '--record', '1', '--app', 'A'],
      'Error: Invalid link: userEmail: userEmail must be a valid e-mail address',
    ],
    [
      [
        'link',
        'create',
        'nope',
        '--email',
        'b@x.test',
        '--name',
        'Bob',
        '--catalog',
        'C',
        '--record',
        '1',
        '--app',
        'A',
      ],
      'Error: Workspace nope not found!',
    ],
    [['link', 'list', 'nope'], 'Error: Workspace nope not found!'],
    [['link', 'list', 'No-Pe'], 'Error: Sorry, only letters (a-z), numbers (0-9) are allowed.'],
    [['link', 'revoke', 'demo', 'AAAAAAAAAAAAAAAAAAAAAA'], `Error: ${LINK_NOT_FOUND}`],
    [['link', 'revoke', 'demo'], 'Error: Usage: link revoke WORKSPACE LINKID (got 1 argument)'],
    [['link', 'share', 'demo'], 'Error: Unknown link command "share"; expected one of: create, list, revoke, help'],
  ])('explains %j on one line, exit code 1', async (argv, message) => {
    const result = await cli(...argv);
    expect(result.code).toBe(1);
    expect(result.err.split('\n')[0]).toBe(message);
    expect(result.out).toBe('');
  });

  it('prints the link usage', async () => {
    const result = await cli('link', 'help');
    expect(result.code).toBe(0);
    expect(result.out).toContain('npm run workspace -- link create WORKSPACE --email EMAIL');
  });
});
