import { contrastRatio, ensureContrast, hexToHsl, hexToRgb, hslToHex, relativeLuminance, rotateHue } from './colour';

describe('colour maths', () => {
  it('converts hex to HSL and back without drift', () => {
    for (const hex of ['#F26B2F', '#024638', '#CBCBCB', '#FFFFFF', '#000000', '#123456', '#ABCDEF']) {
      expect(hslToHex(hexToHsl(hex))).toBe(hex);
    }
    expect(hexToRgb('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(() => hexToRgb('orange')).toThrow('Not a hex colour: orange');
  });

  it('knows the hue of pure colours and rotates it both ways', () => {
    expect(hexToHsl('#FF0000')).toEqual({ h: 0, s: 100, l: 50 });
    expect(rotateHue('#FF0000', 120)).toBe('#00FF00');
    expect(rotateHue('#FF0000', -120)).toBe('#0000FF');
    expect(rotateHue('#FF0000', 480)).toBe('#00FF00');
  });

  it('computes WCAG luminance and contrast ratios', () => {
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    // WebAIM's checker gives 4.54:1 for #767676 on white.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('darkens on light backgrounds and lightens on dark ones until the target is met', () => {
    const onLight = ensureContrast('#F26B2F', '#FFFFFF', 7);
    expect(contrastRatio(onLight, '#FFFFFF')).toBeGreaterThanOrEqual(7);
    expect(hexToHsl(onLight).l).toBeLessThan(hexToHsl('#F26B2F').l);
    const onDark = ensureContrast('#024638', '#000000', 7);
    expect(contrastRatio(onDark, '#000000')).toBeGreaterThanOrEqual(7);
    expect(hexToHsl(onDark).l).toBeGreaterThan(hexToHsl('#024638').l);
  });

  it('returns a colour unchanged when it already contrasts enough', () => {
    expect(ensureContrast('#000000', '#FFFFFF', 10)).toBe('#000000');
  });

  it('falls back to black or white when no lightness reaches the target', () => {
    // Against mid grey nothing reaches 10:1; black is the better of the two extremes.
    expect(ensureContrast('#F26B2F', '#777777', 10)).toBe('#000000');
  });
});
