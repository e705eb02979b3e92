import { ordinalSuffix } from './number-words';

interface NumberPattern {
  prefix: string;
  suffix: string;
  decimals: number;
  optionalDecimals: number;
  /** `[.]` as in "0,0[.]00": the decimals show only when they are not all zero. */
  optionalPoint: boolean;
  thousands: boolean;
  /** Digits the whole part has at least, zero-padded: 3 for "000" (5 → 005), 1 for "0,0". */
  minIntegerDigits: number;
  /** "a" after the digits: k, m, b, t for thousands… (`unit` forces one: "0.0am"); `space` for "0 a". */
  abbreviation?: { space: boolean; unit?: Unit };
  percent: boolean;
  ordinal: boolean;
  parentheses: boolean;
  plus: boolean;
}

const CORE = /0[0,]*(?:(?:\.|\[\.\])0*)?(?:\[\.?0*\])?/;
/** numeral's abbreviation right after the digits; "0 apples" is text, not an abbreviation. */
const ABBREVIATION = /^( ?)a([kmbt]?)(?![A-Za-z])/;
type Unit = 'k' | 'm' | 'b' | 't';
const UNITS: Unit[] = ['k', 'm', 'b', 't'];
/** Digits a pattern may ask for after the point; toFixed takes up to 100, a double holds about 17. */
const MAX_DECIMALS = 20;
const patternCache = new Map<string, NumberPattern>();

/**
 * Formats like numeral.js: "0,0.00" → 1,234.50; "$0,0" → $1,235; "0.0%" → 12.5%; "0o" → 3rd;
 * "(0,0)" for negatives in parentheses; "000" → 005; "0.0a" → 1.2k.
 */
export function formatNumber(value: number, pattern: string): string {
  const p = parsePattern(pattern);
  let n = p.percent ? value * 100 : value;
  const negative = n < 0;
  n = Math.abs(n);
  let unit: Unit | undefined;
  if (p.abbreviation) {
    // As numeral: the unit the number reaches (or the one asked for); rounding up to 1000 of a unit
    // moves to the next (999,999 with "0a" is 1m, not 1000k).
    unit = p.abbreviation.unit ?? UNITS.filter((_, i) => n >= 1000 ** (i + 1)).pop();
    if (unit) n /= 1000 ** (UNITS.indexOf(unit) + 1);
    if (unit && unit !== 't' && !p.abbreviation.unit && Number(toFixed(n, p.decimals + p.optionalDecimals)) >= 1000) {
      n /= 1000;
      unit = UNITS[UNITS.indexOf(unit) + 1];
    }
  }
  let digits = toFixed(n, p.decimals + p.optionalDecimals);
  if (p.optionalDecimals) digits = trimOptional(digits, p.decimals);
  if (p.optionalPoint && /^\d+\.0+$/.test(digits)) digits = digits.slice(0, digits.indexOf('.'));
  const [integer, fraction] = digits.split('.');
  let whole = integer.padStart(p.minIntegerDigits, '0');
  if (p.thousands) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const abbreviation = unit ? (p.abbreviation!.space ? ' ' : '') + unit : '';
  let text =
    p.prefix +
    whole +
    (fraction ? `.${fraction}` : '') +
    abbreviation +
    (p.ordinal ? ordinalSuffix(Number(digits)) : '') +
    p.suffix;
  if (negative && Number(digits) !== 0) text = p.parentheses ? `(${text})` : `-${text}`;
  else if (p.plus && Number(digits) !== 0) text = `+${text}`;
  return text;
}

function parsePattern(pattern: string): NumberPattern {
  const cached = patternCache.get(pattern);
  if (cached) return cached;
  let body = pattern;
  const parentheses = body.startsWith('(') && body.endsWith(')');
  if (parentheses) body = body.slice(1, -1);
  const plus = body.startsWith('+');
  if (plus) body = body.slice(1);
  const match = CORE.exec(body);
  const core = match ? match[0] : '0';
  const at = match ? match.index : body.length;
  let suffix = match ? body.slice(at + core.length) : '';
  const abbreviated = ABBREVIATION.exec(suffix);
  if (abbreviated) suffix = suffix.slice(abbreviated[0].length);
  const ordinal = suffix.startsWith('o');
  if (ordinal) suffix = suffix.slice(1);
  const optionalPoint = core.includes('[.]');
  const [integerPart, fractionPart = ''] = core
    .replace('[.]', '.')
    .replace(/\[.*\]$/, '')
    .split('.');
  const optional = /\[\.?(0*)\]$/.exec(core);
  const result: NumberPattern = {
    prefix: body.slice(0, at),
    suffix,
    decimals: fractionPart.length,
    optionalDecimals: optional ? optional[1].length : 0,
    optionalPoint,
    thousands: integerPart.includes(','),
    // numeral counts the zeros before the first comma: "000" pads to three digits, "0,0" to one.
    minIntegerDigits: integerPart.split(',')[0].length,
    abbreviation: abbreviated
      ? { space: abbreviated[1] === ' ', unit: (abbreviated[2] || undefined) as Unit }
      : undefined,
    percent: pattern.includes('%'),
    ordinal,
    parentheses,
    plus,
  };
  if (patternCache.size > 500) patternCache.clear();
  patternCache.set(pattern, result);
  return result;
}

/**
 * Rounds half away from zero at `decimals` places, without binary artefacts (1.005 → 1.01). From
 * 1e21 up JavaScript writes numbers as "1e+21"; those are whole numbers, written out in full.
 */
function toFixed(n: number, decimals: number): string {
  if (decimals > MAX_DECIMALS) return toFixed(n, MAX_DECIMALS) + '0'.repeat(decimals - MAX_DECIMALS);
  if (!Number.isFinite(n)) return String(n);
  if (n >= 1e21) return BigInt(n).toString() + (decimals > 0 ? `.${'0'.repeat(decimals)}` : '');
  if (String(n).includes('e')) return n.toFixed(decimals);
  const rounded = Math.round(Number(`${n}e${decimals}`));
  const shifted = Number(`${rounded}e-${decimals}`);
  return (Number.isFinite(shifted) ? shifted : n).toFixed(decimals);
}

function trimOptional(digits: string, required: number): string {
  const [whole, fraction = ''] = digits.split('.');
  let kept = fraction;
  while (kept.length > required && kept.endsWith('0')) kept = kept.slice(0, -1);
  return kept ? `${whole}.${kept}` : whole;
}
