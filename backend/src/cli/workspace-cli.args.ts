import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SETTING_KEYS, type SettingKey, type WorkspaceSettingsPatch } from '../tenancy';

export class CliUsageError extends Error {}

export const USAGE = `Manage workspaces (writes to DATA_DIR, or to EVENTSTORE_URL/MONGODB_URL when set).

  npm run workspace -- create NAME [--label L] [--admin EMAIL [--admin-password P] [--admin-name N]] [--addon FLAG]... [settings]
  npm run workspace -- list
  npm run workspace -- show NAME
  npm run workspace -- set NAME [settings] [--clear SETTING]...
  npm run workspace -- addon NAME FLAG on|off
  npm run workspace -- deactivate NAME [--reason TEXT]
  npm run workspace -- reactivate NAME
  npm run workspace -- link create|list|revoke ...   (links for external users; see: link help)

settings: --label L  --display-name N  --logo URL|DATA-URI  --favicon URL|DATA-URI  --locale en-US
          --registration on|off  --portal-name N  --colors "#F26B2F,#CBCBCB,#FFFFFF"  --size S
          --terms FILE  --terms-external FILE  --date-update-terms ISO  --date-update-terms-external ISO
Without --admin-password, create prints a generated password once.`;

const OPTIONS = {
  label: { type: 'string' },
  admin: { type: 'string' },
  'admin-password': { type: 'string' },
  'admin-name': { type: 'string' },
  addon: { type: 'string', multiple: true },
  'display-name': { type: 'string' },
  logo: { type: 'string' },
  favicon: { type: 'string' },
  locale: { type: 'string' },
  registration: { type: 'string' },
  'portal-name': { type: 'string' },
  colors: { type: 'string' },
  size: { type: 'string' },
  terms: { type: 'string' },
  'terms-external': { type: 'string' },
  'date-update-terms': { type: 'string' },
  'date-update-terms-external': { type: 'string' },
  clear: { type: 'string', multiple: true },
  reason: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type CliOptions = {
  [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K] extends { multiple: true }
    ? string[]
    : (typeof OPTIONS)[K] extends { type: 'boolean' }
      ? boolean
      : string;
};

export type CliInput =
  | { command: 'help'; name?: undefined }
  | { command: 'list'; name?: undefined }
  | { command: 'create' | 'show' | 'set' | 'deactivate' | 'reactivate'; name: string; options: CliOptions }
  | { command: 'addon'; name: string; flag: string; enabled: boolean; options: CliOptions };

const ARITY: Record<string, number> = { list: 0, create: 1, show: 1, set: 1, deactivate: 1, reactivate: 1, addon: 3 };

export function parseCli(argv: string[]): CliInput {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CliUsageError((error as Error).message.split('\n')[0]);
  }
  const [command, ...rest] = parsed.positionals;
  const options = parsed.values as CliOptions;
  if (!command || command === 'help' || options.help) return { command: 'help' };
  const arity = ARITY[command];
  if (arity === undefined)
    throw new CliUsageError(`Unknown command "${command}"; expected one of: ${Object.keys(ARITY).join(', ')}, help`);
  if (rest.length !== arity) {
    const expected = command === 'addon' ? 'addon NAME FLAG on|off' : arity === 0 ? command : `${command} NAME`;
    throw new CliUsageError(`Usage: ${expected} (got ${rest.length} argument${rest.length === 1 ? '' : 's'})`);
  }
  if (command === 'list') return { command };
  if (command === 'addon')
    return { command, name: rest[0], flag: rest[1], enabled: onOff('addon state', rest[2]), options };
  return { command: command as 'create', name: rest[0], options };
}

function onOff(what: string, value: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new CliUsageError(`${what} must be on or off (got "${value}")`);
}

function readText(file: string, cwd: string): string {
  try {
    return readFileSync(resolve(cwd, file), 'utf8');
  } catch (error) {
    throw new CliUsageError(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

/** The settings named on the command line; the handlers validate the values. */
export function settingsFromOptions(options: CliOptions, cwd: string): WorkspaceSettingsPatch {
  const patch: Record<string, unknown> = {};
  const set = (key: SettingKey, value: unknown) => value !== undefined && (patch[key] = value);
  set('label', options.label);
  set('name', options['display-name']);
  set('logo', options.logo);
  set('favicon', options.favicon);
  set('locale', options.locale);
  set('isRegistration', options.registration === undefined ? undefined : onOff('--registration', options.registration));
  set('portalName', options['portal-name']);
  set(
    'colors',
    options.colors
      ?.split(',')
      .map((colour) => colour.trim())
      .filter(Boolean),
  );
  set('size', options.size);
  set('terms', options.terms === undefined ? undefined : readText(options.terms, cwd));
  set(
    'termsForExternal',
    options['terms-external'] === undefined ? undefined : readText(options['terms-external'], cwd),
  );
  set('dateUpdateTerms', options['date-update-terms']);
  set('dateUpdateTermsForExternal', options['date-update-terms-external']);
  for (const key of options.clear ?? []) {
    if (!(SETTING_KEYS as string[]).includes(key))
      throw new CliUsageError(`--clear ${key}: unknown setting; expected one of: ${SETTING_KEYS.join(', ')}`);
    if (key === 'label' || key === 'locale' || key === 'isRegistration')
      throw new CliUsageError(`--clear ${key}: this setting always has a value; set another one instead`);
    patch[key] = null;
  }
  return patch as WorkspaceSettingsPatch;
}
