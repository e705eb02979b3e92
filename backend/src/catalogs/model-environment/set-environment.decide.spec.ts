import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { AppOption } from '../catalog-rules';
import type { CatalogEvent } from '../catalog.events';
import { CatalogStream } from '../catalog.streams';
import { decideSetEnvironment, environmentOf, withLiveVersions } from './set-environment.decide';

const spec = streamSpec(CatalogStream);
const option = (appName: string, set: Partial<AppOption> = {}): AppOption => ({
  appName,
  liveVersion: '',
  isDisabled: false,
  extAccess: false,
  notification: '',
  isSendDocuments: false,
  uploadDocuments: '',
  ...set,
});
const created: CatalogEvent = {
  type: 'CatalogCreated',
  data: { catalogId: 'c1', name: 'Clients', typeId: 'client', isEveryone: false, position: 0 },
};
const withOptions = (appOptions: AppOption[]): CatalogEvent => ({
  type: 'CatalogChanged',
  data: { catalogId: 'c1', set: { appOptions }, before: { appOptions: [] } },
});

describe("setting a model's environment on one of its catalogs (PUT /api/types/{typeId}/environment/)", () => {
  it('sets the live version of the given apps, re-enabling an app given a snapshot (002 §4)', () => {
    const own = [option('Letter', { isDisabled: true, extAccess: true }), option('Invoice', { liveVersion: '2' })];
    spec
      .given([created, withOptions(own)])
      .when((state) => decideSetEnvironment({ actives: { Letter: '4' } }, state))
      .then([
        {
          type: 'CatalogChanged',
          data: {
            catalogId: 'c1',
            set: { appOptions: [option('Letter', { liveVersion: '4', extAccess: true }), own[1]] },
            before: { appOptions: own },
          },
        },
      ]);
  });

  it('adds settings for an app that had none, and needs none for Latest', () => {
    spec
      .given([created])
      .when((state) => decideSetEnvironment({ actives: { Letter: '3', Invoice: '' } }, state))
      .then([
        {
          type: 'CatalogChanged',
          data: {
            catalogId: 'c1',
            set: { appOptions: [option('Letter', { liveVersion: '3' })] },
            before: { appOptions: [] },
          },
        },
      ]);
  });

  it('changes nothing when the catalog runs those versions already', () => {
    spec
      .given([created, withOptions([option('Letter', { liveVersion: '3' })])])
      .when((state) => decideSetEnvironment({ actives: { Letter: '3', Invoice: '' } }, state))
      .thenNothing();
  });

  it("going back to Latest keeps the app's Enabled box; global-info entries are left alone", () => {
    const global = option('Letter', { liveVersion: '1', globalTarget: 'Firm' });
    expect(
      withLiveVersions([option('Letter', { liveVersion: '2', isDisabled: true }), global], { Letter: '' }),
    ).toEqual([option('Letter', { isDisabled: true }), global]);
  });

  it('answers every app of the model with its live version', () => {
    expect(environmentOf(['Letter', 'Invoice'], [option('Letter', { liveVersion: '5' })])).toEqual({
      Letter: '5',
      Invoice: '',
    });
  });
});
