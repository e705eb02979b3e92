import type { Member } from '../../types';
import { appTemplates, appTemplateProblem } from './app-templates';
import { runScope } from './run-scope';

const member = (name: string, extra: Record<string, unknown> = {}) => ({ _id: name, name, ...extra }) as Member;
const model = {
  template: [member('Letter'), member('Invoice'), member('Memo')],
  variable: [member('Fee'), member('Name')],
  formula: [member('Big', { expression: 'Fee > 100' })],
};
const app = (expression: string, extra: Record<string, unknown> = {}) =>
  member('Welcome', { templates: [expression], generateDocs: true, ...extra });
const names = (chosen: Member[]) => chosen.map((template) => template.name);

describe('the templates an app assembles (its app template on the record)', () => {
  it('takes the templates the expression lists, in its order, once each, names case aside', () => {
    const scope = runScope({ Fee: 10 }, []);
    expect(names(appTemplates(app('[Memo, Letter, memo]'), model, scope))).toEqual(['Memo', 'Letter']);
    expect(names(appTemplates(app('Letter'), model, scope))).toEqual(['Letter']);
  });

  it('evaluates conditions on the record’s values and formulas', () => {
    const choose = app('[Letter, Big ? Invoice : ""]');
    expect(names(appTemplates(choose, model, runScope({ Fee: 500 }, model.formula)))).toEqual(['Letter', 'Invoice']);
    expect(names(appTemplates(choose, model, runScope({ Fee: 5 }, model.formula)))).toEqual(['Letter']);
  });

  it('assembles nothing without an app template or with generateDocs off', () => {
    const scope = runScope({}, []);
    expect(appTemplates(app(''), model, scope)).toEqual([]);
    expect(appTemplates(app('[Letter]', { generateDocs: false }), model, scope)).toEqual([]);
  });

  it('fails on a name that is no template, variable or formula, and on an expression that does not compile', () => {
    const scope = runScope({}, []);
    expect(() => appTemplates(app('[Letter, Brochure]'), model, scope)).toThrow(
      appTemplateProblem('Brochure is not a template of the model'),
    );
    expect(() => appTemplates(app('[Letter, Name]'), model, runScope({ Name: 'Ann' }, []))).toThrow(
      appTemplateProblem('Ann is not a template of the model'),
    );
    expect(() => appTemplates(app('[Letter,'), model, scope)).toThrow(/The app template cannot be evaluated/);
  });
});
