/**
 * The designer benchmark's template figures (issue 13), over HTTP as the template editor calls the server: upload,
 * then compile, repeated as the editor repeats it (every second while it answers 202), until the fields are listed.
 *
 *   docx_compile_ms   a .docx of 100 pages with 300 fields
 *   pdf_fieldmap_ms   a PDF form with 200 fields
 */
import { longWordTemplate, pdfForm } from '../src/types/testing/template-samples';

const RUNS = 7;
/** 001 §8: the editor's compile poll. */
const POLL_MS = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function templateCompileFigures(
  url: string,
  token: string,
  typeId: string,
): Promise<{ docxCompileMs: number; pdfFieldmapMs: number }> {
  const authorization = `Bearer ${token}`;
  const uploadAndCompile = async (
    bytes: Uint8Array,
    name: string,
    listed: (body: Record<string, unknown>) => number,
  ) => {
    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const uploaded = await fetch(`${url}/demo/upload/${typeId}`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    const { versionId, ext } = (await uploaded.json()) as { versionId: string; ext: string };
    if (uploaded.status !== 201) throw new Error(`upload of ${name}: ${uploaded.status}`);
    for (;;) {
      const response = await fetch(`${url}/demo/upload/${typeId}/compile`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ templateId: 'bench', versionId, ext }),
      });
      const body = (await response.json()) as Record<string, unknown>;
      if (response.status === 202) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        continue;
      }
      if (response.status !== 200) throw new Error(`compile of ${name}: ${response.status} ${String(body.message)}`);
      if (listed(body) === 0) throw new Error(`compile of ${name} listed nothing`);
      return performance.now() - started;
    }
  };
  const docx = longWordTemplate(100, 3);
  const pdf = await pdfForm(Array.from({ length: 200 }, (_, n) => `Field${n}`));
  const docxRuns: number[] = [];
  const pdfRuns: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    docxRuns.push(await uploadAndCompile(docx, 'long.docx', (body) => (body.fields as unknown[]).length));
    pdfRuns.push(await uploadAndCompile(pdf, 'form.pdf', (body) => (body.fieldMap as unknown[]).length));
  }
  return { docxCompileMs: median(docxRuns), pdfFieldmapMs: median(pdfRuns) };
}
