import type { ElementState, Member } from '../../types';
import { pinObjectModels, runObjectModels } from './run-object-models';

const element = (
  elementId: string,
  name: string,
  version: number,
  members: Partial<ElementState['members']>,
  kind: ElementState['kind'] = 'model',
): ElementState => ({
  exists: true,
  deleted: false,
  elementId,
  name,
  kind,
  definition: {},
  members: { variable: [], formula: [], template: [], app: [], layout: [], ...members },
  version,
  labels: {},
});
const variable = (name: string, extra: Record<string, unknown>) => ({ _id: name, name, type: 'object', ...extra });

// A Person's Spouse is a Person; an Address is named by typeName only; Office names a table, not a model.
const person = element('m-person', 'Person', 4, {
  variable: [
    variable('Spouse', { typeDef: 'm-person' }),
    variable('Home', { typeName: 'address' }),
    { _id: 'n', name: 'FirstName', type: 'text' },
  ] as Member[],
  formula: [{ _id: 'f', name: 'FullName', expression: 'FirstName + " " + LastName' }] as Member[],
});
const address = element('m-address', 'Address', 2, {
  formula: [{ _id: 'g', name: 'Line', expression: 'Street + ", " + City' }] as Member[],
});
const office = element('t-office', 'Office', 7, {}, 'table');
const matter = element('m-matter', 'Matter', 9, {
  variable: [
    variable('Client', { typeDef: 'm-person', typeName: 'Person' }),
    variable('Witnesses', { typeDef: 'm-person', isList: true }),
    variable('Office', { typeDef: 't-office' }),
    variable('Gone', { typeDef: 'm-gone' }),
    variable('Parent', { typeDef: 'm-matter' }),
  ] as Member[],
  formula: [{ _id: 'h', name: 'Title', expression: '"Matter " + Name' }] as Member[],
});
const all = [person, address, office, matter];

describe('object models of a run', () => {
  it('pins every object model the model reaches, once each, at its latest version', async () => {
    const loads: string[] = [];
    const load = async (reference: string) => {
      loads.push(reference);
      const key = reference.toLowerCase();
      return all.find((each) => each.elementId === reference || each.name.toLowerCase() === key) ?? null;
    };
    // Parent names the run's own model: pinned at the run's model version (9), whatever its latest.
    expect(await pinObjectModels(matter, load)).toEqual({ 'm-person': 4, 'm-address': 2, 'm-matter': 9 });
    // Client's typeDef found Person: its typeName is not looked up; a second reference is not loaded again.
    expect(loads.filter((reference) => reference === 'm-person')).toHaveLength(1);
    expect(loads).not.toContain('Person');
  });

  it("maps the model's object variables onto the pinned elements, formulas included, cycles shared", () => {
    const objects = runObjectModels(matter, [person, address, matter]);
    expect(Object.keys(objects).sort()).toEqual(['Client', 'Parent', 'Witnesses']);
    expect(objects.Client.formulas).toEqual({ FullName: 'FirstName + " " + LastName' });
    expect(objects.Client.objects?.Spouse).toBe(objects.Client);
    expect(objects.Witnesses).toBe(objects.Client);
    expect(objects.Client.objects?.Home?.formulas).toEqual({ Line: 'Street + ", " + City' });
    // The run's own model, pinned too, is read at the version pinned.
    expect(objects.Parent.formulas).toEqual({ Title: '"Matter " + Name' });
  });

  it('gives objects whose model was not pinned (a run from before) no formulas', () => {
    expect(runObjectModels(matter, [])).toEqual({});
  });
});
