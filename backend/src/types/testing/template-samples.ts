import { PDFDocument } from 'pdf-lib';
import { buildDocx, paragraph } from '../../../../templating/src/docx/docx-test-package';

/* Template files the template-files specs and the designer benchmark upload: built here, nothing read from disk. */

/**
 * A Word template as authors write them: a field split across runs (as Word splits what was typed in pieces), an
 * `if` and a `list` with fields inside.
 */
export function wordTemplate(): Uint8Array {
  return buildDocx(
    `<w:p><w:r><w:t>Dear {[First</w:t></w:r><w:r><w:t>Name]} {[Last</w:t></w:r><w:r><w:t>Name|upper]},</w:t></w:r></w:p>` +
      paragraph('{[if Age >= 18]}') +
      paragraph('You may sign yourself.') +
      paragraph('{[endif]}') +
      paragraph('{[list Children]}') +
      paragraph('{[_index]}. {[this.Name]} of {[City]}') +
      paragraph('{[endlist]}'),
  );
}

/** A Word template with a field whose expression does not compile, in the middle of a sentence. */
export function brokenWordTemplate(): Uint8Array {
  return buildDocx(paragraph('The fee is {[Amount * ]} dollars, payable now.'));
}

/** A Word template of `pages` pages, each with `fieldsPerPage` fields among ordinary text (the benchmark's). */
export function longWordTemplate(pages: number, fieldsPerPage: number): Uint8Array {
  const text = 'The parties agree to the terms set out in this letter and in the schedules attached to it. ';
  let body = '';
  for (let page = 0; page < pages; page++) {
    for (let line = 0; line < 12; line++) body += paragraph(text.repeat(3));
    for (let field = 0; field < fieldsPerPage; field++)
      body += paragraph(`Item ${page}.${field}: `, `{[Var${page * fieldsPerPage + field}|upper]}`, ' as agreed.');
    body += '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';
  }
  return buildDocx(body);
}

/** A fillable PDF form with one text field of each name, on one page (or more, twenty to a page). */
export async function pdfForm(fieldNames: readonly string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const form = doc.getForm();
  let page = doc.addPage([612, 792]);
  fieldNames.forEach((name, index) => {
    if (index > 0 && index % 20 === 0) page = doc.addPage([612, 792]);
    const field = form.createTextField(name);
    field.addToPage(page, { x: 50, y: 740 - (index % 20) * 35, width: 300, height: 24 });
  });
  return doc.save();
}

/** A PDF with text and no form. */
export async function pdfWithoutForm(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]).drawText('A letter, not a form.', { x: 50, y: 700 });
  return doc.save();
}
