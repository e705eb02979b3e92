import {
  PDFButton,
  PDFCheckBox,
  PDFDocument,
  PDFDropdown,
  PDFField,
  PDFForm,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOptionList,
  PDFRadioGroup,
  PDFSignature,
  PDFString,
  PDFTextField,
} from 'pdf-lib';
import type { PdfFieldType, PdfInput, PdfJustification } from './pdf-field.types';

/** A PDF that cannot be read as a form (not a PDF, encrypted, damaged). */
export class PdfFormError extends Error {
  override readonly name = 'PdfFormError';
}

export async function loadPdfForm(input: PdfInput): Promise<{ doc: PDFDocument; form: PDFForm }> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(input, { updateMetadata: false });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const why = /encrypt/i.test(reason) ? 'the PDF is encrypted' : 'the file is not a readable PDF';
    throw new PdfFormError(`Cannot read the PDF form: ${why} (${reason.split('\n')[0]})`);
  }
  return { doc, form: doc.getForm() };
}

export interface NamedField {
  name: string;
  field: PDFField;
}

/**
 * The form's terminal fields with the names callers use: distinct fields that share a fully
 * qualified name (it happens in merged or hand-made PDFs) get `[0]`, `[1]`… so each can be addressed.
 */
export function namedFields(form: PDFForm): NamedField[] {
  const fields = form.getFields();
  const counts = new Map<string, number>();
  for (const field of fields) counts.set(field.getName(), (counts.get(field.getName()) ?? 0) + 1);
  const seen = new Map<string, number>();
  return fields.map((field) => {
    const base = field.getName();
    if ((counts.get(base) ?? 0) < 2) return { name: base, field };
    const index = seen.get(base) ?? 0;
    seen.set(base, index + 1);
    return { name: `${base}[${index}]`, field };
  });
}

export function fieldType(field: PDFField): PdfFieldType {
  if (field instanceof PDFTextField) return 'text';
  if (field instanceof PDFCheckBox) return 'checkbox';
  if (field instanceof PDFRadioGroup) return 'radio';
  if (field instanceof PDFDropdown) return 'dropdown';
  if (field instanceof PDFOptionList) return 'optionlist';
  if (field instanceof PDFSignature) return 'signature';
  if (field instanceof PDFButton) return 'button';
  throw new PdfFormError(`Field "${field.getName()}" has a type this reader does not know`);
}

export function fieldOptions(field: PDFField): string[] {
  if (field instanceof PDFRadioGroup || field instanceof PDFDropdown || field instanceof PDFOptionList) {
    return field.getOptions();
  }
  if (field instanceof PDFCheckBox) {
    const on = field.acroField.getOnValue();
    return on ? [on.decodeText()] : [];
  }
  return [];
}

export function alternateName(field: PDFField): string | undefined {
  const tu = field.acroField.dict.lookup(PDFName.of('TU'));
  return tu instanceof PDFString || tu instanceof PDFHexString ? tu.decodeText() : undefined;
}

const QUADDING: PdfJustification[] = ['left', 'center', 'right'];

/** /Q is inheritable from parent fields and defaults, form-wide, to the AcroForm's own /Q. */
export function justification(field: PDFField, form: PDFForm): PdfJustification {
  const own = field.acroField.getInheritableAttribute(PDFName.of('Q'));
  const q = own ?? form.acroForm.dict.lookup(PDFName.of('Q'));
  return q instanceof PDFNumber ? (QUADDING[q.asNumber()] ?? 'left') : 'left';
}
