import { http } from '../../../lib/http/http';
import { HttpError } from '../../../lib/http/http-error';
import { COMPILE_POLL_MS, compileOutcome, type TemplateProblem } from '../model/template-compile';
import type { CompiledTemplate } from '../model/template-files';
import type { PdfFieldMapEntry } from '../model/template-pdf-fields';

export interface CompileRequest {
  templateId: string;
  versionId: string;
  ext: 'docx' | 'pdf';
  /** A PDF's current map, pending expressions included: the server merges the new fields into it. */
  fieldMap?: readonly PdfFieldMapEntry[];
}

/** A template the server could not compile (422): its message and, for a .docx, each field and its context. */
export class TemplateCompileError extends Error {
  override readonly name = 'TemplateCompileError';
  constructor(
    readonly status: number,
    message: string,
    readonly problems: TemplateProblem[],
  ) {
    super(message);
  }
}

const pathOf = (typeId: string) => `/upload/${encodeURIComponent(typeId)}/compile`;

/** One compile call: its status tells 202 (still compiling) from 200, so it is read here rather than by `request`. */
async function post(tenancy: string, typeId: string, body: CompileRequest, signal?: AbortSignal) {
  const call = async () => {
    const target = http.target(pathOf(typeId), { workspace: tenancy });
    try {
      return await fetch(target.url, {
        method: 'POST',
        credentials: 'include',
        signal,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          ...(target.authorization ? { Authorization: target.authorization } : {}),
        },
        body: JSON.stringify(body),
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new HttpError(0, target.url, 'The template could not be compiled: the server did not answer.');
    }
  };
  let response = await call();
  if (response.status === 401 && (await http.renew(tenancy))) response = await call();
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    // Not JSON: compileOutcome says the status instead.
  }
  return compileOutcome(response.status, parsed);
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The compile was cancelled.', 'AbortError'));
      },
      { once: true },
    );
  });

/**
 * POST /{tenancy}/upload/{typeId}/compile (001 §4, §7): compiles an uploaded template, asking again every second
 * (001 §9) while the server answers 202. Answers the compiled template (the file, and a .docx's fields and
 * variables or a PDF's merged field map); a file that cannot be compiled throws a TemplateCompileError.
 */
export async function compileTemplate(
  tenancy: string,
  typeId: string,
  request: CompileRequest,
  { signal, pollMs = COMPILE_POLL_MS }: { signal?: AbortSignal; pollMs?: number } = {},
): Promise<CompiledTemplate> {
  for (;;) {
    const outcome = await post(tenancy, typeId, request, signal);
    if (outcome.kind === 'compiled') return outcome.result;
    if (outcome.kind === 'failed') throw new TemplateCompileError(outcome.status, outcome.message, outcome.problems);
    await pause(pollMs, signal);
  }
}
