import type { TypesBatchItem } from '../types';

/** A question cell of a layout (001 §3 Layout cell). */
const question = (variable: string, offset = 0) => ({
  id: `q-${variable}`,
  class: 'question',
  content: variable,
  offset,
  span: 1,
});

/**
 * The demo workspace's sample model, so a newcomer opening the designer finds a working one: a client with
 * a few questions, a formula, a text template and a Word template (`wordTemplate`, already in the file store), the
 * default layout putting the names side by side under a line of instructions, and an app assembling both
 * templates. It is saved as any author's save is (version 2 of the model, after its creation), so its history
 * shows from the first minute.
 */
export function demoClientModel(modelId: string, wordTemplate: Record<string, unknown>): TypesBatchItem[] {
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
    member('template', wordTemplate),
    member('layout', {
      name: '(default)',
      type: 'default',
      columnCount: 2,
      rows: [
        [{ id: 's-intro', class: 'static', content: 'Tell us who the client is.', offset: 0, span: 2 }],
        [question('FirstName'), question('LastName', 1)],
        [question('BirthDate')],
      ],
    }),
    member('app', {
      name: 'Welcome_pack',
      label: 'Welcome pack',
      screens: [],
      templates: ['[Welcome, Engagement_letter]'],
      generateDocs: true,
      showDocs: true,
      enableApp: true,
      extUsers: false,
      isUpdateCollections: false,
    }),
  ];
}
