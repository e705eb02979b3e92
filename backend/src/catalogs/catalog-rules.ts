import { z } from 'zod';
import { invalid } from '../shared/domain/domain-error';

/** 002 §5, verbatim: the new catalog dialog's messages. */
export const CATALOG_MESSAGES = {
  nameRequired: 'Please provide a name.',
  nameTooLong: 'Collection names cannot exceed 50 characters.',
  nameHasDollar: "Collection names cannot include the '$' character.",
  /** The element name rule's reason, without its final period, so the sentence ends once. */
  nameInvalid: (reason: string) => `Invalid: ${reason.replace(/\.$/, '')}.`,
  nameTaken: 'A collection by this name already exists.',
  newTypeExists: 'The new collection by this name already exists.',
  typeRequired: 'You must choose a type for items in the collection.',
  /** 002 §8: enforced only while the catalog limit flag is on (it is off by default). */
  limitReached:
    'You have reached the maximum number of collections (6) and must remove an existing collection before you can ' +
    'create a new one. (This limit will be extended in the future.)',
} as const;

/** 002 §9: a catalog name is at most 50 characters. */
export const MAX_CATALOG_NAME_LENGTH = 50;
/** 002 §9: at most 6 catalogs, while the flag that enforces it is on. */
export const MAX_CATALOGS = 6;

/**
 * The catalog-specific part of 002 §5's name rules, in the order the dialog shows them; the element name rule
 * (the catalog's name becomes a model's name with type 'new') is passed in, so this stays pure.
 */
export function catalogNameProblem(name: unknown, elementNameProblem: (name: string) => string | null): string | null {
  if (typeof name !== 'string' || name.trim() === '') return CATALOG_MESSAGES.nameRequired;
  if (name.length > MAX_CATALOG_NAME_LENGTH) return CATALOG_MESSAGES.nameTooLong;
  if (name.includes('$')) return CATALOG_MESSAGES.nameHasDollar;
  const reason = elementNameProblem(name);
  return reason === null ? null : CATALOG_MESSAGES.nameInvalid(reason);
}

/** 002 §8: with the flag on, a workspace holds at most 6 catalogs; with it off (the default), any number. */
export function assertCatalogLimit(liveCatalogs: number, limitEnforced: boolean): void {
  if (limitEnforced && liveCatalogs >= MAX_CATALOGS) throw invalid(CATALOG_MESSAGES.limitReached);
}

/** Providers a generated document can be stored with (002 §3 appOptions.uploadDocuments); '' for none. */
export const UPLOAD_PROVIDERS = ['NetDocuments', 'OneDrive', 'Clio', ''] as const;

/** Not in the seed: bounds so that one catalog cannot bloat every read of the catalog list. */
const SHORT_TEXT = 200;
const TEMPLATE_TEXT = 10_000;
const MAX_APP_OPTIONS = 500;

/**
 * One app's settings on one catalog (002 §3 appOptions entry). `liveVersion` is a snapshot id, or '' for the
 * latest version of the model; `isDisabled` is the screen's Enabled box, inverted; `globalTarget` names the
 * global-type property of a global-info entry.
 */
export const appOptionSchema = z.strictObject({
  appName: z.string().min(1).max(SHORT_TEXT),
  liveVersion: z.string().max(SHORT_TEXT).default(''),
  isDisabled: z.boolean().default(false),
  extAccess: z.boolean().default(false),
  /** A notification group's id, '' for none. */
  notification: z.string().max(SHORT_TEXT).default(''),
  isSendDocuments: z.boolean().default(false),
  uploadDocuments: z.enum(UPLOAD_PROVIDERS).default(''),
  globalTarget: z.string().min(1).max(SHORT_TEXT).optional(),
});
export type AppOption = z.output<typeof appOptionSchema>;

const appOptionKey = (option: Pick<AppOption, 'appName' | 'globalTarget'>) =>
  option.globalTarget === undefined ? option.appName : `${option.appName} / ${option.globalTarget}`;

export const appOptionsSchema = z
  .array(appOptionSchema)
  .max(MAX_APP_OPTIONS)
  .superRefine((options, context) => {
    const seen = new Set<string>();
    for (const [index, option] of options.entries()) {
      const key = appOptionKey(option);
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', path: [index], message: `the app ${key} has settings twice` });
      }
      seen.add(key);
    }
  });

/** What an administrator edits on a catalog (002 §2.2 details panel), each one optional in a save. */
export const catalogSettingsSchema = z.strictObject({
  /** The plural label; '' shows a label derived from the name. */
  label: z.string().max(SHORT_TEXT),
  /** The template of the item detail panel. */
  detail: z.string().max(TEMPLATE_TEXT),
  /** The create-record label ('' shows 'CREATE RECORD'). */
  recordLabel: z.string().max(SHORT_TEXT),
  /** The global info label ('' shows 'Global Info'). */
  globalLabel: z.string().max(SHORT_TEXT),
  /** The default filter 'My records'. */
  myRecords: z.boolean(),
  /** Every user sees it, whatever their permissions. */
  isEveryone: z.boolean(),
  appOptions: appOptionsSchema,
  /** Its place in the catalog lists, from 0. */
  position: z.number().int().min(0).max(1_000_000),
});
export type CatalogSettings = z.output<typeof catalogSettingsSchema>;
export const CATALOG_SETTING_KEYS = Object.keys(catalogSettingsSchema.shape) as (keyof CatalogSettings)[];

export const DEFAULT_SETTINGS: Omit<CatalogSettings, 'isEveryone' | 'position'> = {
  label: '',
  detail: '',
  recordLabel: '',
  globalLabel: '',
  myRecords: false,
  appOptions: [],
};

/** Catalog names are unique case aside (002 §5), like element names. */
export const catalogNameKey = (name: string) => name.toLowerCase();

export const catalogNotFound = (catalogId: string) => `Catalog ${catalogId} not found.`;
