import { compileTextTemplate, createScope, type CompiledTextTemplate } from '@app/templating';
import type { RecordValues } from './record.state';

/** Compiled summary templates by source: a model's summary changes rarely, records are many. */
const compiled = new Map<string, CompiledTextTemplate | null>();
const MAX_CACHED = 500;

function compile(source: string): CompiledTextTemplate | null {
  if (compiled.has(source)) return compiled.get(source) ?? null;
  let template: CompiledTextTemplate | null;
  try {
    template = compileTextTemplate(source);
  } catch {
    // A summary the designer let through but that does not compile names records by their key instead.
    template = null;
  }
  if (compiled.size >= MAX_CACHED) compiled.delete(compiled.keys().next().value as string);
  compiled.set(source, template);
  return template;
}

const MAX_NAME = 500;

const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? '' : String(value);

/**
 * A record's name (002 §3 Record `name`): the model's summary text template rendered over its values, unanswered
 * fields left empty; when there is no summary, or it renders to nothing, the key variable's value.
 */
export function summarizeRecord(model: { summary?: unknown; key?: unknown }, values: RecordValues): string {
  const source = typeof model.summary === 'string' ? model.summary.trim() : '';
  if (source) {
    const template = compile(source);
    if (template) {
      const text = template.render(createScope({ ...values }), { placeholders: false }).text.trim();
      if (text) return text.slice(0, MAX_NAME);
    }
  }
  const key = typeof model.key === 'string' ? model.key : '';
  return asText(key ? values[key] : '').slice(0, MAX_NAME);
}
