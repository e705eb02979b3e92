import {
  appLabel,
  changedLabel,
  editorLabel,
  formatTime,
  kindLabel,
  mergePages,
  sourceLabel,
} from './record-history-entries';
import type { HistoryEntry } from './record-history-types';

const entry = (version: number, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  _id: `e${version}`,
  version,
  kind: 'saved',
  appName: '',
  editor: 'Ann',
  editorId: 'u1',
  launchTime: '2026-03-01T10:00:00.000Z',
  source: 'api',
  changed: [],
  ...extra,
});

describe('history entry labels', () => {
  it('says what each version did', () => {
    const none = () => undefined;
    expect(kindLabel({ kind: 'created' }, none)).toBe('Created');
    expect(kindLabel({ kind: 'saved' }, none)).toBe('Saved');
    expect(kindLabel({ kind: 'deleted' }, none)).toBe('Deleted');
    expect(kindLabel({ kind: 'undeleted' }, none)).toBe('Undeleted');
    expect(kindLabel({ kind: 'ran', summary: 'Ran Welcome: 3 documents' }, none)).toBe('Ran Welcome: 3 documents');
    expect(kindLabel({ kind: 'ran' }, none)).toBe('Ran an app');
  });

  it('names the version a restore brought back when it is loaded', () => {
    const versions = new Map([['e2', 2]]);
    expect(kindLabel({ kind: 'restored', restoredFrom: 'e2' }, (id) => versions.get(id))).toBe('Restored version 2');
    expect(kindLabel({ kind: 'restored', restoredFrom: 'old' }, (id) => versions.get(id))).toBe(
      'Restored an earlier version',
    );
  });

  it('names the source, the app and the editor', () => {
    expect(sourceLabel('app')).toBe('App');
    expect(sourceLabel('duplicates')).toBe('Clear duplicates');
    expect(appLabel({ appName: 'Intake' })).toBe('Intake');
    expect(appLabel({ appName: '' })).toBe('—');
    expect(editorLabel({ editor: 'Ann', editorId: 'u1' })).toBe('Ann');
    expect(editorLabel({ editor: null, editorId: 'u-gone' })).toBe('Unknown user');
    expect(editorLabel({ editor: null, editorId: null })).toBe('System');
  });

  it('lists the changed variables, shortening a long list', () => {
    expect(changedLabel([])).toBe('');
    expect(changedLabel(['Name'])).toBe('Name');
    expect(changedLabel(['Name', 'Age', 'City'])).toBe('Name, Age and City');
    expect(changedLabel(['A', 'B', 'C', 'D', 'E', 'F'])).toBe('A, B, C, D and 2 more');
  });

  it('calls a change of extUserID (opening or closing external access) "External access"', () => {
    expect(changedLabel(['extUserID'])).toBe('External access');
    expect(changedLabel(['Name', 'extUserID'])).toBe('Name and External access');
  });

  it('writes a time with date and time, and leaves an unreadable one as it is', () => {
    expect(formatTime('2026-03-01T10:00:00.000Z', 'en-GB')).toMatch(/2026/);
    expect(formatTime('not a date')).toBe('not a date');
  });
});

describe('pages of history as one list', () => {
  it('lists each version once, newest first, whatever page it arrived on', () => {
    const rows = mergePages([[entry(5), entry(4)], [entry(4), entry(3)], undefined]);
    expect(rows.map((row) => row.version)).toEqual([5, 4, 3]);
  });
});
