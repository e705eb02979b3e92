import { SqliteEventStore } from '@app/storage';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailReservationStream, releaseMail, reserveMail } from './mail-reservation';
import { MailTakenError } from './mail-reservation.decide';

describe('mail reservation on a real SQLite event store', () => {
  let dir: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mail-reservation-'));
    store = SqliteEventStore.open(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const types = async () => (await store.readStream(mailReservationStream('acme', 'ada@acme.test'))).map((e) => e.type);

  it('lets exactly one of several simultaneous reservations of one address win', async () => {
    const results = await Promise.allSettled(
      ['u1', 'u2', 'u3', 'u4'].map((userId, i) =>
        reserveMail(store, 'acme', i % 2 ? 'ADA@acme.test' : 'ada@acme.test', userId),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(MailTakenError);
    }
    expect(await types()).toEqual(['UserMailReserved']);
  });

  it('gives a released address to the next user, and ignores a release by someone else', async () => {
    await reserveMail(store, 'acme', 'ada@acme.test', 'u1');
    await releaseMail(store, 'acme', 'ada@acme.test', 'u2');
    await expect(reserveMail(store, 'acme', 'ada@acme.test', 'u2')).rejects.toThrow(
      'That email is taken. Try another.',
    );
    await releaseMail(store, 'acme', 'ada@acme.test', 'u1');
    await reserveMail(store, 'acme', 'ada@acme.test', 'u2');
    expect(await types()).toEqual(['UserMailReserved', 'UserMailReleased', 'UserMailReserved']);
  });

  it('keeps workspaces apart and puts no address in the stream name', async () => {
    await reserveMail(store, 'acme', 'ada@acme.test', 'u1');
    await reserveMail(store, 'beta', 'ada@acme.test', 'u9');
    expect(mailReservationStream('acme', 'ada@acme.test')).toMatch(/^acme\.usermail-[0-9a-f]{64}$/);
  });
});
