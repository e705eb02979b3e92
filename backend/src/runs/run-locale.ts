import { DEFAULT_RUN_LOCALE } from './run.state';

/**
 * The locale and time zone a run writes its documents in, and the interview reads dates in (issue 16; decisions
 * §20 "Locale and time zone of a run"). The workspace's settings have a locale (000 §3, en-US by default; 001 §9
 * supports en-US, en-AU, en-CA and en-GB) and no time zone: every workspace's runs use UTC, which is also what a
 * date answer (a calendar day, yyyy-mm-dd) needs, so a day never shifts by a zone.
 */
export interface RunLocale {
  locale: string;
  timeZone: string;
}

export { DEFAULT_RUN_LOCALE };

/** The run locale of a workspace's settings (its locale; UTC, as workspaces have no time zone setting). */
export function runLocaleOf(settings: { locale?: string } | undefined): RunLocale {
  const locale = settings?.locale?.trim();
  return { locale: locale || DEFAULT_RUN_LOCALE.locale, timeZone: DEFAULT_RUN_LOCALE.timeZone };
}
