import type { InterviewCell, InterviewInput, InterviewModel, InterviewTemplate } from './interview.types';
import { relevance } from './relevance';

const text = (name: string, source: string): InterviewTemplate => ({ name, text: source });
const input = (model: InterviewModel, ...templates: InterviewTemplate[]): InterviewInput => ({
  model,
  app: { name: 'Intake', templates },
});
const relevantOf = (i: InterviewInput, answers: Record<string, unknown>) => [...relevance(i, answers).relevant].sort();

const will: InterviewModel = {
  variables: [
    { name: 'Name', type: 'text' },
    { name: 'Married', type: 'true/false' },
    { name: 'SpouseName', type: 'text' },
    { name: 'Unused', type: 'text' },
  ],
};
const willApp = input(will, text('Will', 'I, {[Name]}{[if Married]}, married to {[SpouseName]}{[endif]}, declare…'));

describe('relevance: automatic, from what the templates read', () => {
  it('asks what the documents need now, and not what they do not use', () => {
    expect(relevantOf(willApp, {})).toEqual(['Married', 'Name']);
  });

  it('asks a question once an `if` starts needing it, and drops it when an answer makes it unneeded', () => {
    expect(relevantOf(willApp, { Married: true })).toEqual(['Married', 'Name', 'SpouseName']);
    const answers = { Name: 'Ann', Married: false, SpouseName: 'Bo' };
    expect(relevantOf(willApp, answers)).toEqual(['Married', 'Name']);
    // Hidden is not forgotten: relevance never touches the answers.
    expect(answers.SpouseName).toBe('Bo');
  });

  it('keeps an answered question that the documents use', () => {
    expect(relevantOf(willApp, { Name: 'Ann', Married: true, SpouseName: 'Bo' })).toEqual([
      'Married',
      'Name',
      'SpouseName',
    ]);
  });

  it('reads Word fields per part, PDF field expressions and assembled file names', () => {
    const model: InterviewModel = {
      variables: ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({ name, type: 'text' })),
    };
    const docx: InterviewTemplate = {
      name: 'Letter',
      fileName: 'Letter to {[F]}',
      docxFields: [
        { kind: 'if', expression: 'A', file: 'word/document.xml' },
        { kind: 'value', expression: 'B', file: 'word/document.xml' },
        { kind: 'endif', expression: '', file: 'word/document.xml' },
        { kind: 'value', expression: 'C|upper', file: 'word/header1.xml' },
      ],
    };
    const pdf: InterviewTemplate = { name: 'Form', pdfExpressions: ['D + " " + E', ''] };
    expect(relevantOf(input(model, docx, pdf), {})).toEqual(['A', 'C', 'D', 'E', 'F']);
    expect(relevantOf(input(model, docx, pdf), { A: 'yes' })).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('reports a template that does not compile, and still uses the others', () => {
    const result = relevance(input(will, text('Broken', '{[if Name]}'), text('Ok', '{[Married]}')), {});
    expect([...result.relevant]).toEqual(['Married']);
    expect(result.problems).toEqual([{ source: 'Broken', message: expect.stringMatching(/if/) }]);
  });
});

describe('relevance: explicit conditions and the interview itself', () => {
  const model: InterviewModel = {
    variables: [
      { name: 'Age', type: 'number' },
      { name: 'Employer', type: 'text', relevance: 'Age >= 18' },
      { name: 'Nickname', type: 'text', ignoreUsage: true },
      { name: 'Pet', type: 'text', ignoreUsage: true, relevance: 'HasPet' },
      { name: 'HasPet', type: 'true/false' },
    ],
  };
  const app = input(model, text('T', '{[Nickname]} {[Employer]}'));

  it('follows the condition, whatever the templates use, and asks what the condition reads', () => {
    expect(relevantOf(app, {})).toEqual(['Age', 'HasPet']);
    expect(relevantOf(app, { Age: 30 })).toEqual(['Age', 'Employer', 'HasPet']);
    expect(relevantOf(app, { Age: 30, HasPet: true })).toEqual(['Age', 'Employer', 'HasPet', 'Pet']);
  });

  it('counts what the conditions of visible cells read, until nothing new appears', () => {
    const cells: InterviewCell[] = [
      { id: 'q-Age', class: 'question', content: 'Age', offset: 0, span: 1, expr: 'ShowAge' },
      { id: 'q-ShowAge', class: 'question', content: 'ShowAge', offset: 1, span: 1 },
    ];
    const m: InterviewModel = {
      variables: [
        { name: 'Age', type: 'number' },
        { name: 'ShowAge', type: 'true/false' },
      ],
      layouts: { S: { columnCount: 2, rows: [cells] } },
    };
    const i: InterviewInput = { model: m, app: { name: 'A', screens: ['S'], templates: [text('T', '{[Age]}')] } };
    expect(relevantOf(i, {})).toEqual(['Age', 'ShowAge']);
  });

  it('reports a condition that fails and treats it as false', () => {
    const bad: InterviewModel = { variables: [{ name: 'X', type: 'text', relevance: 'Missing|nosuchfilter' }] };
    const result = relevance(input(bad), {});
    expect(result.relevant.size).toBe(0);
    expect(result.problems[0].source).toBe('Relevance of X');
  });
});

describe('relevance: formulas, evaluated live', () => {
  const model: InterviewModel = {
    variables: [
      { name: 'Age', type: 'number' },
      { name: 'Employer', type: 'text' },
      { name: 'First', type: 'text' },
      { name: 'Last', type: 'text' },
    ],
    formulas: { IsAdult: 'Age >= 18', FullName: 'First + " " + Last', Unused: 'Employer|upper' },
  };
  const app = input(model, text('T', '{[FullName]}{[if IsAdult]} works at {[Employer]}{[endif]}'));

  it('asks what the formulas the templates use read, and what their values lead to', () => {
    expect(relevantOf(app, {})).toEqual(['Age', 'First', 'Last']);
    expect(relevantOf(app, { Age: 40 })).toEqual(['Age', 'Employer', 'First', 'Last']);
  });

  it('gives every formula\u2019s value on the current answers, without counting unused ones as use', () => {
    const result = relevance(app, { Age: 12, First: 'Al', Last: 'Bo', Employer: 'acme' });
    expect(result.formulaValues).toEqual({ IsAdult: false, FullName: 'Al Bo', Unused: 'ACME' });
    expect(result.isRelevant('Employer')).toBe(false);
  });
});

describe('relevance: objects and lists of objects', () => {
  const person: InterviewModel = {
    variables: [
      { name: 'Name', type: 'text' },
      { name: 'Phone', type: 'text' },
      { name: 'Minor', type: 'true/false' },
      { name: 'Guardian', type: 'text' },
      { name: 'School', type: 'text', relevance: 'Minor' },
    ],
  };
  const model: InterviewModel = {
    variables: [
      { name: 'Client', type: 'object', model: person },
      { name: 'Kids', type: 'object', isList: true, model: person },
    ],
  };
  const app = input(
    model,
    text('T', '{[Client.Name]}: {[list Kids]}{[Name]}{[if Minor]} ({[Guardian]}){[endif]}; {[endlist]}'),
  );

  it('asks the fields an object\u2019s paths read, even before anything of the object is answered', () => {
    // Client.Minor too: School's condition reads it, so its answer changes the interview shown.
    expect(relevantOf(app, {})).toEqual(['Client', 'Client.Minor', 'Client.Name', 'Kids']);
  });

  it('judges each item of a list on its own answers', () => {
    const kids = [{ Name: 'Al', Minor: true }, { Name: 'Bo' }];
    expect(relevantOf(app, { Client: { Name: 'Jo' }, Kids: kids })).toEqual([
      'Client',
      'Client.Minor',
      'Client.Name',
      'Kids',
      'Kids[0].Guardian',
      'Kids[0].Minor',
      'Kids[0].Name',
      'Kids[0].School',
      'Kids[1].Minor',
      'Kids[1].Name',
    ]);
  });
});

describe('relevance: what the summary of an object model reads (its card, its list rows)', () => {
  const child: InterviewModel = {
    variables: [
      { name: 'FirstName', type: 'text' },
      { name: 'LastName', type: 'text' },
      { name: 'Age', type: 'number' },
      { name: 'Nickname', type: 'text' },
    ],
    summary: '{[FirstName]} {[LastName]}{[if Age < 18]} (minor){[endif]}',
  };
  const model: InterviewModel = {
    variables: [
      { name: 'Kids', type: 'object', isList: true, model: child },
      { name: 'Guardian', type: 'object', model: child },
    ],
  };
  // The documents only list the kids' ages: the names are asked because each row shows them.
  const app = input(model, text('T', '{[list Kids]}{[Age]}{[endlist]}{[Guardian.Age]}'));

  it('asks what each row and the card show, on each item, and nothing the summary does not read', () => {
    expect(relevantOf(app, { Kids: [{ Age: 4 }, {}] })).toEqual([
      'Guardian',
      'Guardian.Age',
      'Guardian.FirstName',
      'Guardian.LastName',
      'Kids',
      'Kids[0].Age',
      'Kids[0].FirstName',
      'Kids[0].LastName',
      'Kids[1].Age',
      'Kids[1].FirstName',
      'Kids[1].LastName',
    ]);
  });

  it('reports a summary that does not evaluate, for the author, and still judges the fields', () => {
    const broken = { ...model, variables: [{ ...model.variables[0], model: { ...child, summary: '{[nosuch|x]}' } }] };
    const shown = relevance(input(broken, text('T', '{[list Kids]}{[Age]}{[endlist]}')), { Kids: [{ Age: 4 }] });
    expect(shown.problems.map((problem) => problem.source)).toEqual(['Summary of Kids[0]']);
    expect(shown.isRelevant('Kids[0].Age')).toBe(true);
  });
});

describe('relevance: formulas of an object model', () => {
  it('are evaluated in each item\u2019s scope for its fields\u2019 conditions', () => {
    const child: InterviewModel = {
      variables: [
        { name: 'Age', type: 'number' },
        { name: 'School', type: 'text', relevance: 'IsMinor' },
      ],
      formulas: { IsMinor: 'Age < 18' },
    };
    const m: InterviewModel = { variables: [{ name: 'Kids', type: 'object', isList: true, model: child }] };
    const app = input(m, text('T', '{[list Kids]}{[Age]}{[endlist]}'));
    expect(relevantOf(app, { Kids: [{ Age: 9 }, { Age: 40 }] })).toEqual([
      'Kids',
      'Kids[0].Age',
      'Kids[0].School',
      'Kids[1].Age',
    ]);
  });
});

describe('relevance: which cells and screens show', () => {
  const cell = (id: string, content: string, extra: Partial<InterviewCell> = {}): InterviewCell => ({
    id,
    class: 'question',
    content,
    offset: 0,
    span: 1,
    ...extra,
  });
  const model: InterviewModel = {
    variables: ['A', 'B', 'C', 'D'].map((name) => ({ name, type: 'text' })),
    layouts: {
      One: {
        columnCount: 1,
        rows: [
          [cell('head', 'About B and C', { class: 'static', list: ['B', 'C'] })],
          [cell('a', 'A')],
          [cell('b', 'B', { expr: 'A == "show"' })],
          [cell('note', 'Read this', { class: 'static', expr: 'A == "note"' })],
        ],
      },
      Two: { columnCount: 1, rows: [[cell('intro', 'Only words', { class: 'static' })], [cell('d', 'D')]] },
    },
  };
  const app: InterviewInput = {
    model,
    app: { name: 'A', screens: ['One', 'Two'], templates: [text('T', '{[A]}{[B]}{[if A == "d"]}{[D]}{[endif]}')] },
  };
  const visible = (answers: Record<string, unknown>) =>
    relevance(app, answers).screens.map(
      (screen) =>
        `${screen.name}${screen.visible ? '' : ' (skipped)'}: ${screen.cells.filter((c) => c.visible).map((c) => c.cell.id)}`,
    );

  it('shows always-cells of relevant questions, condition cells while true, with-questions cells with them', () => {
    expect(visible({})).toEqual(['One: a', 'Two (skipped): intro', 'More questions (skipped): ']);
    expect(visible({ A: 'show' })).toEqual(['One: head,a,b', 'Two (skipped): intro', 'More questions (skipped): ']);
    expect(visible({ A: 'note' })).toEqual(['One: a,note', 'Two (skipped): intro', 'More questions (skipped): ']);
    expect(visible({ A: 'd' })).toEqual(['One: a', 'Two: intro,d', 'More questions (skipped): ']);
  });

  it('puts a relevant question no screen places on "More questions"', () => {
    const withC: InterviewInput = { ...app, app: { ...app.app, templates: [text('T', '{[C]}')] } };
    expect(relevance(withC, {}).screens.map((s) => [s.name, s.visible])).toEqual([
      ['One', true],
      ['Two', false],
      ['More questions', true],
    ]);
  });
});
