import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { RecordLink } from '../record.events';
import { RecordStream } from '../record.streams';
import { created, deleted } from '../record.testing';
import { decideLinkBack, decideLinkRecord, RECORDS_PROVIDER } from './link-record.decide';

const spec = streamSpec(RecordStream);
const matter: RecordLink = { query: 'Matters', provider: 'Clio', source: 'matters', id: '1042', name: 'Matter 1042' };
const linked = (link: RecordLink) => ({ type: 'RecordLinked' as const, data: { recordId: 'r1', link, app: 'Letter' } });

describe("an app's 'LINK record TO…' (001 §3 App linkedQuery)", () => {
  it('links the record to the item, remembered on its state; a later link replaces it', () => {
    spec
      .given([created()])
      .when((state) => decideLinkRecord({ recordId: 'r1', link: matter, app: 'Letter' }, state))
      .then([linked(matter)]);
    expect(spec.given([created(), linked(matter)]).state.link).toEqual(matter);
    const other = { ...matter, id: '7', name: 'Matter 7' };
    spec
      .given([created(), linked(matter)])
      .when((state) => decideLinkRecord({ recordId: 'r1', link: other, app: 'Letter' }, state))
      .then([linked(other)]);
  });

  it('writes nothing for the same link again (Link automatically on every open)', () => {
    spec
      .given([created(), linked(matter)])
      .when((state) => decideLinkRecord({ recordId: 'r1', link: matter, app: 'Letter' }, state))
      .thenNothing();
  });

  it('refuses an unknown or deleted record, and a record linked to itself', () => {
    spec
      .given([])
      .when((state) => decideLinkRecord({ recordId: 'r1', link: matter }, state))
      .thenThrows(/no record r1/);
    spec
      .given([created(), deleted])
      .when((state) => decideLinkRecord({ recordId: 'r1', link: matter }, state))
      .thenThrows(/deleted/);
    const itself = { query: 'Clients', provider: RECORDS_PROVIDER, source: 'Clients', id: 'r1', name: 'Ann' };
    spec
      .given([created()])
      .when((state) => decideLinkRecord({ recordId: 'r1', link: itself }, state))
      .thenThrows(/itself/);
  });
});

describe("'Bidirectional link' (001 §3 App isLink): the linked record links back", () => {
  const to = { catalog: 'Letters', recordId: 'r9', name: 'Letter to Ann' };
  const back: RecordLink = {
    query: '',
    provider: RECORDS_PROVIDER,
    source: 'Letters',
    id: 'r9',
    name: 'Letter to Ann',
    back: true,
  };

  it('links back to the record that linked it; again is nothing', () => {
    spec
      .given([created()])
      .when((state) => decideLinkBack({ recordId: 'r1', to, app: 'Letter' }, state))
      .then([linked(back)]);
    spec
      .given([created(), linked(back)])
      .when((state) => decideLinkBack({ recordId: 'r1', to, app: 'Letter' }, state))
      .thenNothing();
  });

  it('replaces an older back link, never a link someone chose on that record', () => {
    const older = { ...back, id: 'r8', name: 'Old letter' };
    spec
      .given([created(), linked(older)])
      .when((state) => decideLinkBack({ recordId: 'r1', to, app: 'Letter' }, state))
      .then([linked(back)]);
    spec
      .given([created(), linked(matter)])
      .when((state) => decideLinkBack({ recordId: 'r1', to, app: 'Letter' }, state))
      .thenNothing();
  });
});
