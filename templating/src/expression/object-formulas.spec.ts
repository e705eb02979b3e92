import { assembleDocxWithReport } from '../docx/assemble-docx';
import { buildDocx, paragraph, readDocxParagraphs } from '../docx/docx-test-package';
import { compileTextTemplate } from '../text/compile-text-template';
import { compileExpression } from './compile-expression';
import { createScope, type ObjectModel } from './scope';

// Matter's Client and Witnesses are Persons; a Person's FullName is a formula of Person, not of Matter.
const person: ObjectModel = { formulas: { FullName: 'FirstName + " " + LastName', Initial: 'FirstName|upper' } };
const company: ObjectModel = { formulas: { Title: 'Name + " (" + Boss.FullName + ")"' }, objects: { Boss: person } };
const objects = { Client: person, Witnesses: person, Firm: company };
const data = () => ({
  Ref: 'M-1',
  Client: { FirstName: 'Ann', LastName: 'Lee' },
  Witnesses: [
    { FirstName: 'Bo', LastName: 'Ray' },
    { FirstName: 'Di', LastName: 'Fox' },
  ],
  Firm: { Name: 'Acme', Boss: { FirstName: 'Cy', LastName: 'Orr' } },
});

const text = (template: string, values: Record<string, unknown> = data()) =>
  compileTextTemplate(template).render(createScope(values, { objects }));
const value = (source: string, values: Record<string, unknown> = data()) =>
  compileExpression(source).evaluate(createScope(values, { objects }));

describe("object models' formulas as members", () => {
  it("reads an object's formula through member access, in the object's scope", () => {
    expect(text('{[Client.FullName]} for {[Ref]}')).toMatchObject({ text: 'Ann Lee for M-1', errors: [] });
    expect(value('Client.FullName != ""')).toMatchObject({ value: true, errors: [] });
    expect(value('Client["Initial"]')).toMatchObject({ value: 'ANN' });
  });

  it("reads each list item's formula inside the list, by name and through this", () => {
    expect(text('{[list Witnesses]}{[FullName]}/{[this.Initial]}; {[endlist]}').text).toBe('Bo Ray/BO; Di Fox/DI; ');
    expect(value('Witnesses[1].FullName').value).toBe('Di Fox');
    expect(value('Witnesses|map:FullName').value).toEqual(['Bo Ray', 'Di Fox']);
    expect(value('Witnesses|filter:FullName=="Di Fox"|map:FirstName').value).toEqual(['Di']);
  });

  it('reads them in Word documents, in a list and out of it', () => {
    const body =
      paragraph('Client: {[Client.FullName]}') +
      paragraph('{[list Witnesses]}') +
      paragraph('{[_index]}. {[FullName]} for {[_parent.Client.FullName]}') +
      paragraph('{[endlist]}');
    const result = assembleDocxWithReport(buildDocx(body), createScope(data(), { objects }));
    expect(readDocxParagraphs(result.bytes)).toEqual([
      'Client: Ann Lee',
      '1. Bo Ray for Ann Lee',
      '2. Di Fox for Ann Lee',
    ]);
  });

  it("reads a nested object's formula, and a formula that reads one", () => {
    expect(value('Firm.Boss.FullName').value).toBe('Cy Orr');
    expect(text('{[Firm.Title]}').text).toBe('Acme (Cy Orr)');
  });

  it('follows a model that refers to itself (a Person whose Spouse is a Person)', () => {
    const spouses: Record<string, ObjectModel> = {};
    const married: ObjectModel = { formulas: { Couple: 'FirstName + " & " + Spouse.FirstName' }, objects: spouses };
    spouses.Spouse = married;
    const values = { Client: { FirstName: 'Ann', Spouse: { FirstName: 'Bo', Spouse: { FirstName: 'Cy' } } } };
    const scope = createScope(values, { objects: { Client: married } });
    expect(compileExpression('Client.Couple + "/" + Client.Spouse.Couple').evaluate(scope).value).toBe(
      'Ann & Bo/Bo & Cy',
    );
  });

  it("keeps an object's own answer over its model's formula of the same name", () => {
    const values = { ...data(), Client: { FirstName: 'Ann', LastName: 'Lee', FullName: 'Dr Ann Lee' } };
    expect(value('Client.FullName', values).value).toBe('Dr Ann Lee');
  });

  it('notes the fields a formula met unanswered, not the formula', () => {
    const result = text('{[Client.FullName]}', { Client: { FirstName: 'Ann' } });
    expect(result.text).toBe('Ann ');
    expect(result.unanswered).toEqual(['LastName']);
  });

  it('evaluates a formula once per object: reading it again costs no steps', () => {
    // Each evaluation of Big walks 30,000 items, more than a third of an expression's 100,000 steps.
    const heavy: ObjectModel = { formulas: { Big: 'Items|filter:this > 0' } };
    const scope = () =>
      createScope({ A: { Items: Array.from({ length: 30_000 }, (_, i) => i + 1) } }, { objects: { A: heavy } });
    const thrice = compileExpression('A.Big.length + A.Big.length + A.Big.length').evaluate(scope());
    expect(thrice).toMatchObject({ value: 90_000, errors: [] });
    const unshared = compileExpression(
      '(A.Items|filter:this > 0).length * 0 + (A.Items|filter:this > 0).length * 0 + (A.Items|filter:this > 0).length',
    ).evaluate(scope());
    expect(unshared.errors[0]?.message).toContain('Evaluation stopped');
  });

  it("reports a cycle among an object model's formulas as an error, not a crash", () => {
    const looping: ObjectModel = { formulas: { A: 'B + 1', B: 'A + 1' } };
    const result = compileTextTemplate('{[Client.A]}').render(
      createScope({ Client: {} }, { objects: { Client: looping } }),
    );
    expect(result.errors.map((error) => error.message).join()).toContain('Formula cycle: A → B → A');
  });

  it('gives nothing for an object without a model (as before)', () => {
    expect(value('Client.FullName', data()).value).toBe('Ann Lee');
    expect(compileExpression('Client.FullName').evaluate(createScope(data())).value).toBeUndefined();
  });
});
