import { metricsUrlOf, sampleOf } from './kurrentdb-metrics';

// What the soak test reads from KurrentDB's /metrics (its Prometheus text), in both metric prefixes.
const text = `# TYPE kurrentdb_current_incoming_grpc_calls gauge
kurrentdb_current_incoming_grpc_calls 3 1688157491029
# TYPE kurrentdb_incoming_grpc_calls_total counter
kurrentdb_incoming_grpc_calls_total{kind="total"} 120 1688157491029
kurrentdb_incoming_grpc_calls_total{kind="failed"} 4 1688157491029
eventstore_incoming_grpc_calls{kind="failed"} 7 1688157491029
`;

describe('KurrentDB metrics for the soak test', () => {
  it('reads a gauge and a labelled counter, and nothing it does not export', () => {
    expect(sampleOf(text, '_current_incoming_grpc_calls')).toBe(3);
    expect(sampleOf(text, '_incoming_grpc_calls_total', { kind: 'failed' })).toBe(4);
    expect(sampleOf(text, '_incoming_grpc_calls', { kind: 'failed' })).toBe(7);
    expect(sampleOf(text, '_incoming_grpc_calls_total', { kind: 'unimplemented' })).toBeUndefined();
    expect(sampleOf('', '_current_incoming_grpc_calls')).toBeUndefined();
  });

  it('finds /metrics on the first node of EVENTSTORE_URL, over TLS unless tls=false', () => {
    expect(metricsUrlOf('kurrentdb://localhost:2113?tls=false')).toBe('http://localhost:2113/metrics');
    expect(metricsUrlOf('kurrentdb://admin:changeit@n1:2113,n2:2113?tls=true')).toBe('https://n1:2113/metrics');
    expect(metricsUrlOf('esdb://n1:2113', 'http://metrics:9000/metrics')).toBe('http://metrics:9000/metrics');
  });
});
