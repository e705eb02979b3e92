import {
  baseColours,
  DEFAULT_ACCENT,
  deriveThemeTable,
  WHITE_LABEL_ACCENT,
  type ThemeTable,
} from '../colour/theme-table';
import { browserStorage } from '../storage/browser-storage';
import type { Tenancy } from '../tenancy/tenancy.types';
import { WHITE_LABEL_HOST } from './white-label-host';

export const DEFAULT_LOCALE = 'en-US';
const DEFAULT_TITLE = 'Sign in';

/** The white-label host is named at build time (VITE_WHITE_LABEL_HOST); on it the default accent is dark green. */
export function defaultAccent(hostname = window.location.hostname): string {
  return WHITE_LABEL_HOST && hostname.toLowerCase() === WHITE_LABEL_HOST.toLowerCase()
    ? WHITE_LABEL_ACCENT
    : DEFAULT_ACCENT;
}

const CSS_VARS: Record<keyof ThemeTable, string> = {
  accent: '--app-accent',
  background: '--app-background',
  text: '--app-text',
  widget: '--app-widget',
  widgetText: '--app-widget-text',
  menu: '--app-menu',
  menuText: '--app-menu-text',
};

export function applyColours(colors: readonly string[] | undefined): ThemeTable {
  const table = deriveThemeTable(baseColours(colors, defaultAccent()));
  const style = document.documentElement.style;
  for (const [key, cssVar] of Object.entries(CSS_VARS)) style.setProperty(cssVar, table[key as keyof ThemeTable]);
  return table;
}

/** Before the tenancy answer arrives, paint with the colours the last workspace had. */
export function restoreColours(): void {
  applyColours(browserStorage.getColours());
}

/** The icons index.html starts with, kept the first time a workspace replaces them. */
const pageIcons = new Map<string, string>();

/** Sets an icon link; without `href`, back to the page's own icon (a workspace without one must not keep the last). */
function setIcon(rel: string, href: string | undefined): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.appendChild(link);
  }
  if (!pageIcons.has(rel)) pageIcons.set(rel, link.getAttribute('href') ?? 'data:,');
  link.setAttribute('href', href ?? pageIcons.get(rel)!);
}

/** Settings change (specification §4): label, colours, locale, favicon and Safari's touch icon. */
export function applyBranding(tenancy: Tenancy): void {
  const { settings } = tenancy;
  document.title = tenancy.label || DEFAULT_TITLE;
  document.documentElement.lang = settings.locale || DEFAULT_LOCALE;
  const icon = settings.favicon || tenancy.logo || undefined;
  setIcon('icon', icon);
  setIcon('apple-touch-icon', icon);
  applyColours(settings.colors);
  browserStorage.setColours(settings.colors ?? []);
}
