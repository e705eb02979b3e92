import type { Filter } from '@kurrent/kurrentdb-client';
import { allStreamFilter, isWanted } from './kurrent-filter';

/** What the server lets through, as KurrentDB applies a filter to one event of $all. */
function serverPasses(filter: Filter, event: { stream: string; type: string }): boolean {
  const subject = filter.filterOn === 'streamName' ? event.stream : event.type;
  return 'prefixes' in filter
    ? filter.prefixes.some((prefix) => subject.startsWith(prefix))
    : new RegExp(filter.regex).test(subject);
}

const events = [
  { stream: 'a.record-1', type: 'RecordCreated' },
  { stream: 'ab.record-2', type: 'RecordCreated' },
  { stream: 'a.record-1', type: 'RecordCreatedByImport' },
  { stream: '_global.user-1', type: 'UserRegistered' },
  { stream: '$$a.record-1', type: '$metadata' },
  { stream: '$ce-record', type: '$>' },
  { stream: '$stats-127.0.0.1:2113', type: '$statsCollected' },
];

function passing(wanted: Parameters<typeof allStreamFilter>[0]) {
  const filter = allStreamFilter(wanted);
  const server = events.filter((event) => serverPasses(filter, event));
  return { server, exact: server.filter((event) => isWanted(event, wanted)) };
}

describe('allStreamFilter', () => {
  it("filters one tenant's streams on the server by the prefix `{tenant}.`, so `a` never takes `ab`", () => {
    expect(allStreamFilter({ tenant: 'a' })).toMatchObject({ filterOn: 'streamName', prefixes: ['a.'] });
    expect(passing({ tenant: 'a' }).exact).toEqual([events[0], events[2]]);
  });

  it('filters event types on the server as prefixes, then keeps exact names only', () => {
    const wanted = { types: ['RecordCreated', 'UserRegistered'] };
    expect(allStreamFilter(wanted)).toMatchObject({ filterOn: 'eventType', prefixes: wanted.types });
    const { server, exact } = passing(wanted);
    expect(server).toContain(events[2]); // RecordCreatedByImport starts like RecordCreated
    expect(exact).toEqual([events[0], events[1], events[3]]);
  });

  it('with a tenant and types, filters the tenant on the server and the types exactly here', () => {
    const wanted = { tenant: 'a', types: ['RecordCreated'] };
    expect(allStreamFilter(wanted)).toMatchObject({ filterOn: 'streamName', prefixes: ['a.'] });
    expect(passing(wanted).exact).toEqual([events[0]]);
  });

  it('otherwise lets every stream through but the system ones ($…)', () => {
    for (const wanted of [{}, { types: [] }]) {
      expect(allStreamFilter(wanted)).toMatchObject({ filterOn: 'streamName', regex: '^[^$]' });
      expect(passing(wanted).server).toEqual(events.slice(0, 4));
    }
  });
});
