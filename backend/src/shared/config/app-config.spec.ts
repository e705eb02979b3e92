import { resolve } from 'node:path';
import { appConfigFromEnv, DEFAULT_DEMO_ADMIN_PASSWORD, defaultFrontendDir } from './app-config';

describe('application configuration', () => {
  it("serves the repository's frontend build by default, wherever the configuration module lives", () => {
    // From backend/src/shared/config (sources) as from backend/dist/shared/config (the build): four levels up.
    expect(defaultFrontendDir()).toBe(resolve(__dirname, '../../../../frontend/dist'));
    expect(appConfigFromEnv({}, '/srv/app').frontendDir).toBe(defaultFrontendDir());
  });

  it('defaults to port 3000, ./data and the demo workspace', () => {
    const config = appConfigFromEnv({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(resolve('/srv/app', 'data'));
    expect(config.demo).toEqual({
      workspace: 'demo',
      adminEmail: 'admin@demo.test',
      adminPassword: DEFAULT_DEMO_ADMIN_PASSWORD,
      passwordFromEnv: false,
    });
    expect(config.operatorToken).toBeUndefined();
    expect(config.shutdownGraceMs).toBe(10_000);
    expect(config.runProjections).toBe(true);
    expect(config.imports).toEqual({ maxUploadBytes: 10 * 1024 * 1024, maxUnzippedBytes: 100 * 1024 * 1024 });
  });

  it('reads the import limits in bytes', () => {
    expect(appConfigFromEnv({ IMPORT_MAX_BYTES: '2048', IMPORT_MAX_UNZIPPED_BYTES: '65536' }).imports).toEqual({
      maxUploadBytes: 2048,
      maxUnzippedBytes: 65536,
    });
  });

  it('accepts template uploads of 25 MB unless TEMPLATE_UPLOAD_MAX_BYTES says otherwise', () => {
    expect(appConfigFromEnv({}).templates).toEqual({ maxUploadBytes: 25 * 1024 * 1024 });
    expect(appConfigFromEnv({ TEMPLATE_UPLOAD_MAX_BYTES: '4096' }).templates).toEqual({ maxUploadBytes: 4096 });
    expect(() => appConfigFromEnv({ TEMPLATE_UPLOAD_MAX_BYTES: '25MB' })).toThrow(
      'TEMPLATE_UPLOAD_MAX_BYTES must be a whole number from 1024 to 1073741824 (got "25MB")',
    );
  });

  it('reads the variables, resolving DATA_DIR against the current directory', () => {
    const config = appConfigFromEnv(
      { PORT: '8080', DATA_DIR: 'var', DEMO_WORKSPACE: 'trial', DEMO_ADMIN_PASSWORD: 'long-enough' },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/app/var',
      demo: { workspace: 'trial', adminPassword: 'long-enough', passwordFromEnv: true },
    });
  });

  it('reads RUN_PROJECTIONS as true or false', () => {
    expect(appConfigFromEnv({ RUN_PROJECTIONS: 'false' }).runProjections).toBe(false);
    expect(appConfigFromEnv({ RUN_PROJECTIONS: 'TRUE' }).runProjections).toBe(true);
    expect(appConfigFromEnv({ RUN_PROJECTIONS: '0' }).runProjections).toBe(false);
  });

  it.each([
    [{ PORT: 'http' }, 'PORT must be a whole number from 0 to 65535 (got "http")'],
    [{ DEMO_WORKSPACE: 'Demo' }, 'DEMO_WORKSPACE: Sorry, only letters (a-z), numbers (0-9) are allowed.'],
    [{ DEMO_ADMIN_EMAIL: 'admin' }, 'DEMO_ADMIN_EMAIL is not an e-mail address'],
    [{ DEMO_ADMIN_PASSWORD: 'short' }, 'DEMO_ADMIN_PASSWORD must be 8 characters or longer'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ RUN_PROJECTIONS: 'no' }, 'RUN_PROJECTIONS must be true or false (got "no")'],
    [{ IMPORT_MAX_BYTES: '10MB' }, 'IMPORT_MAX_BYTES must be a whole number from 1024 to 1073741824 (got "10MB")'],
    [{ SHUTDOWN_GRACE_MS: '10s' }, 'SHUTDOWN_GRACE_MS must be a whole number from 0 to 120000 (got "10s")'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => appConfigFromEnv(env)).toThrow(message);
  });
});
