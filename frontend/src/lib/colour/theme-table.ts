import { ensureContrast, isHexColour, rotateHue } from './colour';

/** The three base colours a workspace chooses (settings.colors, in this order). */
export interface BaseColours {
  accent: string;
  background: string;
  menu: string;
}

/** The theme table every screen paints with. */
export interface ThemeTable {
  accent: string;
  background: string;
  text: string;
  widget: string;
  widgetText: string;
  menu: string;
  menuText: string;
}

export const DEFAULT_ACCENT = '#F26B2F';
export const WHITE_LABEL_ACCENT = '#024638';
export const DEFAULT_BACKGROUND = '#CBCBCB';
export const DEFAULT_MENU = '#FFFFFF';

/** Body and menu text must read comfortably (10:1); widget text and widgets only need to stand out (3:1). */
export const TEXT_CONTRAST = 10;
export const WIDGET_CONTRAST = 3;

export function baseColours(colors: readonly string[] | undefined, defaultAccent = DEFAULT_ACCENT): BaseColours {
  const pick = (i: number, fallback: string) => {
    const value = colors?.[i];
    return value && isHexColour(value) ? value.toUpperCase() : fallback;
  };
  return { accent: pick(0, defaultAccent), background: pick(1, DEFAULT_BACKGROUND), menu: pick(2, DEFAULT_MENU) };
}

/**
 * Derives the theme table (docs/frontend.md "Colours"): text is the accent turned 125°, widget text the accent
 * turned 180°, menu text the accent turned −55°, each moved in lightness until it meets its contrast target
 * against what it is drawn on. Widgets (buttons, selections) are the accent itself: it is the tenant's brand.
 */
export function deriveThemeTable({ accent, background, menu }: BaseColours): ThemeTable {
  const widget = accent;
  return {
    accent,
    background,
    text: ensureContrast(rotateHue(accent, 125), background, TEXT_CONTRAST),
    widget,
    widgetText: ensureContrast(rotateHue(accent, 180), widget, WIDGET_CONTRAST),
    menu,
    menuText: ensureContrast(rotateHue(accent, -55), menu, TEXT_CONTRAST),
  };
}
