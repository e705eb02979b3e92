import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseEml, type ParsedMail } from './parse-eml';

export interface OutboxEntry extends ParsedMail {
  file: string;
}

/**
 * Reads every .eml file of an outbox folder, oldest first (file names start with the time sent).
 * Meant for tests and tooling: "the confirmation link sent to ada@acme.test" is
 * `(await readOutbox(dir)).filter((m) => m.to === 'ada@acme.test').at(-1)?.links[0].url`.
 * A missing folder reads as an empty outbox.
 */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => ({ ...parseEml(await readFile(join(dir, file))), file })));
}
