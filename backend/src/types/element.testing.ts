import type { ElementEvent } from './element.events';

/** A member as an ElementCreated event lists it: its kind and the member itself. */
export type CreatedMember = Extract<ElementEvent, { type: 'ElementCreated' }>['data']['members'][number];

/** The text variable FirstName (v1) the decide specs' Client model starts with. */
export const FIRST_NAME: CreatedMember = {
  kind: 'variable',
  member: { _id: 'v1', name: 'FirstName', type: 'text', isList: false },
};

/** The Client model created (version 1) with `{FirstName}` as its summary, its FirstName and then these members. */
export const clientCreated = (elementId: string, ...members: CreatedMember[]): ElementEvent => ({
  type: 'ElementCreated',
  data: {
    elementId,
    name: 'Client',
    kind: 'model',
    definition: { summary: '{FirstName}' },
    members: [FIRST_NAME, ...members],
  },
});

/** A decision's newMemberId: `${prefix}1`, `${prefix}2`… from 1 again for each call. */
export const memberIds = (prefix: string) => {
  let n = 0;
  return () => `${prefix}${++n}`;
};
