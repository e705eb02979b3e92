/**
 * KurrentDB's own view of its load, from its Prometheus endpoint (`/metrics`, on the same port as
 * gRPC). `current_incoming_grpc_calls` counts the gRPC calls started and not yet ended: every open
 * read and catch-up subscription is one, so a read left open by a client shows up there.
 * `incoming_grpc_calls_total{kind="failed"}` counts the calls that ended in an error.
 * Metric names start with `kurrentdb_` (EventStoreDB before 24.10: `eventstore_`).
 */
export interface KurrentDbCallStats {
  current: number;
  failed: number;
}

/** The HTTP address of the node EVENTSTORE_URL names first (SOAK_METRICS_URL overrides it). */
export function metricsUrlOf(eventStoreUrl: string, override?: string): string {
  if (override) return override;
  const match = /^[a-z+]+:\/\/(?:[^@/?]*@)?([^,/?]+)/i.exec(eventStoreUrl);
  if (!match) throw new Error(`cannot find a host in EVENTSTORE_URL to read /metrics from`);
  const tls = !/[?&]tls=false(&|$)/i.test(eventStoreUrl);
  return `${tls ? 'https' : 'http'}://${match[1]}/metrics`;
}

/** The value of one sample in Prometheus text format, or undefined when the server does not export it. */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const [, metric, labelText = '', value] = match;
    if (!metric.endsWith(name) || !/^(kurrentdb|eventstore)_/.test(metric)) continue;
    const present = Object.fromEntries([...labelText.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, v]) => [key, v]));
    if (Object.entries(labels).every(([key, v]) => present[key] === v)) return Number(value);
  }
  return undefined;
}

export async function readCallStats(metricsUrl: string): Promise<KurrentDbCallStats> {
  const response = await fetch(metricsUrl);
  if (!response.ok) throw new Error(`GET ${metricsUrl} answered ${response.status}`);
  const text = await response.text();
  const current = sampleOf(text, '_current_incoming_grpc_calls');
  if (current === undefined) {
    throw new Error(
      `${metricsUrl} has no current_incoming_grpc_calls: enable IncomingGrpcCalls.Current in metricsconfig.json`,
    );
  }
  const failed =
    sampleOf(text, '_incoming_grpc_calls_total', { kind: 'failed' }) ??
    sampleOf(text, '_incoming_grpc_calls', { kind: 'failed' });
  if (failed === undefined) {
    throw new Error(
      `${metricsUrl} has no failed incoming_grpc_calls: enable IncomingGrpcCalls.Failed in metricsconfig.json`,
    );
  }
  return { current, failed };
}
