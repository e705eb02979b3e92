import {
  PDFCheckBox,
  PDFDocument,
  PDFDropdown,
  PDFField,
  PDFFont,
  PDFForm,
  PDFOptionList,
  PDFRadioGroup,
  PDFTextField,
  StandardFonts,
} from 'pdf-lib';
import { EvalFailure } from '../expression/eval-context';
import { valueToText } from '../filters/value-text';
import type { PdfInput } from './pdf-field.types';
import { loadPdfForm, namedFields, PdfFormError } from './load-pdf-form';

export interface FillPdfOptions {
  /** Burn the values into the pages and remove the form, so the result can no longer be edited. */
  flatten?: boolean;
  /** Locale dates are written in, as in text and Word templates: en-US (default), en-GB… */
  locale?: string;
  /** Time zone JavaScript dates are read in, as in text and Word templates (the workspace's; UTC by default). */
  timeZone?: string;
  /**
   * The filled document's creation and modification date. Without it the file keeps the template's own dates; an
   * app run passes the time of the record version it assembles, so the document is dated by what it holds and the
   * same inputs still give the same bytes.
   */
  documentDate?: Date;
}

/** How values are written out: the locale and the time zone of the workspace. */
interface Writing {
  locale: string;
  timeZone: string;
}

/** A value that could not be put into a field; the rest of the form is still filled. */
export interface PdfFillProblem {
  field: string;
  message: string;
}

export interface PdfFillResult {
  bytes: Uint8Array;
  problems: PdfFillProblem[];
}

/**
 * Fills a PDF form from values the caller has already evaluated, keyed by the names
 * {@link listPdfFields} gives. Missing values (undefined/null) leave text blank and boxes clear.
 */
export async function fillPdf(
  input: PdfInput,
  values: Record<string, unknown>,
  options: FillPdfOptions = {},
): Promise<PdfFillResult> {
  const { doc, form } = await loadPdfForm(input);
  const byName = new Map(namedFields(form).map(({ name, field }) => [name, field]));
  const problems: PdfFillProblem[] = [];
  // The font pdf-lib draws field appearances with; text it cannot encode would fail the whole save.
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [name, value] of Object.entries(values)) {
    const field = byName.get(name);
    if (!field) {
      problems.push({ field: name, message: 'The PDF has no field with this name' });
      continue;
    }
    const message = setFieldValue(field, value, font, {
      locale: options.locale ?? 'en-US',
      timeZone: options.timeZone ?? 'UTC',
    });
    if (message) problems.push({ field: name, message });
  }
  // Viewers that understand XFA would show its (stale) data instead of the AcroForm values just set.
  form.deleteXFA();
  if (options.documentDate) {
    doc.setCreationDate(options.documentDate);
    doc.setModificationDate(options.documentDate);
  }
  try {
    if (options.flatten) flattenForm(doc, form);
    return { bytes: await doc.save(), problems };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PdfFormError(`Cannot write the filled PDF: ${reason.split('\n')[0]}`);
  }
}

/**
 * pdf-lib's flatten needs an appearance on every widget; unsigned signature fields (and some
 * hand-made widgets) have none, so they get a blank one: flattened, they show nothing, as in a viewer.
 */
function flattenForm(doc: PDFDocument, form: PDFForm): void {
  form.updateFieldAppearances();
  for (const field of form.getFields()) {
    for (const widget of field.acroField.getWidgets()) {
      try {
        widget.getNormalAppearance();
      } catch {
        const { width, height } = widget.getRectangle();
        widget.setNormalAppearance(doc.context.register(doc.context.formXObject([], { BBox: [0, 0, width, height] })));
      }
    }
  }
  form.flatten({ updateFieldAppearances: false });
}

const OFF_TEXTS = new Set(['', 'off', 'false', 'no', '0']);

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

const TOO_LARGE = 'The value is too large to write out';

/**
 * A value as text and Word templates write it (lists with their `punc`, dates in the locale), so
 * a form says what a document would; undefined when it cannot be written (too long, too deep).
 */
function textOf(value: unknown, { locale, timeZone }: Writing): string | undefined {
  try {
    return valueToText(value, locale, undefined, timeZone);
  } catch (error) {
    if (error instanceof EvalFailure) return undefined;
    throw error;
  }
}

/** Returns why the value could not be set, or undefined when it was set. */
function setFieldValue(field: PDFField, value: unknown, font: PDFFont, writing: Writing): string | undefined {
  if (field instanceof PDFTextField) {
    const text = textOf(value, writing);
    return text === undefined ? TOO_LARGE : setText(field, text, font);
  }
  if (field instanceof PDFCheckBox) {
    // The box's own "on" value checks it even when it reads as off ("No", "0"): a form may have a
    // "No" box whose expression gives "No".
    const onValue = field.acroField.getOnValue()?.decodeText();
    const matchesOn = typeof value === 'string' && onValue !== undefined && matchOption([onValue], value) !== undefined;
    const on =
      matchesOn ||
      (typeof value === 'string' ? !OFF_TEXTS.has(value.trim().toLowerCase()) : Boolean(value) && !isMissing(value));
    if (on) field.check();
    else field.uncheck();
    return undefined;
  }
  if (field instanceof PDFRadioGroup) {
    // Options first: "No" and "0" are common export values, and only a value no option has
    // ("Off", "", unanswered) clears the group.
    const text = textOf(value, writing);
    if (text === undefined) return TOO_LARGE;
    const option = matchOption(field.getOptions(), text);
    if (option !== undefined) {
      field.select(option);
      return undefined;
    }
    if (OFF_TEXTS.has(text.trim().toLowerCase())) {
      field.clear();
      return undefined;
    }
    return `"${text}" is not one of the options: ${field.getOptions().join(', ')}`;
  }
  if (field instanceof PDFDropdown || field instanceof PDFOptionList) return setChoice(field, value, writing);
  return 'Buttons and signature fields cannot be filled';
}

function setText(field: PDFTextField, input: string, font: PDFFont): string | undefined {
  const text = encodable(input, font);
  if (text !== input) {
    field.setText(text);
    return 'Characters the form font cannot show were replaced by "?"';
  }
  const max = field.getMaxLength();
  if (max !== undefined && text.length > max) {
    field.setText(text.slice(0, max));
    return `Text cut to the field's maximum of ${max} characters`;
  }
  field.setText(text);
  return undefined;
}

function setChoice(field: PDFDropdown | PDFOptionList, value: unknown, writing: Writing): string | undefined {
  // Choices are matched as given ("No", "0" and even "" may be choices); only values no choice has
  // and that are unanswered (null, empty text) are dropped, so that they clear the field.
  const options = field.getOptions();
  const texts = (Array.isArray(value) ? value : [value]).filter((v) => !isMissing(v)).map((v) => textOf(v, writing));
  if (texts.includes(undefined)) return TOO_LARGE;
  const wanted = (texts as string[]).filter((text) => text !== '' || matchOption(options, text) !== undefined);
  if (wanted.length === 0) {
    field.clear();
    return undefined;
  }
  if (wanted.length > 1 && !field.isMultiselect()) return 'The field accepts only one choice';
  const editable = field instanceof PDFDropdown && field.isEditable();
  const chosen: string[] = [];
  for (const text of wanted) {
    const option = matchOption(options, text);
    if (option === undefined && !editable) return `"${text}" is not one of the options: ${options.join(', ')}`;
    chosen.push(option ?? text);
  }
  field.select(chosen);
  return undefined;
}

function encodable(text: string, font: PDFFont): string {
  try {
    font.widthOfTextAtSize(text, 10);
    return text;
  } catch {
    return Array.from(text, (ch) => {
      if (ch === '\n' || ch === '\r') return ch;
      try {
        font.widthOfTextAtSize(ch, 10);
        return ch;
      } catch {
        return '?';
      }
    }).join('');
  }
}

/** Exact match first, then a case-insensitive one, since authors' data rarely matches the PDF's case. */
function matchOption(options: string[], text: string): string | undefined {
  return options.find((o) => o === text) ?? options.find((o) => o.toLowerCase() === text.toLowerCase());
}
