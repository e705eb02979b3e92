import { PDFDocument } from 'pdf-lib';
import { fillPdf } from './fill-pdf';

/** Read as it is: by default pdf-lib dates a document it loads with the current time. */
const READ = { updateMetadata: false };

async function form(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date('2020-02-02T00:00:00Z'));
  doc.setModificationDate(new Date('2020-02-02T00:00:00Z'));
  doc
    .getForm()
    .createTextField('Name')
    .addToPage(doc.addPage([300, 200]), { x: 10, y: 10, width: 200, height: 24 });
  return doc.save();
}

describe('fillPdf: the filled document’s dates (app runs re-assemble old runs byte for byte)', () => {
  it('keeps the template’s dates unless a documentDate is given', async () => {
    const filled = await PDFDocument.load((await fillPdf(await form(), { Name: 'Ann' })).bytes, READ);
    expect(filled.getModificationDate()).toEqual(new Date('2020-02-02T00:00:00Z'));
  });

  it('dates the document with documentDate, and gives the same bytes at any moment', async () => {
    const documentDate = new Date('2026-05-01T09:15:00Z');
    const template = await form();
    const first = await fillPdf(template, { Name: 'Ann' }, { documentDate, flatten: true });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await fillPdf(template, { Name: 'Ann' }, { documentDate, flatten: true });
    expect(Buffer.from(first.bytes).equals(Buffer.from(second.bytes))).toBe(true);
    const filled = await PDFDocument.load(first.bytes, READ);
    expect([filled.getCreationDate(), filled.getModificationDate()]).toEqual([documentDate, documentDate]);
  });
});
