import { planScreens } from '@app/templating';
import type { ElementState, Member } from '../../types';
import { buildInterviewInput } from './interview-input';

const element = (elementId: string, name: string, members: Partial<ElementState['members']>): ElementState => ({
  exists: true,
  deleted: false,
  elementId,
  name,
  kind: 'model',
  definition: {},
  members: { variable: [], formula: [], template: [], app: [], layout: [], ...members },
  version: 1,
  labels: {},
});

const firm = element('m-firm', 'Firm', { variable: [{ _id: 'f1', name: 'Name', type: 'text' }] });
const matter = element('m-matter', 'Matter', {
  variable: [
    { _id: 'v1', name: 'Client', type: 'text' },
    { _id: 'v2', name: 'Firm', type: 'global', typeDef: 'm-firm' },
  ] as Member[],
  template: [{ _id: 't1', name: 'Letter', type: 'text', text: '{[Client]} of {[Firm.Name]}' }] as Member[],
  // The app's one screen places the client only.
  layout: [
    { _id: 'l1', name: 'Main', columnCount: 1, rows: [[{ id: 'c1', class: 'question', content: 'Client' }]] },
  ] as Member[],
  app: [{ _id: 'a1', name: 'Intake', screens: ['Main'], templates: ['Letter'] }] as Member[],
});
const sources = { element: (ref: string) => (ref === 'm-firm' || ref === 'Firm' ? firm : null) };

describe("a record's interview input: global variables are the catalog's global info (docs/runs.md)", () => {
  it('maps a global with its model, never required of the record, so an unplaced one makes no More questions', () => {
    const input = buildInterviewInput(matter, 'Intake', sources)!;
    const global = input.model.variables.find((variable) => variable.name === 'Firm');
    expect(global).toMatchObject({ type: 'global', alwaysOptional: true, model: { variables: [{ name: 'Name' }] } });
    expect(input.model.variables.find((variable) => variable.name === 'Client')?.alwaysOptional).toBeUndefined();
    expect(planScreens(input).map((screen) => screen.name)).toEqual(['Main']);
  });
});
