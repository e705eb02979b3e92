import { contrastRatio, hexToHsl, hslToHex, rotateHue } from './colour';
import {
  baseColours,
  DEFAULT_ACCENT,
  DEFAULT_BACKGROUND,
  DEFAULT_MENU,
  deriveThemeTable,
  TEXT_CONTRAST,
  WHITE_LABEL_ACCENT,
  WIDGET_CONTRAST,
} from './theme-table';

function expectTargetsMet(colors: string[]) {
  const table = deriveThemeTable(baseColours(colors));
  expect(contrastRatio(table.text, table.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  expect(contrastRatio(table.menuText, table.menu)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  expect(contrastRatio(table.widgetText, table.widget)).toBeGreaterThanOrEqual(WIDGET_CONTRAST);
}

describe('theme table', () => {
  it('uses the defaults of the specification for missing or malformed colours', () => {
    expect(baseColours(undefined)).toEqual({ accent: '#F26B2F', background: '#CBCBCB', menu: '#FFFFFF' });
    expect(baseColours(['#024638'])).toEqual({ accent: '#024638', background: DEFAULT_BACKGROUND, menu: DEFAULT_MENU });
    expect(baseColours(['red', '#fff', '#abcdef']).accent).toBe(DEFAULT_ACCENT);
    expect(baseColours([], WHITE_LABEL_ACCENT).accent).toBe(WHITE_LABEL_ACCENT);
  });

  it('meets every contrast target with the default and the white-label colours', () => {
    expectTargetsMet([]);
    expectTargetsMet([WHITE_LABEL_ACCENT]);
  });

  it('meets every contrast target for accents all round the colour wheel and light or dark surfaces', () => {
    const accents = [
      '#FF0000',
      '#FFFF00',
      '#00FF00',
      '#00FFFF',
      '#0000FF',
      '#FF00FF',
      '#777777',
      '#F26B2F',
      '#ffffff',
      '#000000',
    ];
    for (const accent of accents) {
      for (const [background, menu] of [
        ['#CBCBCB', '#FFFFFF'],
        ['#FFFFFF', '#F0F0F0'],
        ['#111111', '#000000'],
      ]) {
        expectTargetsMet([accent, background, menu]);
      }
    }
  });

  it('keeps the accent as the widget colour and turns hues for the text colours', () => {
    const table = deriveThemeTable(baseColours([]));
    expect(table.widget).toBe(DEFAULT_ACCENT);
    expect(table.text).not.toBe(table.menuText);
  });
});

/** How far apart two hues are on the wheel, in degrees. */
const hueGap = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
};

/**
 * The derivation as docs/frontend.md describes it: the accent turned by `turn` degrees, then moved one lightness
 * step (1%) at a time, hue and saturation kept, until its contrast with `surface` reaches `target`; black or white
 * when no lightness does.
 */
function expectDerivation(derived: string, accent: string, turn: number, surface: string, target: number) {
  const turned = hexToHsl(rotateHue(accent, turn));
  const contrast = contrastRatio(derived, surface);
  if (derived === '#000000' || derived === '#FFFFFF') {
    // Clamped: the better of the two, and no colour of that hue and saturation would have done.
    expect(contrast).toBe(Math.max(contrastRatio('#000000', surface), contrastRatio('#FFFFFF', surface)));
    return;
  }
  expect(contrast).toBeGreaterThanOrEqual(target);
  const got = hexToHsl(derived);
  expect(hueGap(got.h, turned.h)).toBeLessThanOrEqual(2);
  expect(hueGap(turned.h, hexToHsl(accent).h + turn)).toBeLessThanOrEqual(1);
  expect(Math.abs(got.s - turned.s)).toBeLessThanOrEqual(2);
  // The first step that meets the target: one step fewer would not have.
  const steps = Math.round(Math.abs(got.l - turned.l));
  if (steps > 0) {
    const direction = got.l < turned.l ? -1 : 1;
    const oneFewer = hslToHex({ ...turned, l: turned.l + direction * (steps - 1) });
    expect(contrastRatio(oneFewer, surface)).toBeLessThan(target);
  } else {
    expect(derived).toBe(rotateHue(accent, turn));
  }
}

describe('theme table derivation', () => {
  const accents = ['#FF0000', '#FFFF00', '#00FF00', '#00FFFF', '#0000FF', '#FF00FF', '#F26B2F', '#024638', '#3366CC'];
  const surfaces = [
    ['#CBCBCB', '#FFFFFF'],
    ['#FFFFFF', '#F0F0F0'],
    ['#111111', '#000000'],
    ['#777777', '#808080'],
  ];

  it('text is the accent turned +125° against the background, contrast 10', () => {
    for (const accent of accents)
      for (const [background, menu] of surfaces) {
        const table = deriveThemeTable(baseColours([accent, background, menu]));
        expectDerivation(table.text, accent, 125, background, TEXT_CONTRAST);
      }
  });

  it('menu text is the accent turned −55° against the menu colour, contrast 10', () => {
    for (const accent of accents)
      for (const [background, menu] of surfaces) {
        const table = deriveThemeTable(baseColours([accent, background, menu]));
        expectDerivation(table.menuText, accent, -55, menu, TEXT_CONTRAST);
      }
  });

  it('widget text is the accent turned 180° against the widget (the accent), contrast 3', () => {
    for (const accent of accents) {
      const table = deriveThemeTable(baseColours([accent]));
      expect(table.widget).toBe(accent);
      expectDerivation(table.widgetText, accent, 180, accent, WIDGET_CONTRAST);
    }
  });

  it('pins the defaults: orange #F26B2F on grey and white', () => {
    const table = deriveThemeTable(baseColours([]));
    expect(table).toMatchObject({ accent: '#F26B2F', widget: '#F26B2F', background: '#CBCBCB', menu: '#FFFFFF' });
    expect(hueGap(hexToHsl(table.text).h, 18.6 + 125)).toBeLessThanOrEqual(2);
    expect(hueGap(hexToHsl(table.menuText).h, 18.6 - 55)).toBeLessThanOrEqual(2);
    expect(hueGap(hexToHsl(table.widgetText).h, 18.6 + 180)).toBeLessThanOrEqual(2);
  });
});
