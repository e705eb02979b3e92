import { PDFDocument, PDFName, PDFNumber, PDFString, TextAlignment } from 'pdf-lib';
import { createScope } from '../expression';
import { fillPdf } from './fill-pdf';
import { fillPdfFromExpressions } from './fill-pdf-from-expressions';
import { listPdfFields } from './list-pdf-fields';
import { PdfFormError } from './load-pdf-form';
import { decodePdfFieldFlags } from './pdf-field-flags';
import { mergePdfFieldMap } from './pdf-field-map';

/** A one-page form with a field of every type, built the way authoring tools store them. */
async function buildForm(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([600, 800]);
  const form = doc.getForm();
  const name = form.createTextField('client.name');
  name.addToPage(page, { x: 50, y: 700, width: 200, height: 20 });
  name.enableRequired();
  name.setAlignment(TextAlignment.Center);
  name.acroField.dict.set(PDFName.of('TU'), PDFString.of('Client full name'));
  const notes = form.createTextField('notes');
  notes.addToPage(page, { x: 50, y: 600, width: 300, height: 60 });
  notes.enableMultiline();
  notes.setAlignment(TextAlignment.Right);
  const agreed = form.createCheckBox('agreed');
  agreed.addToPage(page, { x: 50, y: 560, width: 15, height: 15 });
  const colour = form.createRadioGroup('colour');
  for (const [i, option] of ['Red', 'Green', 'Blue'].entries())
    colour.addOptionToPage(option, page, { x: 50 + i * 30, y: 520, width: 15, height: 15 });
  const state = form.createDropdown('state');
  state.addOptions(['Ontario', 'Quebec', 'Texas']);
  state.addToPage(page, { x: 50, y: 480, width: 150, height: 20 });
  const pets = form.createOptionList('pets');
  pets.addOptions(['cat', 'dog', 'fish']);
  pets.enableMultiselect();
  pets.addToPage(page, { x: 50, y: 380, width: 150, height: 60 });
  form.createButton('print').addToPage('Print', page, { x: 300, y: 380, width: 60, height: 20 });
  // pdf-lib cannot create signature fields, so write the dictionary as a signing tool would.
  const sig = doc.context.obj({
    FT: 'Sig',
    T: PDFString.of('signature'),
    Type: 'Annot',
    Subtype: 'Widget',
    Rect: [300, 300, 500, 340],
    P: page.ref,
  });
  const sigRef = doc.context.register(sig);
  form.acroForm.addField(sigRef);
  page.node.addAnnot(sigRef);
  // Two distinct fields that share one full name, as merged PDFs sometimes have.
  form.createTextField('initials').addToPage(page, { x: 50, y: 100, width: 40, height: 20 });
  const second = form.createTextField('initials_2');
  second.addToPage(page, { x: 400, y: 100, width: 40, height: 20 });
  second.acroField.setPartialName('initials');
  return doc.save();
}

describe('PDF forms', () => {
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await buildForm();
  });

  it('lists every field with its type, options, flags, alternate name and justification', async () => {
    const fields = await listPdfFields(pdf);
    const summary = fields.map((f) => [f.name, f.type, f.options]);
    expect(summary).toEqual([
      ['client.name', 'text', []],
      ['notes', 'text', []],
      ['agreed', 'checkbox', ['Yes']],
      ['colour', 'radio', ['Red', 'Green', 'Blue']],
      ['state', 'dropdown', ['Ontario', 'Quebec', 'Texas']],
      ['pets', 'optionlist', ['cat', 'dog', 'fish']],
      ['print', 'button', []],
      ['signature', 'signature', []],
      ['initials[0]', 'text', []],
      ['initials[1]', 'text', []],
    ]);
    const byName = new Map(fields.map((f) => [f.name, f]));
    expect(byName.get('client.name')).toMatchObject({
      alternateName: 'Client full name',
      flagNames: ['Required'],
      justification: 'center',
      widgetCount: 1,
    });
    expect(byName.get('notes')).toMatchObject({ flagNames: ['Multiline'], justification: 'right' });
    expect(byName.get('notes')!.alternateName).toBeUndefined();
    expect(byName.get('colour')!.flagNames).toEqual(['Radio']);
    expect(byName.get('colour')!.widgetCount).toBe(3);
    expect(byName.get('state')!.flagNames).toEqual(['Combo']);
    expect(byName.get('pets')!.flagNames).toEqual(['MultiSelect']);
    expect(byName.get('print')!.flagNames).toEqual(['Pushbutton']);
    expect(byName.get('agreed')!.justification).toBe('left');
  });

  it('fills each fillable type and the values read back with pdf-lib', async () => {
    const result = await fillPdf(pdf, {
      'client.name': 'Ada Lovelace',
      notes: 'line one\nline two',
      agreed: true,
      colour: 'green',
      state: 'Quebec',
      pets: ['cat', 'fish'],
      'initials[1]': 'AL',
    });
    expect(result.problems).toEqual([]);
    const form = (await PDFDocument.load(result.bytes)).getForm();
    expect(form.getTextField('client.name').getText()).toBe('Ada Lovelace');
    expect(form.getTextField('notes').getText()).toBe('line one\nline two');
    expect(form.getCheckBox('agreed').isChecked()).toBe(true);
    expect(form.getRadioGroup('colour').getSelected()).toBe('Green');
    expect(form.getDropdown('state').getSelected()).toEqual(['Quebec']);
    expect(form.getOptionList('pets').getSelected()).toEqual(['cat', 'fish']);
    const initials = form.getFields().filter((f) => f.getName() === 'initials');
    expect(initials.map((f) => (f as ReturnType<typeof form.getTextField>).getText())).toEqual([undefined, 'AL']);
  });

  it('clears fields for missing values and reports values it cannot set, filling the rest', async () => {
    const filled = (await fillPdf(pdf, { agreed: true, colour: 'Red', 'client.name': 'x' })).bytes;
    const result = await fillPdf(filled, {
      agreed: 'Off',
      colour: null,
      'client.name': undefined,
      state: 'Alberta',
      pets: 'dog',
      print: 'x',
      nosuch: 1,
    });
    expect(result.problems).toEqual([
      { field: 'state', message: '"Alberta" is not one of the options: Ontario, Quebec, Texas' },
      { field: 'print', message: 'Buttons and signature fields cannot be filled' },
      { field: 'nosuch', message: 'The PDF has no field with this name' },
    ]);
    const form = (await PDFDocument.load(result.bytes)).getForm();
    expect(form.getCheckBox('agreed').isChecked()).toBe(false);
    expect(form.getRadioGroup('colour').getSelected()).toBeUndefined();
    expect(form.getTextField('client.name').getText() ?? '').toBe('');
    expect(form.getOptionList('pets').getSelected()).toEqual(['dog']);
  });

  it('replaces characters the form font cannot show instead of failing the whole fill', async () => {
    const result = await fillPdf(pdf, { 'client.name': 'Łódź 東京', notes: 'Zoë' });
    expect(result.problems).toEqual([
      { field: 'client.name', message: 'Characters the form font cannot show were replaced by "?"' },
    ]);
    const form = (await PDFDocument.load(result.bytes)).getForm();
    expect(form.getTextField('client.name').getText()).toBe('?ód? ??');
    expect(form.getTextField('notes').getText()).toBe('Zoë');
  });

  it('flattens: the filled PDF has no form fields left', async () => {
    const result = await fillPdf(pdf, { 'client.name': 'Ada' }, { flatten: true });
    expect((await PDFDocument.load(result.bytes)).getForm().getFields()).toHaveLength(0);
    expect(await listPdfFields(result.bytes)).toEqual([]);
  });

  it('fills from a field map of expressions evaluated against the record', async () => {
    const scope = createScope(
      { First: 'Ada', Last: 'Lovelace', Age: 36, Pets: ['cat', 'dog'] },
      { formulas: { Adult: 'Age >= 18' } },
    );
    const result = await fillPdfFromExpressions(
      pdf,
      {
        'client.name': 'First + " " + Last|upper',
        agreed: 'Adult',
        colour: '"Blue"',
        pets: 'Pets',
        state: 'Province',
        notes: '',
        print: 'Age +',
      },
      scope,
    );
    expect(result.unanswered).toEqual(['Province']);
    expect(result.problems).toEqual([{ field: 'print', message: expect.stringMatching(/\(at \d+\)$/) }]);
    const form = (await PDFDocument.load(result.bytes)).getForm();
    expect(form.getTextField('client.name').getText()).toBe('ADA LOVELACE');
    expect(form.getCheckBox('agreed').isChecked()).toBe(true);
    expect(form.getRadioGroup('colour').getSelected()).toBe('Blue');
    expect(form.getOptionList('pets').getSelected()).toEqual(['cat', 'dog']);
    expect(form.getDropdown('state').getSelected()).toEqual([]);
  });

  it('counts the writing out of a value: a list sharing its parts fails its field, not the process', async () => {
    const started = Date.now();
    const scope = createScope({ Items: Array.from({ length: 40 }, () => 1) });
    const result = await fillPdfFromExpressions(pdf, { notes: 'Items|reduce:"[_result, _result]":1' }, scope);
    expect(result.problems).toEqual([{ field: 'notes', message: expect.stringMatching(/over 100000 steps/) }]);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('rejects a file that is not a PDF with a clear error', async () => {
    await expect(listPdfFields(new TextEncoder().encode('hello'))).rejects.toThrow(PdfFormError);
    await expect(listPdfFields(new TextEncoder().encode('hello'))).rejects.toThrow(/not a readable PDF/);
  });

  it('decodes flags in editor order, with -1 meaning OBSOLETE', () => {
    expect(decodePdfFieldFlags(0)).toEqual([]);
    expect(decodePdfFieldFlags(1 | 2 | 4 | (1 << 12) | (1 << 23))).toEqual([
      'ReadOnly',
      'Required',
      'NoExport',
      'Multiline',
      'DoNotScroll',
    ]);
    expect(decodePdfFieldFlags(-1)).toEqual(['OBSOLETE']);
  });

  it('merging a new upload keeps expressions by name and flags vanished fields OBSOLETE', async () => {
    const fields = await listPdfFields(pdf);
    const prior = [
      { ...fields[0], expression: 'Client.Name' },
      { ...fields[0], name: 'removed', expression: 'Old' },
    ];
    const merged = mergePdfFieldMap(prior, fields);
    expect(merged).toHaveLength(fields.length + 1);
    expect(merged[0].expression).toBe('Client.Name');
    expect(merged.at(-1)).toMatchObject({ name: 'removed', flags: -1, flagNames: ['OBSOLETE'], expression: 'Old' });
  });

  it('reads /Q inherited from the AcroForm when a field has none', async () => {
    const doc = await PDFDocument.load(pdf);
    doc.getForm().acroForm.dict.set(PDFName.of('Q'), PDFNumber.of(2));
    doc.getForm().getTextField('initials').acroField.dict.delete(PDFName.of('Q'));
    const fields = await listPdfFields(await doc.save());
    expect(fields.find((f) => f.name === 'initials[0]')!.justification).toBe('right');
  });
});
