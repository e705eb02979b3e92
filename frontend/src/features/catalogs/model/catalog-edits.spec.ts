import { defaultAppOption } from './app-options';
import {
  editedCatalogs,
  forgetCatalog,
  hasUnsavedEdits,
  moveCatalog,
  NO_EDITS,
  patchCatalog,
  savePayload,
} from './catalog-edits';
import type { Catalog } from './catalog.types';

const catalog = (name: string, position: number, version = 1): Catalog => ({
  _id: name.toLowerCase(),
  name,
  label: '',
  type: { _id: 'm', name: 'Client', apps: [], properties: [] },
  position,
  detail: '',
  recordLabel: '',
  globalLabel: '',
  myRecords: false,
  isEveryone: false,
  appOptions: [],
  lastModified: '2025-01-01T00:00:00.000Z',
  version,
});
const saved = [catalog('A', 0), catalog('B', 1, 3), catalog('C', 2)];
const names = (catalogs: Catalog[]) => catalogs.map((each) => `${each.name}${each.position}`).join(' ');

describe('the unsaved edits of the catalog administration (002 §4)', () => {
  it('reorders with Move Up / Move Down, renumbering every catalog, nothing past either end', () => {
    const up = moveCatalog(saved, NO_EDITS, 'c', -1);
    expect(names(editedCatalogs(saved, up))).toBe('A0 C1 B2');
    const top = moveCatalog(saved, up, 'c', -1);
    expect(names(editedCatalogs(saved, top))).toBe('C0 A1 B2');
    expect(moveCatalog(saved, top, 'c', -1)).toBe(top);
    expect(moveCatalog(saved, NO_EDITS, 'c', 1)).toBe(NO_EDITS);
  });

  it('is unsaved after a change, and saved again once every change is undone', () => {
    expect(hasUnsavedEdits(saved, NO_EDITS)).toBe(false);
    const labelled = patchCatalog(NO_EDITS, 'a', { label: 'Accounts' });
    expect(hasUnsavedEdits(saved, labelled)).toBe(true);
    expect(hasUnsavedEdits(saved, patchCatalog(labelled, 'a', { label: '' }))).toBe(false);
    const moved = moveCatalog(saved, NO_EDITS, 'b', -1);
    expect(hasUnsavedEdits(saved, moved)).toBe(true);
    expect(hasUnsavedEdits(saved, moveCatalog(saved, moved, 'b', 1))).toBe(false);
    const enabledAgain = patchCatalog(NO_EDITS, 'a', { appOptions: [defaultAppOption('Letter')] });
    expect(hasUnsavedEdits(saved, enabledAgain)).toBe(false);
  });

  it('saves only what changed, with the version edited, and every position after a reorder', () => {
    const edits = moveCatalog(saved, patchCatalog(NO_EDITS, 'b', { label: 'Bees', myRecords: true }), 'c', -1);
    expect(savePayload(saved, edits)).toEqual([
      { _id: 'a', version: 1, position: 0 },
      { _id: 'b', version: 3, label: 'Bees', myRecords: true, position: 2 },
      { _id: 'c', version: 1, position: 1 },
    ]);
    expect(savePayload(saved, patchCatalog(NO_EDITS, 'b', { label: 'Bees' }))).toEqual([
      { _id: 'b', version: 3, label: 'Bees' },
    ]);
    expect(savePayload(saved, NO_EDITS)).toEqual([]);
  });

  it('shows edits on top of a list read again: a new catalog goes last, a deleted one and its edits go', () => {
    const edits = patchCatalog(moveCatalog(saved, NO_EDITS, 'c', -1), 'b', { label: 'Bees' });
    const reread = [...saved, catalog('D', 3)];
    expect(names(editedCatalogs(reread, edits))).toBe('A0 C1 B2 D3');
    const forgotten = forgetCatalog(edits, 'b');
    expect(
      editedCatalogs(
        saved.filter((each) => each._id !== 'b'),
        forgotten,
      ).map((each) => each.label),
    ).toEqual(['', '']);
    expect(forgotten.patches).toEqual({});
  });
});
