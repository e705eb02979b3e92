/**
 * The designer's browser code mirrors a few of the server's definitions, because the frontend cannot import the
 * backend: the name rules and their messages (so the dialogs say what the server would), the member lists'
 * names, and the shapes of the history answers. This spec fails when the two drift apart.
 */
import * as server from '../../backend/src/types/element-rules';
import type * as serverDiff from '../../backend/src/types/element-diff';
import type { ElementListItem as ServerListItem } from '../../backend/src/types/element-views';
import type { VersionKind as ServerVersionKind } from '../../backend/src/types/types.projector';
import * as browser from '../../frontend/src/features/designer/model/element-names';
import {
  MEMBER_KINDS,
  MEMBER_LISTS,
  type ElementListItem,
} from '../../frontend/src/features/designer/model/designer.types';
import type * as browserHistory from '../../frontend/src/features/designer/model/history.types';

/** Compiles only when A and B are the same type (checked by `npm run typecheck`, which covers tests/). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(proof: T) => proof;

describe("the designer's browser rules match the server's", () => {
  it('reserves the same words', () => {
    expect([...browser.RESERVED_NAMES].sort()).toEqual([...server.RESERVED_NAMES].sort());
  });

  it('judges names alike, with the same messages', () => {
    const names = ['', '  ', 'First', 'first_2', '2nd', '_x', '$x', 'has space', 'a-b', 'List', 'IF', 'x'.repeat(101)];
    for (const name of names)
      expect({ name, problem: browser.nameProblem(name) }).toEqual({ name, problem: server.nameProblem(name) });
    expect(browser.NAME_REQUIRED).toBe(server.NAME_REQUIRED);
    expect(browser.ELEMENT_EXISTS).toBe(server.ELEMENT_EXISTS);
    for (const kind of MEMBER_KINDS) expect(browser.memberExists(kind)).toBe(server.memberExists(kind));
  });

  it('names the member lists and kinds alike', () => {
    expect(MEMBER_LISTS).toEqual(server.MEMBER_LISTS);
    expect([...MEMBER_KINDS]).toEqual([...server.MEMBER_KINDS]);
  });

  it('reads the history answers in the shapes the server writes them', () => {
    expect(
      [
        same<Same<browserHistory.PropertyDiff, serverDiff.PropertyDiff>>(true),
        same<Same<browserHistory.MemberDiff, serverDiff.MemberDiff>>(true),
        same<Same<browserHistory.VersionKind, ServerVersionKind>>(true),
        same<Same<ElementListItem, ServerListItem>>(true),
      ].every(Boolean),
    ).toBe(true);
  });
});
