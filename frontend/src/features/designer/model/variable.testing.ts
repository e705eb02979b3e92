/** The workspace and the variable the variable rules' specs share. */
import type { ElementListItem, Member } from './designer.types';

export const elements: ElementListItem[] = [
  { _id: 'm-client', name: 'Client', kind: 'model', type: 'object', version: 2 },
  { _id: 'm-matter', name: 'Matter', kind: 'model', type: 'object', version: 1 },
  { _id: 't-states', name: 'States', kind: 'table', type: 'table', version: 1 },
  { _id: 'q-courts', name: 'Courts', kind: 'query', type: 'query', version: 1 },
];

export const variable = (properties: Partial<Member> = {}): Member => ({
  _id: 'v1',
  name: 'FirstName',
  type: 'text',
  isList: false,
  style: 'textbox',
  ...properties,
});
