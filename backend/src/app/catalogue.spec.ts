import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_EVENTS } from './catalogue';

/** docs/events.md is the event catalogue auditors and integrators read: it must name every event. */
describe('the event catalogue in docs/events.md', () => {
  const doc = readFileSync(join(__dirname, '../../../docs/events.md'), 'utf8');
  const catalogue = doc.slice(doc.indexOf('## Catalogue'));
  const documented = new Set([...catalogue.matchAll(/^\| `([A-Za-z]+)` \|/gm)].map((match) => match[1]));

  it('lists every event the application writes', () => {
    const missing = ALL_EVENTS.map((event) => event.type).filter((type) => !documented.has(type));
    expect(missing).toEqual([]);
  });

  it('lists no event that does not exist', () => {
    const known = new Set(ALL_EVENTS.map((event) => event.type));
    expect([...documented].filter((type) => !known.has(type))).toEqual([]);
  });
});
