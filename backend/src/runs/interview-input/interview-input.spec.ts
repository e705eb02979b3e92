import { planScreens, relevance } from '@app/templating';
import type { ElementState, Member } from '../../types';
import { buildInterviewInput, tableOptions, type InterviewSources } from './interview-input';
import { gatherInterviewSources } from './interview-sources';

/** An element as the types context folds it from its stream (001 §3 members, as the designer saves them). */
function element(
  elementId: string,
  name: string,
  kind: ElementState['kind'],
  members: Partial<Record<keyof ElementState['members'], Member[]>>,
  definition: Record<string, unknown> = {},
): ElementState {
  return {
    exists: true,
    deleted: false,
    elementId,
    name,
    kind,
    definition,
    members: { variable: [], formula: [], template: [], app: [], layout: [], ...members },
    version: 3,
    labels: {},
  };
}

const courts = element(
  't-courts',
  'Courts',
  'table',
  {
    variable: [
      { _id: 'c1', name: 'Name', type: 'text' },
      { _id: 'c2', name: 'County', type: 'text' },
    ],
  },
  { data: [{ Name: 'High Court', County: 'Kent' }, { Name: 'County Court' }, { Name: '' }, { County: 'x' }] },
);

const person = element('m-person', 'Person', 'model', {
  variable: [
    { _id: 'p1', name: 'Name', type: 'text', label: 'Full name' },
    // A person's spouse is a person: the builder must stop there.
    { _id: 'p2', name: 'Spouse', type: 'object', typeDef: 'm-person' },
  ],
  formula: [{ _id: 'pf', name: 'Upper', expression: 'Name|upper' }],
});

/** The demo's Client model with one of each kind of variable the mapping table covers. */
const client = element('m-client', 'Client', 'model', {
  variable: [
    { _id: 'v1', name: 'FirstName', type: 'text', isList: false, label: 'First name', helpText: 'As on the passport' },
    { _id: 'v2', name: 'Phone', type: 'text', pattern: '(999) 999-9999', forceOptional: true },
    { _id: 'v3', name: 'Age', type: 'number', minimum: 18, maximum: '65', decimalPlaces: 0, style: 'textbox' },
    {
      _id: 'v4',
      name: 'Colour',
      type: 'selection',
      typeOfVariable: 'anOptionListedBelow',
      _options: '["Red","Green"]',
      optionTemplate: 'the {[this]} one',
    },
    { _id: 'v5', name: 'Court', type: 'selection', typeOfVariable: 'aTable', options: 'Courts' },
    { _id: 'v6', name: 'Child', type: 'selection', typeOfVariable: 'userData', options: 'Kids|map:Name' },
    { _id: 'v7', name: 'Kids', type: 'object', isList: true, typeDef: 'm-person' },
    { _id: 'v8', name: 'Secret', type: 'text', forceRelevance: 'Age > 40', manualRelevance: true, unlabeled: true },
    { _id: 'v9', name: 'CrmId', type: 'text', isExternal: true, style: 'hidden' },
  ],
  formula: [
    { _id: 'f1', name: 'Greeting', expression: '"Dear " + FirstName' },
    { _id: 'f2', name: 'Lines', isList: true, expression: '["FirstName", "Phone"]' },
  ],
  template: [
    {
      _id: 't1',
      name: 'Letter',
      type: 'text',
      text: '{[Greeting]} {[if Age > 30]}{[Colour]}{[endif]}',
      output: 'To {[FirstName]}',
    },
    {
      _id: 't2',
      name: 'Engagement',
      type: 'docx',
      filepath: 'a'.repeat(64),
      fields: [
        { text: 'Court', kind: 'value', expression: 'Court', identifiers: ['Court'] },
        { text: 'list Kids', kind: 'list', expression: 'Kids', identifiers: ['Kids'] },
        { text: 'Name', kind: 'value', expression: 'Name', identifiers: ['Name'] },
        { text: 'endlist', kind: 'endlist', expression: '', identifiers: [] },
      ],
    },
    {
      _id: 't3',
      name: 'Form',
      type: 'pdf',
      fieldMap: [
        { name: 'f', expression: 'Phone' },
        { name: 'g', expression: '' },
      ],
    },
    { _id: 't4', name: 'Unused', type: 'text', text: '{[Secret]}' },
  ],
  layout: [
    {
      _id: 'l1',
      name: 'Who',
      columnCount: 2,
      rows: [
        [{ id: 's1', class: 'static', content: 'About you', offset: 0, span: 2, isSelected: true }],
        [
          { id: 'q1', class: 'question', content: 'FirstName', offset: 0, span: 1, expr: 'true' },
          { id: 'q2', class: 'question', content: 'Phone', offset: 1, span: 1, list: ['FirstName'] },
        ],
      ],
    },
  ],
  app: [
    {
      _id: 'a1',
      name: 'Welcome',
      label: 'Welcome pack',
      screens: ['Who'],
      templates: ['[Letter, Age > 1 ? Engagement : "", Form]'],
    },
    { _id: 'a2', name: 'Intake', screens: [], templates: [''] },
  ],
});

const sources: InterviewSources = {
  element: (ref) =>
    [courts, person].find((e) => e.elementId === ref || e.name.toLowerCase() === ref.toLowerCase()) ?? null,
};

describe('buildInterviewInput: a designer model and app as the interview engine takes them', () => {
  const input = buildInterviewInput(client, 'welcome', sources)!;
  const named = (name: string) => input.model.variables.find((variable) => variable.name === name)!;

  it('maps a variable member by the table of docs/runs.md: label → prompt, helpText → help, pattern kept', () => {
    expect(named('FirstName')).toEqual({
      name: 'FirstName',
      type: 'text',
      prompt: 'First name',
      help: 'As on the passport',
    });
    expect(named('Phone')).toEqual({ name: 'Phone', type: 'text', pattern: '(999) 999-9999', alwaysOptional: true });
  });

  it('reads number limits stored as numbers or as their text', () => {
    expect(named('Age')).toEqual({
      name: 'Age',
      type: 'number',
      style: 'textbox',
      minimum: 18,
      maximum: 65,
      decimalPlaces: 0,
    });
  });

  it('gives listed options, a table’s key column, or the user data expression, with the option template', () => {
    expect(named('Colour')).toMatchObject({ options: ['Red', 'Green'], optionTemplate: 'the {[this]} one' });
    expect(named('Court')).toEqual({ name: 'Court', type: 'selection', options: ['High Court', 'County Court'] });
    expect(named('Child')).toEqual({ name: 'Child', type: 'selection', optionsExpression: 'Kids|map:Name' });
  });

  it('maps forceRelevance, manualRelevance, unlabeled and isExternal', () => {
    expect(named('Secret')).toEqual({
      name: 'Secret',
      type: 'text',
      unlabeled: true,
      relevance: 'Age > 40',
      ignoreUsage: true,
    });
    expect(named('CrmId')).toEqual({ name: 'CrmId', type: 'text', style: 'hidden', external: true });
  });

  it('nests the model an object variable names, and stops at a model that contains itself', () => {
    const kids = named('Kids');
    expect(kids.isList).toBe(true);
    expect(kids.model!.variables.map((variable) => variable.name)).toEqual(['Name', 'Spouse']);
    expect(kids.model!.formulas).toEqual({ Upper: 'Name|upper' });
    expect(kids.model!.variables[1].model).toEqual({ variables: [] });
  });

  it("passes 'Allow import' (useImport) on a list of objects only: a single object has no list to import into", () => {
    const family = element('m-family', 'Family', 'model', {
      variable: [
        { _id: 'k1', name: 'Children', type: 'object', isList: true, typeDef: 'm-person', useImport: true },
        { _id: 'k2', name: 'Guardian', type: 'object', isList: false, typeDef: 'm-person', useImport: true },
        { _id: 'k3', name: 'Witnesses', type: 'object', isList: true, typeDef: 'm-person' },
      ],
      app: [{ _id: 'a1', name: 'Ask', templates: [''] }],
    });
    const [children, guardian, witnesses] = buildInterviewInput(family, 'Ask', sources)!.model.variables;
    expect(children.allowImport).toBe(true);
    expect(guardian.allowImport).toBeUndefined();
    expect(witnesses.allowImport).toBeUndefined();
  });

  it('passes what the widgets draw: a text’s height, line breaks, markdown and suggestions, a file’s accept filter', () => {
    const intake = element('m-intake', 'Intake', 'model', {
      variable: [
        {
          _id: 'i1',
          name: 'Notes',
          type: 'text',
          height: 4,
          allowBreaks: true,
          suggestion: 'fixed',
          _options: '["None","See file"]',
        },
        {
          _id: 'i2',
          name: 'Town',
          type: 'text',
          suggestion: 'expression',
          options: 'Offices.City',
          _options: '["Oslo"]',
        },
        { _id: 'i4', name: 'Brief', type: 'text', allowBreaks: true, processMarkdown: true },
        { _id: 'i3', name: 'Scan', type: 'file', accept: '.pdf,image/*' },
      ],
      app: [{ _id: 'a1', name: 'Ask', templates: [''] }],
    });
    const built = buildInterviewInput(intake, 'Ask', sources)!;
    const [notes, town, brief, scan] = built.model.variables;
    expect(notes).toMatchObject({ height: 4, allowBreaks: true, suggestions: ['None', 'See file'] });
    // Suggestions 'defined somewhere else' are an expression, not this stale list.
    expect(town.suggestions).toBeUndefined();
    expect(town.suggestionsExpression).toBe('Offices.City');
    expect(scan).toMatchObject({ type: 'file', accept: '.pdf,image/*' });
    // 'Allow formatting (markdown)': the box gets its formatting toolbar.
    expect(brief).toMatchObject({ name: 'Brief', markdown: true });
    expect(notes.markdown).toBeUndefined();
  });

  it('keeps formulas (a list formula as one list expression) and layouts as stored, without editor-only flags', () => {
    expect(input.model.formulas).toEqual({ Greeting: '"Dear " + FirstName', Lines: '[(FirstName), (Phone)]' });
    expect(input.model.layouts!.Who).toEqual({
      columnCount: 2,
      rows: [
        [{ id: 's1', class: 'static', content: 'About you', offset: 0, span: 2 }],
        [
          { id: 'q1', class: 'question', content: 'FirstName', offset: 0, span: 1, expr: 'true' },
          { id: 'q2', class: 'question', content: 'Phone', offset: 1, span: 1, list: ['FirstName'] },
        ],
      ],
    });
  });

  it('gives the app its label and screens, and the templates its app template names, whatever their condition', () => {
    expect(input.app).toEqual({
      name: 'Welcome',
      label: 'Welcome pack',
      screens: ['Who'],
      templates: [
        { name: 'Letter', fileName: 'To {[FirstName]}', text: '{[Greeting]} {[if Age > 30]}{[Colour]}{[endif]}' },
        {
          name: 'Engagement',
          docxFields: [
            { kind: 'value', expression: 'Court' },
            { kind: 'list', expression: 'Kids' },
            { kind: 'value', expression: 'Name' },
            { kind: 'endlist', expression: '' },
          ],
        },
        { name: 'Form', pdfExpressions: ['Phone'] },
      ],
    });
  });

  it('gives relevance what the templates read: the engine runs on it as built', () => {
    const shown = relevance(input, { Age: 35 }, planScreens(input));
    expect([...shown.relevant].sort()).toEqual(['Age', 'Colour', 'Court', 'FirstName', 'Kids', 'Phone']);
    expect(shown.problems).toEqual([]);
  });

  it('asks every question of an app whose app template names no template (nothing to assemble)', () => {
    const intake = buildInterviewInput(client, 'Intake', sources)!;
    expect(intake.app).toEqual({ name: 'Intake', label: 'Intake', screens: [], templates: [] });
    const relevant = relevance(intake, {}).relevant;
    expect(relevant.has('FirstName')).toBe(true);
    expect(relevant.has('Kids')).toBe(true);
    // Its own condition still rules a variable that has one, and 'Ignore Usage' keeps it to that condition.
    expect(relevant.has('Secret')).toBe(false);
  });

  it('is null for an app the model does not have', () => {
    expect(buildInterviewInput(client, 'Nope', sources)).toBeNull();
  });

  it('falls back to the compiled fields of a Word template saved without them', () => {
    const bare = element('m', 'M', 'model', {
      template: [{ _id: 't', name: 'Doc', type: 'docx', filepath: 'b'.repeat(64) }],
      app: [{ _id: 'a', name: 'App', templates: ['Doc'] }],
    });
    const built = buildInterviewInput(bare, 'App', {
      element: () => null,
      docxFields: (template) =>
        template.name === 'Doc' ? [{ kind: 'value', expression: 'X', file: 'word/document.xml' }] : null,
    })!;
    expect(built.app.templates).toEqual([
      { name: 'Doc', docxFields: [{ kind: 'value', expression: 'X', file: 'word/document.xml' }] },
    ]);
  });
});

describe('tableOptions: a table element as a selection’s options', () => {
  it('lists its key column (the table’s key, else Name), case aside, once each, skipping empty cells', () => {
    const keyed = element(
      't',
      'Rates',
      'table',
      {},
      { key: 'code', data: [{ Code: 'A' }, { Code: 7 }, { Code: 'A' }] },
    );
    expect(tableOptions(keyed)).toEqual(['A', '7']);
  });
});

describe('gatherInterviewSources: what a model refers to, loaded once each', () => {
  it('follows object models to their own references and tables by name, and skips deleted elements', async () => {
    const gone = { ...element('m-gone', 'Gone', 'model', {}), deleted: true };
    const all = [courts, person, gone];
    const loads: string[] = [];
    const withGone = {
      ...client,
      members: {
        ...client.members,
        variable: [...client.members.variable, { _id: 'vx', name: 'Old', type: 'object', typeDef: 'm-gone' }],
      },
    };
    const found = await gatherInterviewSources(withGone, async (ref) => {
      loads.push(ref);
      return all.find((e) => e.elementId === ref || e.name.toLowerCase() === ref.toLowerCase()) ?? null;
    });
    expect(found.element('courts')).toBe(courts);
    expect(found.element('m-person')).toBe(person);
    expect(found.element('m-gone')).toBeNull();
    expect(loads.sort()).toEqual(['Courts', 'm-gone', 'm-person']);
  });
});
