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
