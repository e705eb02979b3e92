import { compileTextTemplate, TemplateCompileError, type Scope } from '@app/templating';
import { TemplateFailure } from './template-failure';

/** Characters no file system or zip entry takes in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;
const MAX_NAME = 200;

/** The extension a name ends with (lower case, without the dot), or '' when it has none. */
export const extensionOf = (name: string): string => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1].toLowerCase() ?? '';

/**
 * A document's file name: the template's ASSEMBLED FILE NAME (001 §3 Template `output`, a text template such as
 * `Letter to {[Client.Name]}`) rendered on the record (unanswered fields left out), made safe for a file system and a zip, or the template's name
 * when that is empty. `ext` is the extension the file must end with (a Word or PDF file) and is added when the name
 * lacks it; without one, a name keeps its own extension and gets `fallbackExt` when it has none.
 */
export function outputName(
  template: { name: string; output?: unknown },
  scope: Scope,
  ext: { required?: string; fallback: string },
): string {
  const source = typeof template.output === 'string' ? template.output : '';
  let name = '';
  if (source.trim() !== '') {
    try {
      name = compileTextTemplate(source).render(scope, { placeholders: false }).text;
    } catch (error) {
      if (!(error instanceof TemplateCompileError)) throw error;
      throw new TemplateFailure(template.name, `The assembled file name cannot be compiled: ${error.message}.`);
    }
  }
  name = name.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (name === '') name = template.name;
  const wanted = ext.required ?? (extensionOf(name) === '' ? ext.fallback : '');
  if (wanted !== '' && extensionOf(name) !== wanted) name = `${name}.${wanted}`;
  if (name.length > MAX_NAME) {
    const own = extensionOf(name);
    name = own === '' ? name.slice(0, MAX_NAME) : `${name.slice(0, MAX_NAME - own.length - 1)}.${own}`;
  }
  return name;
}
