import type { ElementState } from '../../types';

/** A file question's answer, as the upload answers it and the record saves it (contract §4 of the brief). */
export interface FileAnswer {
  name: string;
  size: number;
  sha256: string;
  contentType: string;
}

export const isFileAnswer = (value: unknown): value is FileAnswer => {
  const answer = value as Partial<FileAnswer> | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof answer.name === 'string' &&
    typeof answer.size === 'number' &&
    typeof answer.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(answer.sha256)
  );
};

/** The names of the model's file variables (the record's own questions; files inside objects are not attachments yet). */
export const fileVariablesOf = (model: ElementState): string[] =>
  model.members.variable.filter((member) => member.type === 'file').map((member) => member.name);

/**
 * The record's attachments (002 §3 `attachments`): its file answers, in the order of the model's file variables,
 * each item of a list in turn. A value that is no stored file (an old import's bare name) has no bytes to offer.
 */
export function attachmentsOf(
  fileVariables: readonly string[],
  values: Readonly<Record<string, unknown>>,
): FileAnswer[] {
  return fileVariables.flatMap((name) => {
    const value = values[name];
    return (Array.isArray(value) ? value : [value]).filter(isFileAnswer);
  });
}
