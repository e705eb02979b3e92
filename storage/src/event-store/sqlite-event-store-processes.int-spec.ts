import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '@app/event-schemas';
import { SqliteEventStore } from './sqlite-event-store';
import { killStartedChildren, linesOf, startTsChild } from './testing/child-process';
import { testEvent, waitFor } from './testing/event-store-test-kit';

const writer = join(__dirname, 'testing', 'sqlite-writer.child.ts');
const stream = 'acme.thing-1';

describe('SqliteEventStore across processes', () => {
  let folder: string;
  let file: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'sqlite-processes-'));
    file = join(folder, 'events.sqlite');
  });
  afterEach(() => {
    killStartedChildren();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every acknowledged append when the writer is killed with SIGKILL', async () => {
    const child = startTsChild(writer, ['loop', file, stream]);
    const output = linesOf(child);
    await output.waitForLine(/^ack 200$/);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const acknowledged = output.lines.filter((line) => line.startsWith('ack ')).map((line) => Number(line.slice(4)));
    const lastAck = Math.max(...acknowledged);

    const store = SqliteEventStore.open(file);
    const recorded = await store.readStream(stream);
    await store.close();
    expect(recorded.length).toBeGreaterThanOrEqual(lastAck + 1);
    expect(recorded.map((event) => event.revision)).toEqual(recorded.map((_, index) => index));
    for (const revision of acknowledged) expect(recorded[revision].data).toMatchObject({ revision });
  }, 30_000);

  it('lets exactly one append win across two processes, and a subscriber in a third sees their events', async () => {
    const store = SqliteEventStore.open(file);
    await store.append(stream, [testEvent('acme')], 'no_stream');
    const received: RecordedEvent[] = [];
    const subscription = store.subscribe({ tenant: 'acme' }, (event) => void received.push(event));

    const children = [
      startTsChild(writer, ['race', file, stream, '25']),
      startTsChild(writer, ['race', file, stream, '25']),
    ];
    const outputs = children.map(linesOf);
    await Promise.all(outputs.map((output) => output.waitForLine(/^ready$/)));
    for (const child of children) child.stdin.write('go\n');
    const tallies = await Promise.all(outputs.map((output) => output.waitForLine(/^won \d+ lost \d+$/)));
    const [won, lost] = tallies
      .map((line) => line.match(/\d+/g)!.map(Number))
      .reduce((sum, [w, l]) => [sum[0] + w, sum[1] + l], [0, 0]);
    expect([won, lost]).toEqual([1, 49]);
    expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0, 1]);

    // The other processes' append reaches this one's subscription through polling, not an in-process wake.
    await waitFor(() => received.length === 2, 3000, 'the cross-process event');
    await subscription.close();
    await store.close();
  }, 30_000);

  it('loses no update and writes no duplicate when two processes read-then-append in a loop', async () => {
    const store = SqliteEventStore.open(file);
    const children = [
      startTsChild(writer, ['counter', file, stream, '150']),
      startTsChild(writer, ['counter', file, stream, '150']),
    ];
    const outputs = children.map(linesOf);
    await Promise.all(outputs.map((output) => output.waitForLine(/^ready$/)));
    for (const child of children) child.stdin.write('go\n');
    const tallies = await Promise.all(outputs.map((output) => output.waitForLine(/^won \d+ lost \d+$/)));
    const won = tallies.map((line) => Number(line.split(' ')[1])).reduce((a, b) => a + b, 0);
    const recorded = await store.readStream(stream);
    await store.close();
    expect(recorded).toHaveLength(won);
    expect(recorded.map((event) => event.revision)).toEqual(recorded.map((_, index) => index));
    expect(new Set(recorded.map((event) => event.id)).size).toBe(won);
  }, 30_000);
});
