const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];
const ORDINAL_WORDS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** English words for the integer part of `n`: 123 → "one hundred twenty-three". */
export function cardinalWords(n: number): string {
  const whole = Math.trunc(n);
  if (whole === 0) return 'zero';
  if (whole < 0) return `minus ${cardinalWords(-whole)}`;
  if (whole >= 1e18) return String(whole);
  const groups: string[] = [];
  let rest = whole;
  for (let scale = 0; rest > 0; scale++) {
    const chunk = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (chunk) groups.unshift(SCALES[scale] ? `${hundreds(chunk)} ${SCALES[scale]}` : hundreds(chunk));
  }
  return groups.join(' ');
}

function hundreds(n: number): string {
  const words: string[] = [];
  if (n >= 100) words.push(`${SMALL[Math.floor(n / 100)]} hundred`);
  const rest = n % 100;
  if (rest >= 20) words.push(TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${SMALL[rest % 10]}` : ''));
  else if (rest > 0) words.push(SMALL[rest]);
  return words.join(' ');
}

/** English ordinal words: 23 → "twenty-third", 100 → "one hundredth". */
export function ordinalWords(n: number): string {
  const cardinal = cardinalWords(n);
  const match = /([a-z]+)$/.exec(cardinal);
  if (!match) return cardinal;
  const last = match[1];
  const ordinal = ORDINAL_WORDS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return cardinal.slice(0, match.index) + ordinal;
}

/** "st", "nd", "rd" or "th", with 11th–13th as exceptions. */
export function ordinalSuffix(n: number): string {
  const whole = Math.abs(Math.trunc(n));
  if (Math.floor((whole % 100) / 10) === 1) return 'th';
  return ['th', 'st', 'nd', 'rd'][whole % 10] ?? 'th';
}

/** Spreadsheet-column letters: 1 → "a", 26 → "z", 27 → "aa". */
export function letterNumber(n: number, upper: boolean): string {
  let rest = Math.trunc(n);
  let text = '';
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    text = String.fromCharCode((upper ? 65 : 97) + digit) + text;
    rest = Math.floor((rest - 1) / 26);
  }
  return text;
}

const ROMAN: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

/** Roman numerals for 1–3999; other numbers as digits. */
export function romanNumber(n: number, upper: boolean): string {
  let rest = Math.trunc(n);
  if (rest < 1 || rest > 3999) return String(rest);
  let text = '';
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      text += letters;
      rest -= value;
    }
  }
  return upper ? text.toUpperCase() : text;
}

/** "one dollar", "two dollars": the singular of a plural unit when the amount is one. */
function unit(amount: number, plural: string): string {
  return amount === 1 && /[^s]s$/i.test(plural) ? plural.slice(0, -1) : plural;
}

/**
 * Money in words, rounded to the cent: 12.3456 → "twelve dollars and thirty-five cents";
 * 12 → "twelve dollars"; 0.5 → "zero dollars and fifty cents".
 */
export function currencyWords(n: number, units: string, subunits: string): string {
  const cents = Math.round(Math.abs(n) * 100);
  const whole = Math.floor(cents / 100);
  const part = cents % 100;
  const sign = n < 0 && cents > 0 ? 'minus ' : '';
  const main = `${sign}${cardinalWords(whole)} ${unit(whole, units)}`;
  return part === 0 ? main : `${main} and ${cardinalWords(part)} ${unit(part, subunits)}`;
}

/**
 * A number with its decimals read digit by digit: 12.34 → "twelve point three four". With `places`,
 * rounded (half away from zero) to that many decimals first, trailing zeros kept: (2.5, 2) →
 * "two point five zero".
 */
export function decimalWords(n: number, places?: number): string {
  const digits = places === undefined ? plainDigits(Math.abs(n)) : roundedDigits(Math.abs(n), places);
  const [whole, fraction = ''] = digits.split('.');
  const sign = n < 0 && /[1-9]/.test(digits) ? 'minus ' : '';
  const words = sign + cardinalWords(Number(whole));
  if (fraction === '') return words;
  return `${words} point ${Array.from(fraction, (d) => SMALL[Number(d)]).join(' ')}`;
}

/** The shortest decimal digits that read back as `n`, never in exponent form. */
function plainDigits(n: number): string {
  const text = String(n);
  if (!text.includes('e')) return text;
  return n >= 1 ? BigInt(Math.round(n)).toString() : n.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

function roundedDigits(n: number, places: number): string {
  if (String(n).includes('e')) return n.toFixed(places);
  const rounded = Number(`${Math.round(Number(`${n}e${places}`))}e-${places}`);
  return rounded.toFixed(places);
}
