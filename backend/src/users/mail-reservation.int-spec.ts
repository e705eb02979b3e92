import { SqliteEventStore } from '@app/storage';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserStream } from './user.streams';
import { appendWithMail, releaseMail, reserveMail } from './mail-reservation';
import { MailTakenError } from './mail-reservation.decide';
import { MailReservationStream, mailReservationId } from './user.streams';

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
  const acting = { tenant: 'acme', actorId: null };
  const reservationStream = (tenant = 'acme') => MailReservationStream.name(tenant, mailReservationId('ada@acme.test'));
  const types = async () => (await store.readStream(reservationStream())).map((e) => e.type);
  const reserve = async (mail: string, userId: string, tenant = 'acme') => {
    const write = await reserveMail(store, tenant, mail, userId);
    return appendWithMail(store, { ...acting, tenant }, [write], write);
  };
  const release = async (mail: string, userId: string) =>
    appendWithMail(store, acting, [await releaseMail(store, 'acme', mail, userId)], null);

  it('lets exactly one of several simultaneous reservations of one address win', async () => {
    // All four load the free address before any writes: the event store's revision check decides.
    const writes = await Promise.all(
      ['u1', 'u2', 'u3', 'u4'].map((userId, i) =>
        reserveMail(store, 'acme', i % 2 ? 'ADA@acme.test' : 'ada@acme.test', userId),
      ),
    );
    const results = await Promise.allSettled(writes.map((write) => appendWithMail(store, acting, [write], write)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(MailTakenError);
    }
    expect(await types()).toEqual(['UserMailReserved']);
  });

  it('gives a released address to the next user, and ignores a release by someone else', async () => {
    await reserve('ada@acme.test', 'u1');
    await release('ada@acme.test', 'u2');
    await expect(reserve('ada@acme.test', 'u2')).rejects.toThrow('That email is taken. Try another.');
    await release('ada@acme.test', 'u1');
    await reserve('ada@acme.test', 'u2');
    expect(await types()).toEqual(['UserMailReserved', 'UserMailReleased', 'UserMailReserved']);
  });

  it('keeps workspaces apart and puts no address in the stream name', async () => {
    await reserve('ada@acme.test', 'u1');
    await reserve('ada@acme.test', 'u9', 'beta');
    expect(reservationStream()).toMatch(/^acme\.usermail-[0-9a-f]{64}$/);
  });

  it("writes a user's events and the reservation all or nothing: a taken address writes neither", async () => {
    await reserve('ada@acme.test', 'u1');
    const user = await UserStream.load(store, 'acme', 'u2');
    const created = UserStream.write(user, [
      {
        type: 'UserCreated',
        data: { userId: 'u2', name: 'Ada', mail: 'ada@acme.test', isAdmin: false, isExternal: false, type: 'default' },
      },
    ]);
    // Decided while the address looked free, then someone else took it first.
    const stale = { ...(await reserveMail(store, 'acme', 'other@acme.test', 'u2')), stream: reservationStream() };
    await expect(appendWithMail(store, acting, [created, stale], stale)).rejects.toBeInstanceOf(MailTakenError);
    expect(await store.readStream(UserStream.name('acme', 'u2'))).toEqual([]);
  });
});
