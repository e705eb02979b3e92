import { resolve } from 'node:path';
import { storageConfigFromEnv } from './storage-config';

describe('storageConfigFromEnv', () => {
  it('defaults to everything embedded under ./data', () => {
    expect(storageConfigFromEnv({})).toEqual({ dataDir: resolve('./data') });
    expect(storageConfigFromEnv({ DATA_DIR: '', EVENTSTORE_URL: ' ', MONGODB_URL: '' })).toEqual({
      dataDir: resolve('./data'),
    });
  });

  it('reads DATA_DIR and the engine URLs', () => {
    const env = {
      DATA_DIR: 'var/app',
      EVENTSTORE_URL: 'kurrentdb://admin:changeit@db1:2113,db2:2113?tls=false',
      MONGODB_URL: 'mongodb://app:pw@m1:27017,m2:27017/records?replicaSet=rs0',
    };
    expect(storageConfigFromEnv(env)).toEqual({
      dataDir: resolve('var/app'),
      eventStoreUrl: env.EVENTSTORE_URL,
      mongodbUrl: env.MONGODB_URL,
    });
  });

  it.each([
    'esdb://localhost:2113?tls=false',
    'kurrentdb+discover://admin:changeit@cluster.example.org:2113',
    'esdb+discover://cluster.example.org',
    'kurrentdb://[::1]:2113',
  ])('accepts the event store URL %s', (url) => {
    expect(storageConfigFromEnv({ EVENTSTORE_URL: url }).eventStoreUrl).toBe(url);
  });

  it.each([
    'mongodb://localhost',
    'mongodb+srv://user:pw@cluster0.example.net/app?retryWrites=true',
    'mongodb://127.0.0.1:27017/?replicaSet=rs0',
  ])('accepts the MongoDB URL %s', (url) => {
    expect(storageConfigFromEnv({ MONGODB_URL: url }).mongodbUrl).toBe(url);
  });

  it.each([
    [
      'http://localhost:2113',
      /EVENTSTORE_URL is not a valid URL: "http:\/\/localhost:2113" has the unsupported scheme 'http' \(expected kurrentdb:\/\/, esdb:\/\/, kurrentdb\+discover:\/\/, esdb\+discover:\/\//,
    ],
    ['localhost:2113', /EVENTSTORE_URL is not a valid URL: .* is not of the form scheme:\/\/host/],
    ['esdb://', /EVENTSTORE_URL is not a valid URL: .* has no host/],
    ['esdb://db:99999', /EVENTSTORE_URL is not a valid URL: .* has an invalid port '99999'/],
    ['esdb://db:21a3', /EVENTSTORE_URL is not a valid URL: .* has an invalid port/],
    ['esdb://bad host', /EVENTSTORE_URL is not a valid URL/],
    ['esdb://a..b:2113', /EVENTSTORE_URL is not a valid URL: .* has an invalid host 'a..b'/],
  ])('refuses EVENTSTORE_URL=%s with a message naming the variable', (url, message) => {
    expect(() => storageConfigFromEnv({ EVENTSTORE_URL: url })).toThrow(message);
  });

  it.each([
    [
      'postgres://localhost/db',
      /MONGODB_URL is not a valid URL: .* unsupported scheme 'postgres' \(expected mongodb:\/\/, mongodb\+srv:\/\//,
    ],
    ['mongodb://', /MONGODB_URL is not a valid URL: .* has no host/],
    ['mongodb://h1:27017,:27018', /MONGODB_URL is not a valid URL: .* has no host/],
    ['mongodb+srv://cluster0.example.net:27017', /MONGODB_URL is not a valid URL: .* mongodb\+srv:\/\/ does not allow/],
    ['mongodb://localhost:0', /MONGODB_URL is not a valid URL: .* invalid port '0'/],
  ])('refuses MONGODB_URL=%s with a message naming the variable', (url, message) => {
    expect(() => storageConfigFromEnv({ MONGODB_URL: url })).toThrow(message);
  });

  it.each([
    'kurrentdb://db:2113?tls=false&throwOnAppendFailure=false',
    'esdb://admin:changeit@db1:2113,db2:2113?ThrowOnAppendFailure=False',
  ])('refuses %s: a failed append must never look like a success', (url) => {
    expect(() => storageConfigFromEnv({ EVENTSTORE_URL: url })).toThrow(
      /^EVENTSTORE_URL sets throwOnAppendFailure=false: a failed append would look like a success/i,
    );
    expect(() => storageConfigFromEnv({ EVENTSTORE_URL: url })).not.toThrow(/changeit/);
  });

  it('accepts throwOnAppendFailure=true, the client default', () => {
    const url = 'kurrentdb://db:2113?tls=false&throwOnAppendFailure=true';
    expect(storageConfigFromEnv({ EVENTSTORE_URL: url }).eventStoreUrl).toBe(url);
  });

  it('never repeats a password in its error message', () => {
    expect(() => storageConfigFromEnv({ MONGODB_URL: 'mongodb://app:topsecret@h1:0/db' })).toThrow(/app:\*\*\*@h1:0/);
    expect(() => storageConfigFromEnv({ MONGODB_URL: 'mongodb://app:topsecret@h1:0/db' })).not.toThrow(/topsecret/);
  });
});
