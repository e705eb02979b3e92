/** A file answer as the record holds it (the upload's answer: app-runs contract, file answers). */
interface FileAnswer {
  name: string;
  sha256: string;
}

const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileAnswer).name === 'string' &&
  typeof (value as FileAnswer).sha256 === 'string';

/**
 * A record's value as the detail panel lists it: a file answer by its file's name (its hash and type say nothing
 * to a reader; the file is under ATTACHMENTS), a list of them by their names, other objects as JSON.
 */
export function valueText(value: unknown): string {
  if (isFileAnswer(value)) return value.name;
  if (Array.isArray(value) && value.length > 0 && value.every(isFileAnswer)) {
    return value.map((file) => file.name).join(', ');
  }
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}
