import { numberText, parseNumberText, sliderRange, stepOf } from './number-text';

describe('number text', () => {
  it('stores what people type as numbers', () => {
    expect(parseNumberText('42')).toBe(42);
    expect(parseNumberText(' -3.5 ')).toBe(-3.5);
    expect(parseNumberText('1,234.50')).toBe(1234.5);
    expect(parseNumberText('.5')).toBe(0.5);
    expect(parseNumberText('1e3')).toBe(1000);
  });

  it('keeps text that is not a number as typed, for the check on blur to name', () => {
    expect(parseNumberText('twelve')).toBe('twelve');
    expect(parseNumberText('2,5')).toBe('2,5');
    expect(parseNumberText('1,23')).toBe('1,23');
    expect(parseNumberText('12abc')).toBe('12abc');
  });

  it('reads empty text as no answer', () => {
    expect(parseNumberText('')).toBeUndefined();
    expect(parseNumberText('   ')).toBeUndefined();
  });

  it('shows stored answers for editing', () => {
    expect(numberText(1234.5)).toBe('1234.5');
    expect(numberText('abc')).toBe('abc');
    expect(numberText(undefined)).toBe('');
    expect(numberText(Number.NaN)).toBe('');
  });

  it('steps spinboxes and sliders by the decimal places allowed', () => {
    expect(stepOf(0)).toBe(1);
    expect(stepOf(2)).toBe(0.01);
    expect(stepOf(undefined)).toBe('any');
  });

  it('gives a slider both ends', () => {
    expect(sliderRange(18, 65)).toEqual({ min: 18, max: 65 });
    expect(sliderRange(undefined, undefined)).toEqual({ min: 0, max: 100 });
    expect(sliderRange(10, undefined)).toEqual({ min: 10, max: 110 });
    expect(sliderRange(undefined, 20)).toEqual({ min: -80, max: 20 });
  });
});
