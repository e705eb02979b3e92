import type { DocxAssembly } from './docx-evaluation';
import type { OpenedTemplate } from './opened-template';

/** The members of docxtemplater (3.x) and its compiled parts that one render leaves set. */
interface RenderState {
  rendered: boolean;
  errors: unknown[];
  scopeManagers: Record<string, unknown>;
  fileType?: string;
  compiled: Record<string, { allErrors: unknown[] }>;
}

/**
 * Whether an opened template can be rendered again. docxtemplater renders a compiled template
 * without changing it, with one exception in its loop module: the row ids (`a16:rowId`) and frame
 * heights (`p:xfrm`) of PowerPoint tables, which it edits in place. Those tags are lexed for
 * PowerPoint only, so a Word document's compiled parts stay as compiled.
 */
export function canRenderAgain(opened: OpenedTemplate): boolean {
  return (opened.doc as unknown as RenderState).fileType === 'docx';
}

/**
 * Fills an opened template for one assembly, in its zip. docxtemplater refuses a second render of
 * an instance and keeps per-render state (scope managers, errors); that state is cleared first, so
 * a template compiled once renders as freshly as a new one. The render writes every templated part
 * (and the content types and relations) back into the zip, so what a previous render left there is
 * replaced, never read: generate the package before the next render. Throws what docxtemplater throws.
 */
export function renderOpenedTemplate(opened: OpenedTemplate, assembly: DocxAssembly): void {
  const state = opened.doc as unknown as RenderState;
  state.rendered = false;
  state.errors = [];
  state.scopeManagers = {};
  for (const file of Object.values(state.compiled)) file.allErrors = [];
  opened.fields.assembleWith(assembly, () => opened.doc.render({}));
}
