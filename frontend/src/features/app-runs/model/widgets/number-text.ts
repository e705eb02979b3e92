/**
 * Number answers as people type them and as records store them: "1,234.50" is stored as 1234.5; text that is not
 * a number is kept as typed, so that the field's check on blur can say "Age must be a number" (validateAnswer
 * reads text too) rather than losing what was typed.
 */

/** The number typed, or the text itself when it is not one; empty text is no answer (undefined). */
export function parseNumberText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  // Thousands separators are dropped; a decimal comma alone ("2,5") is not guessed at: it stays text.
  const plain = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plain)) return text;
  const number = Number(plain);
  return Number.isFinite(number) ? number : text;
}

/** How a stored number is shown for editing: no thousands separators, at most `decimals` places when given. */
export function numberText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value : '';
}

/** The step of a spinbox or slider: 1 for whole numbers, 0.01 for two decimal places; 'any' when unknown. */
export function stepOf(decimalPlaces: number | undefined): number | 'any' {
  if (typeof decimalPlaces !== 'number' || !Number.isFinite(decimalPlaces) || decimalPlaces < 0) return 'any';
  return Number((10 ** -Math.floor(decimalPlaces)).toFixed(Math.floor(decimalPlaces)));
}

/**
 * A slider's range: the variable's minimum and maximum, else 0 to 100 around what is set (a slider needs both
 * ends; the text box beside it accepts anything).
 */
export function sliderRange(minimum: number | undefined, maximum: number | undefined): { min: number; max: number } {
  const min = typeof minimum === 'number' && Number.isFinite(minimum) ? minimum : undefined;
  const max = typeof maximum === 'number' && Number.isFinite(maximum) ? maximum : undefined;
  if (min !== undefined && max !== undefined && min <= max) return { min, max };
  if (min !== undefined) return { min, max: min + 100 };
  if (max !== undefined) return { min: Math.min(0, max - 100), max };
  return { min: 0, max: 100 };
}
