import { compileExpression } from '../expression/compile-expression';
import { createScope } from '../expression/scope';
import { compileTextTemplate } from '../text/compile-text-template';
import { AnswerReads } from './answer-reads';
import type { InterviewModel } from './interview.types';

const person: InterviewModel = { variables: [{ name: 'Name' }, { name: 'Age', type: 'number' }] };
const model: InterviewModel = {
  variables: [
    { name: 'First' },
    { name: 'Client', type: 'object', model: person },
    { name: 'Kids', type: 'object', isList: true, model: person },
  ],
};

function readsOf(source: string, answers: Record<string, unknown>) {
  const reads = new AnswerReads();
  const result = compileTextTemplate(source).render(createScope(reads.watch(answers, model)));
  return { text: result.text, unanswered: result.unanswered, paths: [...reads.paths] };
}

describe('AnswerReads: the paths an evaluation reads', () => {
  it('leaves what the engine computes unchanged', () => {
    const answers = { First: 'Ann', Client: { Name: 'Jo' }, Kids: [{ Name: 'Al', Age: 3 }, { Name: 'Bo' }] };
    const source =
      '{[First|upper]} for {[Client.Name]}: {[list Kids]}{[Name]} ({[Age|else:"?"]}){[endlist]} {[Kids|map:Name]}';
    const plain = compileTextTemplate(source).render(createScope(answers));
    const watched = readsOf(source, answers);
    expect(watched.text).toBe(plain.text);
    expect(watched.unanswered).toEqual(plain.unanswered);
  });

  it('notes answered and unanswered paths alike, list items by index', () => {
    const { paths } = readsOf('{[First]}{[list Kids]}{[Age]}{[endlist]}', { First: 'Ann', Kids: [{ Age: 3 }, {}] });
    expect(paths).toEqual(['First', 'Kids', 'Kids[0].Age', 'Kids[1].Age', 'Age']);
  });

  it('reads an unanswered single object as empty, so that its fields are read', () => {
    const { paths, unanswered } = readsOf('{[Client.Name]}', {});
    expect(paths).toEqual(['Client', 'Client.Name']);
    expect(unanswered).toEqual(['Client.Name']);
  });

  it('records nothing while switched off, and hands values back plain', () => {
    const reads = new AnswerReads();
    const answers = { Client: { Name: 'Jo' }, Kids: [{ Name: 'Al' }] };
    const scope = createScope(reads.watch(answers, model));
    reads.recording = false;
    const value = compileExpression('[Client, Kids, {c: Client}]').evaluate(scope).value;
    expect(reads.paths.size).toBe(0);
    const plain = reads.plain(value) as unknown[];
    expect(plain[0]).toBe(answers.Client);
    expect(plain[1]).toBe(answers.Kids);
    expect((plain[2] as { c: unknown }).c).toBe(answers.Client);
    expect(JSON.stringify(value)).toBe(JSON.stringify(plain));
  });
});
