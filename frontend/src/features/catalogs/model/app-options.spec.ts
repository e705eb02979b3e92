import {
  appOptionOf,
  appsInOrder,
  defaultAppOption,
  externalLink,
  needsLabel,
  notificationChoices,
  offeredProviders,
  offersExternalAccess,
  sameAppOptions,
  setEnabled,
  setLiveVersion,
  setNotification,
  setSendDocuments,
  setUploadProvider,
  showsExternalLink,
  withAppOption,
} from './app-options';

const letter = defaultAppOption('Letter');

describe("an app's settings on a catalog (002 §2.2, §4)", () => {
  it('stores the Enabled box inversely, as isDisabled', () => {
    expect(setEnabled(letter, false).isDisabled).toBe(true);
    expect(setEnabled({ ...letter, isDisabled: true }, true).isDisabled).toBe(false);
  });

  it("turning off 'Send documents' clears the provider; choosing a provider turns it on", () => {
    const sending = setUploadProvider(letter, 'OneDrive');
    expect(sending).toMatchObject({ isSendDocuments: true, uploadDocuments: 'OneDrive' });
    expect(setSendDocuments(sending, false)).toMatchObject({ isSendDocuments: false, uploadDocuments: '' });
    expect(setSendDocuments(letter, true)).toMatchObject({ isSendDocuments: true, uploadDocuments: '' });
    expect(setUploadProvider(sending, '')).toMatchObject({ isSendDocuments: true, uploadDocuments: '' });
  });

  it('choosing a snapshot as live version re-enables the app; Latest leaves Enabled alone', () => {
    const disabled = { ...letter, isDisabled: true };
    expect(setLiveVersion(disabled, '4')).toMatchObject({ liveVersion: '4', isDisabled: false });
    expect(setLiveVersion({ ...disabled, liveVersion: '4' }, '')).toMatchObject({ liveVersion: '', isDisabled: true });
  });

  it('asks for a label for a snapshot nobody labelled', () => {
    expect(needsLabel({ label: null })).toBe(true);
    expect(needsLabel({ label: '' })).toBe(true);
    expect(needsLabel({ label: 'Spring release' })).toBe(false);
  });

  it('offers only the providers whose add-on is on, and keeps one chosen already', () => {
    expect(offeredProviders(['clio', 'dev'], '')).toEqual(['Clio']);
    expect(offeredProviders(['netdocuments', 'onedrive', 'clio'], '')).toEqual(['NetDocuments', 'OneDrive', 'Clio']);
    expect(offeredProviders([], 'OneDrive')).toEqual(['OneDrive']);
  });

  it('offers external access only with registration on and an app open to external users (002 §6)', () => {
    expect(offersExternalAccess(true, { extUsers: true })).toBe(true);
    expect(offersExternalAccess(false, { extUsers: true })).toBe(false);
    expect(offersExternalAccess(true, {})).toBe(false);
  });

  it("reads an app's entry or the defaults, and replaces or adds one", () => {
    const memo = { ...defaultAppOption('Memo'), isDisabled: true };
    expect(appOptionOf([memo], 'Memo')).toBe(memo);
    expect(appOptionOf([memo], 'Letter')).toEqual(letter);
    expect(withAppOption([memo], letter)).toEqual([memo, letter]);
    expect(withAppOption([memo, letter], { ...memo, isDisabled: false })).toEqual([
      { ...memo, isDisabled: false },
      letter,
    ]);
  });

  it('sees no change in an entry of defaults, or in another order', () => {
    const memo = { ...defaultAppOption('Memo'), isDisabled: true };
    expect(sameAppOptions([], [letter])).toBe(true);
    expect(sameAppOptions([memo, letter], [letter, memo])).toBe(true);
    expect(sameAppOptions([memo], [])).toBe(false);
  });

  it('lists apps by position, then by name', () => {
    const apps = [
      { _id: '1', name: 'Zed' },
      { _id: '2', name: 'Beta', position: 1 },
      { _id: '3', name: 'Alpha' },
      { _id: '4', name: 'Gamma', position: 0 },
    ];
    expect(appsInOrder(apps).map((app) => app.name)).toEqual(['Gamma', 'Beta', 'Alpha', 'Zed']);
  });
});

describe('external access and the notification group (002 §6)', () => {
  const open = { extUsers: true };
  it('builds the external link /{tenancy}/{catalog}/{app}?external on the product address', () => {
    expect(externalLink('https://app.test', 'demo', 'Clients', 'Intake')).toBe(
      'https://app.test/demo/Clients/Intake?external',
    );
    expect(externalLink('https://app.test', 'demo', 'Client matters', 'New/old')).toBe(
      'https://app.test/demo/Client%20matters/New%2Fold?external',
    );
  });

  it('shows the link (and the group choice) only with registration on, an app open to external users, and the box checked', () => {
    const checked = { ...letter, extAccess: true };
    expect(showsExternalLink(true, open, checked)).toBe(true);
    expect(showsExternalLink(false, open, checked)).toBe(false);
    expect(showsExternalLink(true, { extUsers: false }, checked)).toBe(false);
    expect(showsExternalLink(true, {}, checked)).toBe(false);
    expect(showsExternalLink(true, open, letter)).toBe(false);
  });

  it('offers None and the groups by name, and keeps a deleted group visible as "(deleted group)"', () => {
    const groups = [
      { _id: 'g2', name: 'Partners' },
      { _id: 'g1', name: 'Associates' },
    ];
    expect(notificationChoices(groups, 'g1')).toEqual([
      { value: '', label: 'None' },
      { value: 'g1', label: 'Associates' },
      { value: 'g2', label: 'Partners' },
    ]);
    expect(notificationChoices(groups, 'gone').slice(0, 2)).toEqual([
      { value: '', label: 'None' },
      { value: 'gone', label: '(deleted group)' },
    ]);
    // Not loaded yet: the chosen id is not called deleted.
    expect(notificationChoices(undefined, 'g1')).toEqual([
      { value: '', label: 'None' },
      { value: 'g1', label: 'g1' },
    ]);
    expect(setNotification(letter, 'g2').notification).toBe('g2');
  });
});
