import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EventRegistry, type RecordedEvent } from '@app/event-schemas';
import { SqliteEventStore, ValidatingEventStore } from '@app/storage';
import { ALL_EVENTS } from '../app/catalogue';
import { DEMO_ADMIN, signIn } from '../testing/auth-testing';
import { normaliseMail } from './user-rules';
import { mailReservationId } from './user.streams';

const ROOT = resolve(__dirname, '../../..');

/** The server from its sources in a node process of its own (no wrapper process, so SIGKILL reaches it). */
async function startServerProcess(dataDir: string): Promise<{ child: ChildProcessWithoutNullStreams; url: string }> {
  const register = join(ROOT, 'backend/src/testing/swc-register.cjs');
  const child = spawn(process.execPath, ['-r', register, join(__dirname, 'testing/server.child.ts'), dataDir], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  let output = '';
  const port = await new Promise<number>((resolvePort, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolvePort(Number(match[1]));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

const killed = (child: ChildProcessWithoutNullStreams) =>
  new Promise<void>((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveExit();
    child.once('exit', () => resolveExit());
    child.kill('SIGKILL');
  });

interface Acknowledged {
  /**
   * userId → the addresses the user may have now: the last acknowledged one, plus any change sent since
   * whose answer the kill swallowed (written or not, both are right).
   */
  addresses: Map<string, Set<string>>;
  created: Map<string, string>; // userId → mail
  changed: Map<string, string>; // userId → newest acknowledged mail
  deleted: Set<string>;
}

/** What the user and reservation streams say, folded straight from the event store file. */
async function streamsOf(dataDir: string) {
  const store = new ValidatingEventStore(
    SqliteEventStore.open(join(dataDir, 'events.sqlite')),
    new EventRegistry(ALL_EVENTS),
  );
  const events: RecordedEvent[] = await store.readAll({ tenant: 'demo' });
  await store.close();
  const users = new Map<string, { mail: string; deleted: boolean }>();
  const holders = new Map<string, string | null>(); // reservation stream → holder
  for (const event of events) {
    const data = event.data as { userId: string; mail?: string };
    if (event.type === 'UserCreated') users.set(data.userId, { mail: data.mail!, deleted: false });
    if (event.type === 'UserUpdated' && data.mail) users.get(data.userId)!.mail = data.mail;
    if (event.type === 'UserDeleted') users.get(data.userId)!.deleted = true;
    if (event.type === 'UserMailReserved') holders.set(event.stream, data.userId);
    if (event.type === 'UserMailReleased') holders.set(event.stream, null);
  }
  return { users, holders };
}

/**
 * Creating a user, changing an address and deleting a user each write the user and the address
 * reservations together. Kill -9 of the server in the middle of a burst of them, at many moments, must
 * leave every acknowledged write in place and no address reserved by no user (which would answer 409
 * 'That email is taken' for an address no listed user has, forever).
 */
describe('users under kill -9: acknowledged writes survive, no reservation is orphaned', () => {
  let dataDir: string;
  const acknowledged: Acknowledged = {
    addresses: new Map(),
    created: new Map(),
    changed: new Map(),
    deleted: new Set(),
  };
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'users-crash-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function burst(url: string, round: number, killAfterMs: number, child: ChildProcessWithoutNullStreams) {
    const { token } = await signIn(url, DEMO_ADMIN.tenant, DEMO_ADMIN.mail, DEMO_ADMIN.password);
    const call = (method: string, path: string, body: unknown) =>
      fetch(`${url}/demo/api/users${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const live = [...acknowledged.created.keys()].filter((id) => !acknowledged.deleted.has(id));
    const operations: Promise<void>[] = [];
    const answered = { created: 0, changed: 0, deleted: 0 };
    live.slice(0, 10).forEach((userId, n) => {
      const mail = `r${round}changed${n}@crash.test`;
      acknowledged.addresses.get(userId)!.add(mail);
      operations.push(
        call('PUT', `/${userId}`, { _id: userId, name: 'Changed', mail, isAdmin: false }).then(
          (response) => {
            if (response.status !== 200) return;
            acknowledged.changed.set(userId, mail);
            acknowledged.addresses.set(userId, new Set([mail]));
            answered.changed++;
          },
          () => undefined,
        ),
      );
    });
    live.slice(10, 16).forEach((userId) =>
      operations.push(
        call('DELETE', `/${userId}`, {}).then(
          (response) => {
            if (response.status !== 200) return;
            acknowledged.deleted.add(userId);
            answered.deleted++;
          },
          () => undefined,
        ),
      ),
    );
    for (let n = 0; n < 60; n++) {
      const mail = `r${round}n${n}@crash.test`;
      operations.push(
        call('POST', '', { name: `R${round} N${n}`, mail, isAdmin: false, pass: '', type: 'default' }).then(
          async (response) => {
            if (response.status === 201) {
              const { _id } = (await response.json()) as { _id: string };
              acknowledged.created.set(_id, mail);
              acknowledged.addresses.set(_id, new Set([mail]));
              answered.created++;
            }
          },
          () => undefined,
        ),
      );
    }
    // The kill point counts from the first answers of each kind sent (however slow the machine), so every
    // round has acknowledged writes of each kind and writes still in flight when the server dies.
    const started = Date.now();
    const changes = Math.min(live.length, 10);
    const deletes = Math.max(0, Math.min(live.length, 16) - 10);
    while (
      Date.now() - started < 10_000 &&
      (answered.created === 0 || (changes > 0 && answered.changed === 0) || (deletes > 0 && answered.deleted === 0))
    ) {
      await new Promise((wait) => setTimeout(wait, 2));
    }
    await new Promise((wait) => setTimeout(wait, killAfterMs));
    await killed(child);
    await Promise.allSettled(operations);
  }

  it.each([40, 5, 80, 15, 120, 25, 60, 10])(
    'kill -9 %i ms into a burst of creations, address changes and deletes, then restart',
    async (killAfterMs) => {
      const round = killAfterMs;
      const { child, url } = await startServerProcess(dataDir);
      try {
        await burst(url, round, killAfterMs, child);
      } finally {
        await killed(child);
      }
      const { users, holders } = await streamsOf(dataDir);
      for (const [userId, addresses] of acknowledged.addresses) {
        expect(users.get(userId)).toBeDefined();
        expect([...addresses]).toContain(users.get(userId)!.mail);
      }
      for (const userId of acknowledged.deleted) expect(users.get(userId)!.deleted).toBe(true);
      // Every reservation is held by a live user with that address, and every live user holds theirs.
      for (const [stream, holder] of holders) {
        if (holder === null) continue;
        const user = users.get(holder);
        expect({ stream, holder, live: user && !user.deleted }).toEqual({ stream, holder, live: true });
        expect(stream).toBe(`demo.usermail-${mailReservationId(user!.mail)}`);
      }
      for (const [userId, user] of users) {
        if (user.deleted || !user.mail.endsWith('@crash.test')) continue;
        expect({ userId, holder: holders.get(`demo.usermail-${mailReservationId(normaliseMail(user.mail))}`) }).toEqual(
          {
            userId,
            holder: userId,
          },
        );
      }
    },
    60_000,
  );

  it('after all the crashes, the restarted server lists exactly the live users and frees every released address', async () => {
    const { child, url } = await startServerProcess(dataDir);
    try {
      const { token } = await signIn(url, DEMO_ADMIN.tenant, DEMO_ADMIN.mail, DEMO_ADMIN.password);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const { users } = await streamsOf(dataDir);
      // The bursts did reach the server: writes of each kind were acknowledged before the kills.
      expect(acknowledged.created.size).toBeGreaterThan(10);
      expect(acknowledged.changed.size).toBeGreaterThan(0);
      expect(acknowledged.deleted.size).toBeGreaterThan(0);
      const liveIds = [...users].filter(([, user]) => !user.deleted).map(([userId]) => userId);
      let listed: { _id: string }[] = [];
      // The projections catch up from their checkpoints after the restart.
      for (let attempt = 0; attempt < 100; attempt++) {
        const response = await fetch(`${url}/demo/api/users`, { headers });
        listed = (await response.json()) as { _id: string }[];
        if (listed.length === liveIds.length) break;
        await new Promise((wait) => setTimeout(wait, 100));
      }
      expect(listed.map((user) => user._id).sort()).toEqual([...liveIds].sort());
      // A deleted user's address can be used again: nothing still holds it.
      const deleted = [...users].find(([, user]) => user.deleted);
      expect(deleted).toBeDefined();
      const reuse = await fetch(`${url}/demo/api/users`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Again', mail: deleted![1].mail, isAdmin: false, pass: '', type: 'default' }),
      });
      expect(reuse.status).toBe(201);
    } finally {
      await killed(child);
    }
  }, 60_000);
});
