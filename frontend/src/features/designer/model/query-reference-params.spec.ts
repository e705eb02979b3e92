import type { QueryParameter } from './query-definition';
import { MISSING_ARGUMENT, parameterRows, referenceFromRows, requiredUnfilled } from './query-reference-params';
import { formatQueryReference, parseQueryReference, REFERENCE_ERROR } from './variable-references';

const declared: QueryParameter[] = [
  { name: 'since', type: 'date', isList: false, required: false },
  { name: 'client', type: 'text', isList: false, required: true },
  { name: 'court', type: 'text', isList: false, required: true },
];
const reference = (text: string) => parseQueryReference(text)!;

describe("the Options dialog's rows of a query reference (001 §5)", () => {
  it("lists the query's required parameters (its arguments, in order), then optional ones, then the reference's own", () => {
    expect(parameterRows(reference('Cases(Client.name, "High", {since: today, extra: 1})|map:x'), declared)).toEqual([
      { name: 'client', expression: 'Client.name', required: true, declared: true },
      { name: 'court', expression: '"High"', required: true, declared: true },
      { name: 'since', expression: 'today', required: false, declared: true },
      { name: 'extra', expression: '1', required: false, declared: false },
    ]);
  });

  it('shows a required argument written as the error token as unfilled', () => {
    const rows = parameterRows(reference(`Cases(${MISSING_ARGUMENT}, x)`), declared);
    expect(rows[0]).toMatchObject({ name: 'client', expression: '' });
    expect(requiredUnfilled(rows[0])).toBe(true);
    expect(requiredUnfilled(rows[1])).toBe(false);
  });

  it('keeps the old behaviour for a query without declared parameters', () => {
    expect(parameterRows(reference('Cases({a: 1})'), [])).toEqual([
      { name: 'a', expression: '1', required: false, declared: false },
    ]);
  });
});

describe('the reference the rows make on Ok', () => {
  it('writes required arguments in order, drops empty optional parameters and keeps what follows the call', () => {
    const original = reference('Cases()|map:x');
    const rows = parameterRows(original, declared).map((row) =>
      row.name === 'client'
        ? { ...row, expression: 'Client.name' }
        : row.name === 'court'
          ? { ...row, expression: '"High"' }
          : row,
    );
    expect(formatQueryReference(referenceFromRows(original, rows, declared))).toBe('Cases(Client.name, "High")|map:x');
  });

  it('gives an unfilled required parameter the error token', () => {
    const original = reference('Cases()');
    const rows = parameterRows(original, declared).map((row) =>
      row.name === 'since' ? { ...row, expression: 'today' } : row,
    );
    expect(formatQueryReference(referenceFromRows(original, rows, declared))).toBe(
      `Cases(${REFERENCE_ERROR}, ${REFERENCE_ERROR}, {since: today})`,
    );
  });

  it('keeps arguments beyond the declared ones', () => {
    const original = reference('Cases(a, b, c)');
    const rows = parameterRows(original, declared);
    expect(referenceFromRows(original, rows, declared).args).toEqual(['a', 'b', 'c']);
  });
});
