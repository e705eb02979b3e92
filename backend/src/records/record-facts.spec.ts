import type { RecordedEvent } from '@app/event-schemas';
import type { RecordEvent } from './record.events';
import { evolveRecordFacts, type RecordFacts } from './record-facts';
import { created, saved } from './record.testing';
import { initialRecordState } from './record.state';

const initial: RecordFacts = {
  record: initialRecordState,
  version: 0,
  savedVersion: 0,
  savedAt: '',
  modified: '',
  marks: [],
  selectedBy: [],
};

/** The stored form of a decided event: its revision and times, as the fold is handed it. */
const stored = (events: RecordEvent[]): RecordedEvent[] =>
  events.map(
    (event, revision) =>
      ({
        ...event,
        revision,
        recordedAt: `2026-11-25T10:00:0${revision}.500Z`,
        metadata: { time: `2026-11-25T10:00:0${revision}.000Z` },
      }) as unknown as RecordedEvent,
  );

const status = (status: string, run?: string): RecordEvent =>
  ({ type: 'RecordStatusChanged', data: { recordId: 'r1', status, runBy: 'u1', app: 'Welcome', run } }) as RecordEvent;

describe('the facts of a record that the runs read', () => {
  it('counts every event as a version, and only value saves as saves, with their times', () => {
    const facts = stored([
      created(),
      status('Needs Updating'),
      saved({ Age: 31 }, { Age: 30 }),
      status('In Progress', 'run1'),
      status('Ok', 'run1'),
    ]).reduce(evolveRecordFacts, initial);
    expect(facts).toMatchObject({
      version: 5,
      savedVersion: 3,
      savedAt: '2026-11-25T10:00:02.000Z',
      modified: '2026-11-25T10:00:04.000Z',
      record: { values: { Name: 'Ann', Age: 31 }, status: 'Ok' },
    });
    // Only status changes that name a run are marks of it.
    expect(facts.marks).toEqual([
      { app: 'Welcome', run: 'run1', status: 'In Progress', time: '2026-11-25T10:00:03.500Z' },
      { app: 'Welcome', run: 'run1', status: 'Ok', time: '2026-11-25T10:00:04.500Z' },
    ]);
  });

  it('does not count a save that only opened or closed external access as a save of the answers', () => {
    const facts = stored([created(), saved({ extUserID: 'x1' }, { extUserID: null })]).reduce(
      evolveRecordFacts,
      initial,
    );
    expect(facts).toMatchObject({ version: 2, savedVersion: 1 });
  });

  it("lists the apps whose SELECT data FROM filled the record ('Select only once' reads it)", () => {
    const chosen = { ...saved({ Age: 31 }, { Age: 30 }) } as RecordEvent & { data: Record<string, unknown> };
    chosen.data = {
      ...chosen.data,
      source: 'app',
      app: 'Intake',
      selected: { query: 'Clients()', id: 'k1', name: 'Ann' },
    };
    const facts = stored([created(), saved({ Age: 32 }, { Age: 31 }), chosen]).reduce(evolveRecordFacts, initial);
    expect(facts.selectedBy).toEqual(['intake']);
  });
});
