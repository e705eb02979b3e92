import { conflict } from '../../shared/domain/domain-error';
import { assertName, type ElementKind, type MemberKind } from '../element-rules';
import type { ElementEvent, Member } from '../element.events';
import type { ElementState } from '../element.state';

export interface CreateElementInput {
  elementId: string;
  name: string;
  kind: ElementKind;
  /** Ids for the members a new element starts with (a new table's Name column). */
  newMemberId: () => string;
}

/**
 * 001 §3: a new model is empty; a new table has one text variable Name, one empty row and Name as its key; a
 * new query has an empty model reference and key. Whether the name is free among the workspace's elements is
 * checked against the directory before this runs.
 */
export function decideCreateElement(command: CreateElementInput, state: ElementState): ElementEvent[] {
  if (state.exists) throw conflict(`Element ${command.elementId} already exists.`);
  const name = assertName(command.name);
  const members: { kind: MemberKind; member: Member }[] = [];
  let definition: Record<string, unknown> = {};
  if (command.kind === 'table') {
    members.push({
      kind: 'variable',
      member: { _id: command.newMemberId(), name: 'Name', type: 'text', isList: false },
    });
    definition = { data: [{ Name: '' }], key: 'Name', keyType: 'text' };
  } else if (command.kind === 'query') {
    definition = { extModelName: '', key: '' };
  }
  return [
    { type: 'ElementCreated', data: { elementId: command.elementId, name, kind: command.kind, definition, members } },
  ];
}
