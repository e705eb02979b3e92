import {
  GROUP_NAME_REQUIRED,
  GROUP_NAME_TAKEN,
  GROUP_NAME_TOO_LONG,
  groupNameProblem,
  memberCandidates,
  memberCount,
  membersChanged,
  membersToSave,
} from './group-rules';

const ada = { _id: 'a', name: 'Ada', mail: 'ada@x.test' };
const bob = { _id: 'b', name: 'bob', mail: 'bob@x.test' };
const guest = { _id: 'g', name: 'Guest', mail: 'g@x.test', isExternal: true };
const noName = { _id: 'n', name: '', mail: 'carol@x.test' };

describe('group names', () => {
  it('requires a name of at most 50 characters, unique whatever the case', () => {
    expect(groupNameProblem('  ', [])).toBe(GROUP_NAME_REQUIRED);
    expect(groupNameProblem('x'.repeat(51), [])).toBe(GROUP_NAME_TOO_LONG);
    expect(groupNameProblem('x'.repeat(50), [])).toBeNull();
    expect(groupNameProblem(' partners ', ['Partners'])).toBe(GROUP_NAME_TAKEN);
    expect(groupNameProblem('Partners', ['Associates'])).toBeNull();
  });
});

describe('group members', () => {
  it('offers the users who are not external, by name or address', () => {
    expect(memberCandidates([bob, guest, noName, ada]).map((user) => user._id)).toEqual(['a', 'b', 'n']);
  });

  it('saves the ticked people still offered, in list order', () => {
    const candidates = memberCandidates([bob, ada]);
    expect(membersToSave(new Set(['b', 'a', 'gone']), candidates)).toEqual(['a', 'b']);
  });

  it('sees a change only when the ticked people differ', () => {
    const candidates = memberCandidates([bob, ada]);
    expect(membersChanged(new Set(['a', 'b']), ['b', 'a'], candidates)).toBe(false);
    expect(membersChanged(new Set(['a']), ['b', 'a'], candidates)).toBe(true);
    // A deleted user still listed by the group is no difference by itself.
    expect(membersChanged(new Set(['a']), ['a', 'gone'], candidates)).toBe(false);
  });

  it('counts members in words', () => {
    expect([0, 1, 2].map(memberCount)).toEqual(['No members', '1 member', '2 members']);
  });
});
