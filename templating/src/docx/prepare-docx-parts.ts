import type PizZip from 'pizzip';
import { blockDepthProblem } from './block-depth';
import { planBlockLayout } from './docx-block-layout';
import { unwrapFieldControls } from './docx-content-controls';
import { scanFields, stripInvisibleInFields } from './docx-field-scan';
import { liftFieldsIntoParagraphs } from './docx-paragraph-split';
import type { DocxTemplateProblem } from './docx-template-error';
import { joinTokens, tokenizeXml } from './docx-xml-tokens';

/** The parts of a package that can hold fields: the document, headers, footers, notes… */
const TEMPLATED_PART = /^word\/[^/]+\.xml$/;

/**
 * Brings one part into the shape docxtemplater assembles without corrupting it: content-control
 * fields become plain `{[…]}` fields, invisible characters inside fields go, and block fields that
 * share a paragraph with other text while their block spans paragraphs get paragraphs of their
 * own. A block that cannot be laid out in well-formed XML, or blocks nested too deeply, are problems
 * reported at compile time.
 */
export function prepareDocxPart(xml: string, file: string): { xml: string; problems: DocxTemplateProblem[] } {
  const read = tokenizeXml(xml);
  const tokens = stripInvisibleInFields(unwrapFieldControls(read));
  const fields = scanFields(tokens);
  // Laying out thousands of nested blocks would take long, and docxtemplater longer: refused first.
  const tooDeep = blockDepthProblem(fields, file);
  if (tooDeep) return { xml, problems: [tooDeep] };
  const plan = planBlockLayout(fields);
  const problems = plan.problems.map(({ message, field }) => ({
    message,
    field: `{[${field.text}]}`,
    context: field.context,
    file,
  }));
  if (plan.lifts.length > 0) return { xml: liftFieldsIntoParagraphs(tokens, plan.lifts), problems };
  return { xml: tokens === read ? xml : joinTokens(tokens), problems };
}

/**
 * The same template is assembled again and again: its prepared parts are kept, by their text, for
 * the last few parts seen (a Map keeps insertion order, so the oldest goes first).
 */
const PREPARED = new Map<string, ReturnType<typeof prepareDocxPart>>();
const PREPARED_KEPT = 32;

function remember(key: string, prepared: ReturnType<typeof prepareDocxPart>): void {
  PREPARED.delete(key);
  PREPARED.set(key, prepared);
  if (PREPARED.size > PREPARED_KEPT) PREPARED.delete(PREPARED.keys().next().value as string);
}

/** Prepares every part of the package that may hold fields, in place; returns the problems found. */
export function prepareDocxParts(zip: PizZip): DocxTemplateProblem[] {
  const problems: DocxTemplateProblem[] = [];
  for (const file of zip.file(TEMPLATED_PART)) {
    const xml = file.asText();
    // A part without a bracket has no field, typed or in a content control.
    if (!xml.includes('[')) continue;
    const key = `${file.name}\n${xml}`;
    const prepared = PREPARED.get(key) ?? prepareDocxPart(xml, file.name);
    remember(key, prepared);
    problems.push(...prepared.problems);
    if (prepared.xml !== xml) zip.file(file.name, prepared.xml);
  }
  return problems;
}
