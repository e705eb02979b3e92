import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { createScope } from '../expression';
import { fillPdf } from './fill-pdf';
import { fillPdfFromExpressions } from './fill-pdf-from-expressions';
import { listPdfFields } from './list-pdf-fields';

/**
 * Export values that read as "off" ("No", "0") are ordinary options of many real forms: a Yes/No
 * radio group, a 0–2 score, a "No" check box beside a "Yes" one.
 */
async function buildChoiceForm(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([600, 800]);
  const form = doc.getForm();
  const answer = form.createRadioGroup('answer');
  for (const [i, option] of ['Yes', 'No'].entries())
    answer.addOptionToPage(option, page, { x: 50 + i * 30, y: 700, width: 15, height: 15 });
  const score = form.createRadioGroup('score');
  for (const [i, option] of ['0', '1', '2'].entries())
    score.addOptionToPage(option, page, { x: 50 + i * 30, y: 650, width: 15, height: 15 });
  const level = form.createDropdown('level');
  level.addOptions(['0', '1', 'No']);
  level.addToPage(page, { x: 50, y: 600, width: 150, height: 20 });
  const blankable = form.createDropdown('blankable');
  blankable.addOptions(['', 'A']);
  blankable.addToPage(page, { x: 50, y: 560, width: 150, height: 20 });
  // pdf-lib names a new box's "on" state Yes; rename it No, as a form's "No" box has it.
  const noBox = form.createCheckBox('declined');
  noBox.addToPage(page, { x: 50, y: 520, width: 15, height: 15 });
  const widget = noBox.acroField.getWidgets()[0];
  const normal = widget.dict.lookup(PDFName.of('AP'), PDFDict).lookup(PDFName.of('N'), PDFDict);
  normal.set(PDFName.of('No'), normal.get(PDFName.of('Yes'))!);
  normal.delete(PDFName.of('Yes'));
  const yesBox = form.createCheckBox('agreed');
  yesBox.addToPage(page, { x: 100, y: 520, width: 15, height: 15 });
  return doc.save();
}

describe('PDF choices whose values read as "off"', () => {
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await buildChoiceForm();
  });

  it('the test form has the options it means to test', async () => {
    const options = Object.fromEntries((await listPdfFields(pdf)).map((f) => [f.name, f.options]));
    expect(options).toMatchObject({ answer: ['Yes', 'No'], score: ['0', '1', '2'], declined: ['No'] });
  });

  it('selects the radio options "No" and "0" (given as text or as the number 0)', async () => {
    const result = await fillPdf(pdf, { answer: 'No', score: 0 });
    expect(result.problems).toEqual([]);
    const form = (await PDFDocument.load(result.bytes)).getForm();
    expect(form.getRadioGroup('answer').getSelected()).toBe('No');
    expect(form.getRadioGroup('score').getSelected()).toBe('0');
    const again = (await PDFDocument.load((await fillPdf(pdf, { answer: 'no', score: '0' })).bytes)).getForm();
    expect(again.getRadioGroup('answer').getSelected()).toBe('No');
    expect(again.getRadioGroup('score').getSelected()).toBe('0');
  });

  it('still clears a radio group for "Off", empty text or no value, and reports other values', async () => {
    const filled = (await fillPdf(pdf, { answer: 'Yes', score: 2 })).bytes;
    const cleared = await fillPdf(filled, { answer: 'Off', score: '' });
    expect(cleared.problems).toEqual([]);
    const form = (await PDFDocument.load(cleared.bytes)).getForm();
    expect(form.getRadioGroup('answer').getSelected()).toBeUndefined();
    expect(form.getRadioGroup('score').getSelected()).toBeUndefined();
    const nulled = (await PDFDocument.load((await fillPdf(filled, { score: null })).bytes)).getForm();
    expect(nulled.getRadioGroup('score').getSelected()).toBeUndefined();
    expect((await fillPdf(pdf, { answer: 'Maybe' })).problems).toEqual([
      { field: 'answer', message: '"Maybe" is not one of the options: Yes, No' },
    ]);
  });

  it('a check box whose "on" value is No is checked by "No"; a Yes box is not', async () => {
    const result = await fillPdf(pdf, { declined: 'No', agreed: 'No' });
    expect(result.problems).toEqual([]);
    const form = (await PDFDocument.load(result.bytes)).getForm();
    expect(form.getCheckBox('declined').isChecked()).toBe(true);
    expect(form.getCheckBox('agreed').isChecked()).toBe(false);
    const off = (await PDFDocument.load((await fillPdf(result.bytes, { declined: false })).bytes)).getForm();
    expect(off.getCheckBox('declined').isChecked()).toBe(false);
  });

  it('dropdowns select "0" and "No"; empty text clears unless it is a choice', async () => {
    const result = await fillPdf(pdf, { level: 0, blankable: '' });
    expect(result.problems).toEqual([]);
    const form = (await PDFDocument.load(result.bytes)).getForm();
    expect(form.getDropdown('level').getSelected()).toEqual(['0']);
    expect(form.getDropdown('blankable').getSelected()).toEqual(['']);
    const no = await fillPdf(result.bytes, { level: 'No' });
    expect((await PDFDocument.load(no.bytes)).getForm().getDropdown('level').getSelected()).toEqual(['No']);
    const cleared = await fillPdf(no.bytes, { level: '' });
    expect(cleared.problems).toEqual([]);
    expect((await PDFDocument.load(cleared.bytes)).getForm().getDropdown('level').getSelected()).toEqual([]);
  });

  it('from expressions: a No answer selects No and checks the No box; a score of 0 is filled', async () => {
    const scope = createScope({ Agrees: false, Score: 0 });
    const result = await fillPdfFromExpressions(
      pdf,
      { answer: 'Agrees|format:"Yes":"No"', score: 'Score', declined: 'Agrees|format:"Yes":"No"' },
      scope,
    );
    expect(result.problems).toEqual([]);
    const form = (await PDFDocument.load(result.bytes)).getForm();
    expect(form.getRadioGroup('answer').getSelected()).toBe('No');
    expect(form.getRadioGroup('score').getSelected()).toBe('0');
    expect(form.getCheckBox('declined').isChecked()).toBe(true);
  });
});
