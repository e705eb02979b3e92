import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storageConfigFromEnv } from '@app/storage';
import { parse } from 'yaml';
import { appConfigFromEnv } from '../shared/config/app-config';
import { checkSmtpUrl } from '../shared/mail';

// No Docker engine runs here, so the compose file is checked the way the application will read it.
const root = join(__dirname, '..', '..', '..');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  stop_grace_period?: string;
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };
const services = compose.services;
const app = services.app;
const env = app.environment ?? {};

/** Compose `${VAR:-default}`: the value the container sees when VAR is not set on the host. */
const withDefaults = (value: string) => value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
const appEnv = Object.fromEntries(Object.entries(env).map(([key, value]) => [key, withDefaults(String(value))]));
const hostOf = (url: string) => /^[a-z+]+:\/\/(?:[^@/]*@)?([^:/?,]+)/.exec(url)?.[1];
const healthcheck = (service: Service) => (service.healthcheck?.test ?? []).join(' ');

describe('docker-compose.yml', () => {
  it('has the application and every engine its configuration needs', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'kurrentdb', 'mailpit', 'mongodb']);
    expect(services.kurrentdb.image).toMatch(/kurrentdb/);
    expect(services.mongodb.image).toMatch(/^mongo:/);
    expect(services.mailpit.image).toMatch(/mailpit/);
  });

  it('wires the application to KurrentDB through EVENTSTORE_URL', () => {
    expect(hostOf(appEnv.EVENTSTORE_URL)).toBe('kurrentdb');
    // A single insecure node speaks plain gRPC: the URL must not ask for TLS.
    expect(services.kurrentdb.environment?.KURRENTDB_INSECURE).toBe('true');
    expect(appEnv.EVENTSTORE_URL).toContain('tls=false');
  });

  it('wires the application to a MongoDB replica set it initiates by itself, through MONGODB_URL', () => {
    expect(hostOf(appEnv.MONGODB_URL)).toBe('mongodb');
    const replicaSet = /[?&]replicaSet=([^&]+)/.exec(appEnv.MONGODB_URL)?.[1];
    const command = services.mongodb.command ?? [];
    expect(command[command.indexOf('--replSet') + 1]).toBe(replicaSet);
    expect(healthcheck(services.mongodb)).toContain(`rs.initiate({ _id: '${replicaSet}'`);
    expect(healthcheck(services.mongodb)).toContain("host: 'mongodb:27017'");
  });

  it('wires the application to Mailpit through SMTP_URL', () => {
    expect(hostOf(appEnv.SMTP_URL)).toBe('mailpit');
    expect(appEnv.SMTP_URL).toMatch(/:1025$/);
    expect(() => checkSmtpUrl(appEnv.SMTP_URL)).not.toThrow();
  });

  it('gives values the application accepts', () => {
    const storage = storageConfigFromEnv(appEnv);
    expect(storage).toMatchObject({
      eventStoreUrl: appEnv.EVENTSTORE_URL,
      mongodbUrl: appEnv.MONGODB_URL,
      dataDir: '/data',
    });
    expect(appConfigFromEnv(appEnv)).toMatchObject({ port: 3000, dataDir: '/data', demo: { workspace: 'demo' } });
  });

  it('starts the application only once every engine is healthy', () => {
    for (const engine of ['kurrentdb', 'mongodb', 'mailpit']) {
      expect(app.depends_on?.[engine]).toEqual({ condition: 'service_healthy' });
      expect(services[engine].healthcheck?.test.length).toBeGreaterThan(0);
    }
    expect(healthcheck(app)).toContain('/api/health');
  });

  it('gives a stopping application longer than its shutdown grace, so SIGKILL never cuts requests in flight', () => {
    const grace = /^(\d+)s$/.exec(app.stop_grace_period ?? '')?.[1];
    expect(grace).toBeDefined();
    expect(Number(grace) * 1000).toBeGreaterThan(appConfigFromEnv(appEnv).shutdownGraceMs);
  });

  it('builds the application from the Dockerfile, which runs the built backend', () => {
    expect(app.build).toEqual({ context: '.', dockerfile: 'Dockerfile' });
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    // The image installs the way CI does, the one install command proven on this lockfile on every run.
    const ciInstall = /npm install --no-audit --no-fund/;
    expect(readFileSync(join(root, '.ci', 'run'), 'utf8')).toMatch(ciInstall);
    expect(dockerfile).toMatch(new RegExp(`RUN ${ciInstall.source}`));
    expect(dockerfile).not.toMatch(/RUN npm ci/);
    expect(dockerfile).toMatch(/npm run build/);
    expect(dockerfile).toMatch(/CMD \["node", "backend\/dist\/main\.js"\]/);
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
  });
});
