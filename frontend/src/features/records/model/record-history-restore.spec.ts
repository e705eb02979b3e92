import { canRestore, restoreBody, undoPlan } from './record-history-restore';

const offered = ['Age', 'City', 'Name'];

describe('the restore body', () => {
  it('restores the whole version with no fields named', () => {
    expect(restoreBody('all', new Set(['Age']), offered)).toEqual({});
  });

  it('names the ticked fields, in the order they are offered', () => {
    expect(restoreBody('chosen', new Set(['Name', 'Age']), offered)).toEqual({ fields: ['Age', 'Name'] });
  });

  it('never names a field that is not offered', () => {
    expect(restoreBody('chosen', new Set(['Name', 'Secret']), offered)).toEqual({ fields: ['Name'] });
  });
});

describe('when Restore can be pressed', () => {
  it('needs something that differs from the record now', () => {
    expect(canRestore('all', new Set(), [])).toBe(false);
    expect(canRestore('all', new Set(), offered)).toBe(true);
  });

  it('needs at least one ticked field when choosing fields', () => {
    expect(canRestore('chosen', new Set(), offered)).toBe(false);
    expect(canRestore('chosen', new Set(['Unknown']), offered)).toBe(false);
    expect(canRestore('chosen', new Set(['City']), offered)).toBe(true);
  });
});

describe('undoing a restore', () => {
  it('restores the version that was newest before, for the fields the restore chose', () => {
    expect(undoPlan('evt-9', 3, { fields: ['City'] }, offered)).toEqual({
      historyId: 'evt-9',
      fields: ['City'],
      restoredVersion: 3,
    });
  });

  it('covers every field that differed when the whole version was restored', () => {
    expect(undoPlan('evt-9', 3, {}, offered).fields).toEqual(offered);
  });
});
