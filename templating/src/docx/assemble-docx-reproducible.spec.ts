import { createScope } from '../expression';
import { assembleDocx } from './assemble-docx';
import { buildDocx, paragraph } from './docx-test-package';

/** Assembles the same template and values at two different moments of the clock. */
function assembleAtTwoMoments(options: { fileDate?: Date }): [Buffer, Buffer] {
  const template = buildDocx(paragraph('Dear {[Name]},'));
  jest.useFakeTimers({ now: new Date('2026-01-05T10:00:00Z') });
  try {
    const first = Buffer.from(assembleDocx(template, createScope({ Name: 'Ann' }), options));
    jest.setSystemTime(new Date('2026-03-09T17:45:12Z'));
    const second = Buffer.from(assembleDocx(template, createScope({ Name: 'Ann' }), options));
    return [first, second];
  } finally {
    jest.useRealTimers();
  }
}

describe('assembleDocx: reproducible bytes (app runs re-assemble old runs)', () => {
  it('stamps the rewritten parts with the time of assembly when no fileDate is given', () => {
    const [first, second] = assembleAtTwoMoments({});
    expect(first.equals(second)).toBe(false);
  });

  it('gives the same bytes at any moment with a fileDate', () => {
    const [first, second] = assembleAtTwoMoments({ fileDate: new Date('2025-12-24T08:30:00Z') });
    expect(first.equals(second)).toBe(true);
  });
});
