import type PizZip from 'pizzip';
import type { DocxTemplateProblem } from './docx-template-error';
import { decodeXmlText } from './docx-xml-tokens';

const PART = /^word\/[^/]+\.xml$/;
const RUN_TEXT = /<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g;
const MERGE_INSTRUCTION = /<w:instrText[^>]*>([^<]*)<\/w:instrText>|<w:fldSimple\b[^>]*w:instr="([^"]*)"/g;

/** Field syntaxes of other tools that a template may be written in, how to spot one, and what to say. */
const FOREIGN_SYNTAXES: { name: string; found: RegExp; advice: string }[] = [
  {
    name: 'mail-merge fields «Name»',
    found: /«[^»]{1,200}»/,
    advice: 'retype each «Name» as {[Name]}',
  },
  {
    name: 'mustache fields {{Name}}',
    found: /\{\{[^{}]{1,200}\}\}/,
    advice: 'write {[Name]} instead of {{Name}}, {[if X]}…{[endif]} instead of {{#X}}…{{/X}}',
  },
];

/**
 * A template with no `{[…]}` field is either a fixed document or one written for another tool.
 * This names the other tool's fields (Word MERGEFIELDs, «» mail-merge, `{{…}}` mustache), so the
 * author learns why nothing would be filled in, rather than seeing a template of "0 fields".
 */
export function unsupportedFieldsProblem(zip: PizZip): DocxTemplateProblem | undefined {
  for (const file of zip.file(PART)) {
    const xml = file.asText();
    for (const match of xml.matchAll(MERGE_INSTRUCTION)) {
      const instruction = decodeXmlText(match[1] ?? match[2] ?? '').trim();
      if (!/^MERGEFIELD\b/i.test(instruction)) continue;
      const name = /^MERGEFIELD\s+("[^"]*"|\S+)/i.exec(instruction)?.[1]?.replace(/"/g, '') ?? 'Name';
      return {
        message: `Word MERGEFIELD fields are not supported: retype { MERGEFIELD ${name} } as {[${name}]}`,
        field: `{ ${instruction} }`,
        context: instruction,
        file: file.name,
      };
    }
    const text = decodeXmlText(Array.from(xml.matchAll(RUN_TEXT), (m) => m[1]).join(''));
    for (const syntax of FOREIGN_SYNTAXES) {
      const found = syntax.found.exec(text);
      if (!found) continue;
      return {
        message: `This template uses ${syntax.name}, which are not supported: ${syntax.advice}`,
        field: found[0],
        context: text
          .slice(Math.max(0, found.index - 40), found.index + found[0].length + 40)
          .replace(/\s+/g, ' ')
          .trim(),
        file: file.name,
      };
    }
  }
  return undefined;
}
