import { conformToMask, fitSlot, formatRaw, maskPlaceholder, parsePattern, patternProblem } from './mask-pattern';

const mask = (pattern: string, text: string, caret?: number) => conformToMask(text, parsePattern(pattern), caret);

describe('patternProblem (002 §5)', () => {
  it('accepts a pattern with at least one editable character', () => {
    for (const pattern of ['9', 'A', 'X', 'L', 'U', '(999) 999-9999', 'UU-9999', '\\\\9', '9\\\\']) {
      expect(patternProblem(pattern)).toBeNull();
    }
  });

  it('refuses a pattern that is not text', () => {
    for (const pattern of [undefined, null, 9, {}, ['9']]) {
      expect(patternProblem(pattern)).toBe('Pattern must be a text string.');
    }
  });

  it('refuses a pattern ending in a lone backslash, not one ending in an escaped backslash', () => {
    expect(patternProblem('999\\')).toBe('Pattern ends with an unescaped \\.');
    expect(patternProblem('999\\\\\\')).toBe('Pattern ends with an unescaped \\.');
    expect(patternProblem('999\\\\')).toBeNull();
  });

  it('refuses a pattern without editable characters, naming it', () => {
    expect(patternProblem('---')).toBe('Pattern "---" does not contain any editable characters.');
    expect(patternProblem('')).toBe('Pattern "" does not contain any editable characters.');
    // Escaped slot letters are literals.
    expect(patternProblem('\\9\\A\\X\\L\\U')).toBe(
      'Pattern "\\9\\A\\X\\L\\U" does not contain any editable characters.',
    );
    // Lower-case letters other than the five are literals too.
    expect(patternProblem('a-x')).toBe('Pattern "a-x" does not contain any editable characters.');
  });

  it('checks the backslash before the editable characters', () => {
    expect(patternProblem('--\\')).toBe('Pattern ends with an unescaped \\.');
  });
});

describe('parsePattern', () => {
  it('reads slots, literals and escapes', () => {
    expect(parsePattern('9A\\9-')).toEqual([{ slot: '9' }, { slot: 'A' }, { literal: '9' }, { literal: '-' }]);
    expect(parsePattern('\\\\X')).toEqual([{ literal: '\\' }, { slot: 'X' }]);
  });
});

describe('fitSlot', () => {
  it('9 takes digits only', () => {
    expect(fitSlot('9', '7')).toBe('7');
    expect(fitSlot('9', 'a')).toBeNull();
    expect(fitSlot('9', ' ')).toBeNull();
  });
  it('A takes letters only, as typed, in any alphabet', () => {
    expect(fitSlot('A', 'b')).toBe('b');
    expect(fitSlot('A', 'B')).toBe('B');
    expect(fitSlot('A', 'é')).toBe('é');
    expect(fitSlot('A', '1')).toBeNull();
    expect(fitSlot('A', '-')).toBeNull();
  });
  it('X takes letters and digits', () => {
    expect(fitSlot('X', 'q')).toBe('q');
    expect(fitSlot('X', '4')).toBe('4');
    expect(fitSlot('X', '_')).toBeNull();
  });
  it('L lower-cases a letter, U upper-cases it; neither takes a digit', () => {
    expect(fitSlot('L', 'Q')).toBe('q');
    expect(fitSlot('U', 'q')).toBe('Q');
    expect(fitSlot('L', '1')).toBeNull();
    expect(fitSlot('U', '1')).toBeNull();
  });
});

describe('conformToMask: formatting as the person types', () => {
  const phone = '(999) 999-9999';

  it('writes the literals before a filled slot, never after the last one', () => {
    expect(mask(phone, '5').formatted).toBe('(5');
    expect(mask(phone, '(555').formatted).toBe('(555');
    expect(mask(phone, '(5551').formatted).toBe('(555) 1');
    expect(mask(phone, '(555) 123-4567')).toEqual({
      formatted: '(555) 123-4567',
      raw: '5551234567',
      complete: true,
      caret: 14,
    });
  });

  it('keeps literals the person typed, so Backspace over a separator sticks', () => {
    expect(mask(phone, '(555) ').formatted).toBe('(555) ');
    expect(mask(phone, '(555)').formatted).toBe('(555)');
    expect(mask(phone, '(555').formatted).toBe('(555');
  });

  it('formats pasted text written another way, dropping what does not fit', () => {
    expect(mask(phone, '555-123-4567').formatted).toBe('(555) 123-4567');
    expect(mask(phone, '555.123.4567 ext 9').formatted).toBe('(555) 123-4567');
    expect(mask(phone, 'call 5551234567').raw).toBe('5551234567');
  });

  it('drops characters a slot refuses and what goes beyond the pattern', () => {
    expect(mask('99-99', '1a2b').formatted).toBe('12');
    expect(mask('99-99', '123456').formatted).toBe('12-34');
    expect(mask('99-99', '12').complete).toBe(false);
  });

  it('changes the case for L and U, keeps it for A and X', () => {
    expect(mask('UU-LL', 'abCD').formatted).toBe('AB-cd');
    expect(mask('AA-XX', 'aBc1').formatted).toBe('aB-c1');
  });

  it('treats escaped slot letters as literals', () => {
    expect(mask('\\A-999', '12').formatted).toBe('A-12');
    expect(mask('\\A-999', 'A-12').formatted).toBe('A-12');
    expect(mask('\\A-999', '12').raw).toBe('12');
    expect(mask('99\\\\99', '1234').formatted).toBe('12\\34');
  });

  it('moves the caret past the literals it wrote, and keeps it in place for an edit in the middle', () => {
    // Typed the fourth digit at the end: "(555" + "1" → "(555) 1", caret after the 1.
    expect(mask(phone, '(5551', 5).caret).toBe(7);
    // A digit typed in the middle: "(55|5) 123" + "9" → "(559) 512-3", caret after the 9.
    expect(mask(phone, '(5595) 123', 4)).toMatchObject({ formatted: '(559) 512-3', caret: 4 });
    // A digit removed in the middle: everything after it moves left; the caret stays.
    expect(mask(phone, '(55) 123', 3)).toMatchObject({ formatted: '(551) 23', caret: 3 });
    expect(mask(phone, '(555) 123', 0).caret).toBe(0);
  });
});

describe('formatRaw and maskPlaceholder', () => {
  it('shows a stored raw value through the pattern, even digits equal to a literal', () => {
    expect(formatRaw('5551234567', parsePattern('(999) 999-9999'))).toBe('(555) 123-4567');
    expect(formatRaw('123', parsePattern('+1 999'))).toBe('+1 123');
    expect(formatRaw('ab', parsePattern('UU'))).toBe('AB');
  });
  it('shows slots as underscores', () => {
    expect(maskPlaceholder(parsePattern('(999) 999-9999'))).toBe('(___) ___-____');
  });
});
