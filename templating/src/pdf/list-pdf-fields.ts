import { decodePdfFieldFlags } from './pdf-field-flags';
import type { PdfFieldInfo, PdfInput } from './pdf-field.types';
import { alternateName, fieldOptions, fieldType, justification, loadPdfForm, namedFields } from './load-pdf-form';

/** The AcroForm fields of a PDF, in document order. A PDF without a form has none. */
export async function listPdfFields(input: PdfInput): Promise<PdfFieldInfo[]> {
  const { form } = await loadPdfForm(input);
  return namedFields(form).map(({ name, field }) => {
    const flags = field.acroField.getFlags();
    const info: PdfFieldInfo = {
      name,
      type: fieldType(field),
      options: fieldOptions(field),
      flags,
      flagNames: decodePdfFieldFlags(flags),
      justification: justification(field, form),
      widgetCount: field.acroField.getWidgets().length,
    };
    const alt = alternateName(field);
    if (alt !== undefined) info.alternateName = alt;
    return info;
  });
}
