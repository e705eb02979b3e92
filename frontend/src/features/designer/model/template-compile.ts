/**
 * What POST /upload/{typeId}/compile answers (001 §4, §7): 202 while the server is still compiling (the editor
 * asks again every second), 200 with the compiled template, 422 with what is wrong with the file.
 */
import type { CompiledTemplate } from './template-files';

/** 001 §9: the compile call repeats every 1000 ms while the server answers 202. */
export const COMPILE_POLL_MS = 1000;

/** One thing wrong with an uploaded template: for a .docx, the field and the document text around it. */
export interface TemplateProblem {
  message: string;
  field?: string;
  context?: string;
  file?: string;
}

export type CompileOutcome =
  | { kind: 'compiling' }
  | { kind: 'compiled'; result: CompiledTemplate }
  | { kind: 'failed'; status: number; message: string; problems: TemplateProblem[] };

/** Reads one answer of the compile call. A 2xx other than 202 without a file is a failure, never a success. */
export function compileOutcome(status: number, body: unknown): CompileOutcome {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (status === 202) return { kind: 'compiling' };
  if (status >= 200 && status < 300 && typeof record.filepath === 'string') {
    return { kind: 'compiled', result: record as unknown as CompiledTemplate };
  }
  const message =
    typeof record.message === 'string' && record.message
      ? record.message
      : Array.isArray(record.message)
        ? record.message.map(String).join('\n')
        : status >= 200 && status < 300
          ? 'The server did not answer with a compiled template.'
          : `The template could not be compiled (${status}).`;
  return { kind: 'failed', status, message, problems: problemsOf(record.problems) };
}

function problemsOf(value: unknown): TemplateProblem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((problem): problem is Record<string, unknown> => typeof problem === 'object' && problem !== null)
    .map((problem) => ({
      message: typeof problem.message === 'string' ? problem.message : 'Problem',
      ...(typeof problem.field === 'string' ? { field: problem.field } : {}),
      ...(typeof problem.context === 'string' ? { context: problem.context } : {}),
      ...(typeof problem.file === 'string' ? { file: problem.file } : {}),
    }));
}

/** A problem as one line under the upload: the field first, then what is wrong, then where (the text around it). */
export function problemLine(problem: TemplateProblem): string {
  const parts = [problem.field ? `${problem.field}: ${problem.message}` : problem.message];
  if (problem.context) parts.push(`near "${problem.context}"`);
  return parts.join(' ');
}
