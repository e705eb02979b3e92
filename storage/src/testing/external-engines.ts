import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Where the contract tests find a production engine: its URL from the environment, or a container
 * started through testcontainers when a Docker engine answers. Otherwise the reason it is skipped,
 * which the suite prints (never a silent skip).
 */
export type ExternalEngine = { url: string; stop: () => Promise<void> } | { skipReason: string };

const run = promisify(execFile);

async function dockerAnswers(): Promise<boolean> {
  try {
    await run('docker', ['info', '--format', '{{.ServerVersion}}'], { timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

export async function kurrentDbForTests(): Promise<ExternalEngine> {
  const url = process.env.EVENTSTORE_URL;
  if (url) return { url, stop: async () => {} };
  if (!(await dockerAnswers())) return { skipReason: 'EVENTSTORE_URL is not set and no Docker engine answers' };
  const { GenericContainer, Wait } = await import('testcontainers');
  // The version docker-compose.yml runs, so the contract tests prove what is deployed.
  const container = await new GenericContainer('docker.kurrent.io/kurrent-latest/kurrentdb:25.0')
    .withEnvironment({ KURRENTDB_INSECURE: 'true', KURRENTDB_RUN_PROJECTIONS: 'None', KURRENTDB_MEM_DB: 'true' })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .start();
  return {
    url: `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => void (await container.stop()),
  };
}

export async function mongoDbForTests(): Promise<ExternalEngine> {
  const url = process.env.MONGODB_URL;
  if (url) return { url, stop: async () => {} };
  if (!(await dockerAnswers())) return { skipReason: 'MONGODB_URL is not set and no Docker engine answers' };
  const { GenericContainer, Wait } = await import('testcontainers');
  // A one-node replica set: transactions (documents + checkpoint) need one.
  const container = await new GenericContainer('mongo:8.0')
    .withCommand(['--replSet', 'rs0', '--bind_ip_all'])
    .withExposedPorts(27017)
    .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
    .start();
  await container.exec([
    'mongosh',
    '--quiet',
    '--eval',
    "rs.initiate({_id:'rs0',members:[{_id:0,host:'localhost:27017'}]})",
  ]);
  return {
    url: `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/?replicaSet=rs0&directConnection=true`,
    stop: async () => void (await container.stop()),
  };
}
