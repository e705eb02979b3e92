import { DocxTemplateCache } from './docx-template-cache';
import type { DocxInput } from './docx-input.types';

/** A cache whose values say which call opened them, to tell a hit from a fresh open. */
function counting(maxEntries?: number, maxBytes?: number) {
  const cache = new DocxTemplateCache<string>(maxEntries, maxBytes);
  let opened = 0;
  const open = (bytes: Uint8Array) => `open ${++opened} of ${bytes.length} bytes`;
  return { cache, get: (bytes: DocxInput) => cache.getOrOpen(bytes, open) };
}

const bytesOf = (...values: number[]) => Uint8Array.from(values);

describe('DocxTemplateCache', () => {
  it('opens a template once and hands the same value back for the same bytes, in any buffer', () => {
    const { get } = counting();
    const first = get(bytesOf(1, 2, 3));
    expect(first).toBe('open 1 of 3 bytes');
    expect(get(bytesOf(1, 2, 3))).toBe(first);
    expect(get(bytesOf(1, 2, 3).buffer)).toBe(first);
    expect(get(bytesOf(1, 2, 4))).toBe('open 2 of 3 bytes');
  });

  it('is not fooled by a buffer the caller changes after it was cached', () => {
    const { get } = counting();
    const buffer = bytesOf(1, 2, 3);
    expect(get(buffer)).toBe('open 1 of 3 bytes');
    buffer[0] = 9;
    expect(get(buffer)).toBe('open 2 of 3 bytes');
    expect(get(bytesOf(1, 2, 3))).toBe('open 1 of 3 bytes');
  });

  it('compares whole files: two files alike in size and end but not at the start are two templates', () => {
    const { get } = counting();
    // Longer than the hashed end, so both get the same key.
    const a = new Uint8Array(200 * 1024).fill(7);
    const b = a.slice();
    b[0] = 8;
    expect(get(a)).toBe(`open 1 of ${a.length} bytes`);
    expect(get(b)).toBe(`open 2 of ${a.length} bytes`);
    expect(get(b)).toBe(`open 2 of ${a.length} bytes`);
  });

  it('drops the least recently used template past its number of entries', () => {
    const { cache, get } = counting(2);
    get(bytesOf(1));
    get(bytesOf(2));
    get(bytesOf(1)); // 1 is now the most recently used
    get(bytesOf(3)); // drops 2
    expect(cache.size).toBe(2);
    expect(get(bytesOf(1))).toBe('open 1 of 1 bytes');
    expect(get(bytesOf(2))).toBe('open 4 of 1 bytes');
  });

  it('keeps no more bytes than allowed, and never a file larger than that', () => {
    const { cache, get } = counting(10, 5);
    get(bytesOf(1, 1, 1));
    get(bytesOf(2, 2)); // 5 bytes in all
    expect(cache.size).toBe(2);
    get(bytesOf(3)); // 6 bytes: the oldest goes
    expect(cache.size).toBe(2);
    expect(get(bytesOf(2, 2))).toBe('open 2 of 2 bytes');
    expect(get(bytesOf(1, 1, 1))).toBe('open 4 of 3 bytes');
    get(bytesOf(9, 9, 9, 9, 9, 9));
    expect(get(bytesOf(9, 9, 9, 9, 9, 9))).toBe('open 6 of 6 bytes');
  });

  it('keeps nothing when opening throws or the value is not worth keeping, and forgets on request', () => {
    const cache = new DocxTemplateCache<number>();
    let calls = 0;
    const failing = () => {
      calls += 1;
      throw new Error('not a template');
    };
    expect(() => cache.getOrOpen(bytesOf(1), failing)).toThrow('not a template');
    expect(() => cache.getOrOpen(bytesOf(1), failing)).toThrow('not a template');
    expect(calls).toBe(2);
    expect(
      cache.getOrOpen(
        bytesOf(2),
        () => 1,
        () => false,
      ),
    ).toBe(1);
    expect(cache.getOrOpen(bytesOf(2), () => 2)).toBe(2);
    expect(cache.getOrOpen(bytesOf(2), () => 3)).toBe(2);
    cache.forget(bytesOf(2));
    expect(cache.getOrOpen(bytesOf(2), () => 4)).toBe(4);
    expect(cache.size).toBe(1);
  });
});
