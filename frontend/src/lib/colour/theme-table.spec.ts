import { contrastRatio } from './colour';
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
