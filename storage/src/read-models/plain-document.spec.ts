import { ObjectId } from 'mongodb';
import { toPlainJson } from './plain-document';

class Point {
  constructor(
    readonly x: number,
    readonly y?: number,
  ) {}
}

describe('toPlainJson', () => {
  it('gives back exactly what a JSON round trip gives back', () => {
    const values: unknown[] = [
      { a: undefined, b: null, c: Number.NaN, d: Number.POSITIVE_INFINITY, e: -0, f: () => 1, g: Symbol('s') },
      [undefined, () => 1, Symbol('s'), Number.NaN, new Date(86_400_000)],
      { when: new Date('2024-02-29T12:00:00.000Z'), nested: { deeper: [{ at: new Date(0), skip: undefined }] } },
      { point: new Point(1), boxed: [new Number(3), new String('s'), new Boolean(false)] },
      { id: new ObjectId('65f0c0ffee0000000000abcd'), buffer: Buffer.from('hi'), map: new Map([[1, 2]]) },
      { custom: { toJSON: () => ({ replaced: true, gone: undefined }) } },
      'text',
      12.5,
      null,
    ];
    for (const value of values) expect(toPlainJson(value)).toStrictEqual(JSON.parse(JSON.stringify(value)));
    expect(Object.is((toPlainJson({ zero: -0 }) as { zero: number }).zero, 0)).toBe(true);
  });

  it('refuses what JSON cannot hold: a BigInt or a circular reference', () => {
    expect(() => toPlainJson({ n: 10n })).toThrow(/BigInt/);
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    expect(() => toPlainJson(loop)).toThrow(/circular/);
    // The same object twice is not a cycle.
    const shared = { x: 1 };
    expect(toPlainJson({ one: shared, two: [shared] })).toEqual({ one: { x: 1 }, two: [{ x: 1 }] });
  });
});
