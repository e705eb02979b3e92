import type { ElementView, Member } from './designer.types';
import { copyMoveItems } from './copy-move';

const element = (id: string, version: number, properties: Member[]): ElementView => ({
  _id: id,
  name: id,
  kind: 'model',
  type: 'object',
  version,
  properties,
  formulas: [],
  templates: [],
  apps: [],
  layouts: [],
});

const source = element('Source', 4, [
  { _id: 'm1', name: 'Street', type: 'text', position: 2 },
  { _id: 'm2', name: 'City', type: 'text' },
]);
const target = element('Target', 7, [{ _id: 't1', name: 'city', type: 'number' }]);

describe('copy and move (001 §4)', () => {
  it('adds a member the target lacks, with its definition and the version of the target the author saw', () => {
    const items = copyMoveItems({
      kind: 'variable',
      members: [source.properties[0]],
      source,
      target,
      existingWins: true,
      move: false,
    });
    expect(items).toEqual([
      { name: 'Street', type: 'text', action: 'add', kind: 'variable', parent: 'Target', version: 7 },
    ]);
  });

  it('leaves a member of the same name (case aside) alone when the existing one wins', () => {
    expect(
      copyMoveItems({
        kind: 'variable',
        members: [source.properties[1]],
        source,
        target,
        existingWins: true,
        move: false,
      }),
    ).toEqual([]);
  });

  it('updates the existing member, keeping its name and id, when the copied one is favoured', () => {
    expect(
      copyMoveItems({
        kind: 'variable',
        members: [source.properties[1]],
        source,
        target,
        existingWins: false,
        move: false,
      }),
    ).toEqual([{ type: 'text', action: 'update', kind: 'variable', _id: 't1', parent: 'Target', version: 7 }]);
  });

  it('a move also removes each member from the source, in the same batch', () => {
    const items = copyMoveItems({
      kind: 'variable',
      members: source.properties,
      source,
      target,
      existingWins: true,
      move: true,
    });
    expect(items.filter((item) => item.action === 'remove')).toEqual([
      { action: 'remove', kind: 'variable', _id: 'm1', parent: 'Source', version: 4 },
      { action: 'remove', kind: 'variable', _id: 'm2', parent: 'Source', version: 4 },
    ]);
  });

  it('a member only pending addition is copied but has nothing to remove on the server', () => {
    const fresh: Member = { _id: 'new-1', name: 'Zip', type: 'text' };
    const items = copyMoveItems({ kind: 'variable', members: [fresh], source, target, existingWins: true, move: true });
    expect(items).toEqual([
      { name: 'Zip', type: 'text', action: 'add', kind: 'variable', parent: 'Target', version: 7 },
    ]);
  });
});
