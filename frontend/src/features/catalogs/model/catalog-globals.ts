/** One global's info on a catalog, as POST /api/collections/{catalog}/globals/list answers it (002 §7). */
export interface GlobalInfo {
  values: Record<string, unknown>;
  /** When it was imported (ISO instant). */
  date: string;
  /** Who imported it (null: that user was deleted). */
  by: string | null;
  version: number;
  /** How these values came: an import, the restore of an earlier version (Undo), or a global-info app's answers. */
  how: 'imported' | 'restored' | 'answered';
}

/** The word the row opens with: how the current values came. */
export const globalInfoHow = (how: GlobalInfo['how']) =>
  how === 'restored' ? 'Restored' : how === 'answered' ? 'Answered' : 'Imported';

/** The catalog's global info, keyed by the global's (element) name; a global without info is absent. */
export type GlobalInfoMap = Record<string, GlobalInfo>;

/** 002 §5 "Global data import: one JSON file only (application/json)": what the file picker offers. */
export const GLOBAL_FILE_ACCEPT = '.json,application/json';

/**
 * Why the chosen files cannot be imported as global info, or null: exactly one file, a .json one (by its type, or
 * by its name when the system gives no type). The server checks the content again.
 */
export function globalFileProblem(files: readonly { name: string; type: string }[]): string | null {
  if (files.length === 0) return 'Choose a JSON file to import.';
  if (files.length > 1) return 'Global data import takes one JSON file only.';
  const [file] = files;
  const isJson = file.type === 'application/json' || (file.type === '' && /\.json$/i.test(file.name));
  return isJson ? null : `${file.name} is not a JSON file: global data import takes one JSON file (application/json).`;
}

/** The global-info app tied to a global on this catalog (002 §3 appOptions.globalTarget), for the calls that name it. */
export const globalAppName = (appOptions: readonly { appName: string; globalTarget?: string }[], name: string) =>
  appOptions.find((option) => option.globalTarget === name)?.appName ?? null;
