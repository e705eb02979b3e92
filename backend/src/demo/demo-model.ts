import type { TypesBatchItem } from '../types';

/**
 * The demo workspace's sample model, so a newcomer opening the designer finds a working one: a client with
 * a few questions, a formula and a text template. It is saved as any author's save is (version 2 of the
 * model, after its creation), so its history shows from the first minute.
 */
export function demoClientModel(modelId: string): TypesBatchItem[] {
  const member = (kind: TypesBatchItem['kind'], properties: Record<string, unknown>): TypesBatchItem => ({
    action: 'add',
    kind,
    parent: modelId,
    ...properties,
  });
  return [
    { action: 'update', kind: 'model', _id: modelId, summary: '{[FirstName]} {[LastName]}' },
    member('variable', { name: 'FirstName', type: 'text', isList: false, label: 'First name' }),
    member('variable', { name: 'LastName', type: 'text', isList: false, label: 'Last name' }),
    member('variable', { name: 'BirthDate', type: 'date', isList: false, label: 'Date of birth', style: 'datepicker' }),
    member('formula', { name: 'FullName', type: 'text', isList: false, expression: 'FirstName + " " + LastName' }),
    member('template', {
      name: 'Welcome',
      type: 'text',
      output: 'Welcome {[FullName]}.txt',
      text: 'Dear {[FullName]},\n\nWelcome aboard.',
      contentType: 'text',
    }),
  ];
}
