import { z } from 'zod';
import { notPlainJson } from './plain-json-schema';
import { defineEvent } from './define-event';
import { EventRegistry } from './event-registry';

describe('notPlainJson', () => {
  it('passes JSON shapes, refinements, defaults and recursive schemas', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const schema = z.object({
      id: z.string().uuid(),
      count: z.number().int().min(0).default(0),
      tags: z.array(z.string()).optional(),
      kind: z.enum(['a', 'b']),
      value: z.union([z.string(), z.number(), z.null()]),
      map: z.record(z.string(), z.boolean()),
      pair: z.tuple([z.string(), z.number()]),
      tree: node,
      checked: z.string().refine((text) => text.length < 10),
    });
    expect(notPlainJson(schema)).toBeUndefined();
  });

  it('names the place of a transform, a coercion or a date, however deep', () => {
    expect(notPlainJson(z.object({ a: z.object({ b: z.string().transform((s) => s.trim()) }) }))).toBe(
      '(root).a.b is a pipe',
    );
    expect(notPlainJson(z.object({ n: z.array(z.coerce.number()) }))).toBe('(root).n[] coerces its input');
    expect(notPlainJson(z.object({ at: z.date().optional() }))).toBe('(root).at is a date');
    expect(notPlainJson(z.union([z.string(), z.object({ x: z.bigint() })]))).toBe('(root)|1.x is a bigint');
  });
});

describe('EventRegistry', () => {
  it('refuses at registration an event whose schema is not a plain JSON shape', () => {
    const dated = defineEvent({ type: 'ThingDated', schema: z.object({ at: z.date() }) });
    expect(() => new EventRegistry([dated])).toThrow(
      'Event type ThingDated: its schema must be a plain JSON shape, but (root).at is a date',
    );
  });
});
