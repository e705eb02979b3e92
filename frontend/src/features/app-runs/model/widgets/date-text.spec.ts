import { datePlaceholder, dateOrderOf, dateText, parseDateText } from './date-text';

const today = new Date(2026, 10, 25);

describe('date text', () => {
  it('knows which way round a locale writes dates', () => {
    expect(dateOrderOf('en-US')).toBe('MDY');
    expect(dateOrderOf('en-GB')).toBe('DMY');
    // The workspace locales 001 §9 supports: as the documents' short dates write them.
    expect(dateOrderOf('en-AU')).toBe('DMY');
    expect(dateOrderOf('en-CA')).toBe('YMD');
  });

  it('stores typed dates as yyyy-mm-dd in the locale’s order', () => {
    expect(parseDateText('31/3/2024', 'DMY', today)).toBe('2024-03-31');
    expect(parseDateText('3/31/2024', 'MDY', today)).toBe('2024-03-31');
    expect(parseDateText('31.03.2024', 'DMY', today)).toBe('2024-03-31');
    expect(parseDateText('2024-3-31', 'MDY', today)).toBe('2024-03-31');
    expect(parseDateText('2024/03/31', 'DMY', today)).toBe('2024-03-31');
  });

  it('reads two-digit years as the nearest sensible century', () => {
    expect(parseDateText('1/2/24', 'DMY', today)).toBe('2024-02-01');
    expect(parseDateText('1/2/61', 'DMY', today)).toBe('1961-02-01');
  });

  it('keeps what is not a real date as typed, for the check on blur', () => {
    expect(parseDateText('31/02/2024', 'DMY', today)).toBe('31/02/2024');
    expect(parseDateText('next tuesday', 'DMY', today)).toBe('next tuesday');
    expect(parseDateText('  ', 'DMY', today)).toBeUndefined();
  });

  it('shows stored dates in the locale’s order', () => {
    expect(dateText('2024-03-31', 'DMY')).toBe('31/03/2024');
    expect(dateText('2024-03-31', 'MDY')).toBe('03/31/2024');
    expect(dateText('2024-03-31', 'YMD')).toBe('2024-03-31');
    expect(dateText('31/02/2024', 'DMY')).toBe('31/02/2024');
    expect(dateText(undefined, 'DMY')).toBe('');
    expect(datePlaceholder('MDY')).toBe('mm/dd/yyyy');
  });
});
