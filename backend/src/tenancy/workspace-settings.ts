import { z } from 'zod';

export const DEFAULT_LOCALE = 'en-US';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
// A favicon or logo is a data URI or a path/URL (000 §1); data URIs are capped so one setting cannot bloat every read.
const IMAGE_MAX = 512 * 1024;
const TERMS_MAX = 200 * 1024;

const image = z.string().max(IMAGE_MAX, `must be at most ${IMAGE_MAX} characters`);
const isoDate = z.iso.datetime({
  offset: true,
  message: 'must be an ISO-8601 date and time, e.g. 2025-01-31T12:00:00Z',
});

/** Workspace settings, 000 §3. Every field optional except those with a default. */
export const workspaceSettingsSchema = z.strictObject({
  label: z.string().trim().min(1, 'must not be empty').max(200),
  /** A display name (company or portal), not the workspace's address, which never changes. */
  name: z.string().trim().max(200).optional(),
  logo: image.optional(),
  favicon: image.optional(),
  locale: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag like en-US or fr')
    .default(DEFAULT_LOCALE),
  isRegistration: z.boolean().default(false),
  portalName: z.string().trim().max(200).optional(),
  colors: z
    .array(z.string().regex(HEX_COLOUR, 'must be a colour like #F26B2F'))
    .max(3, 'at most three colours: accent, background, menu')
    .optional(),
  size: z.union([z.string().max(50), z.number()]).optional(),
  terms: z.string().max(TERMS_MAX).optional(),
  termsForExternal: z.string().max(TERMS_MAX).optional(),
  dateUpdateTerms: isoDate.optional(),
  dateUpdateTermsForExternal: isoDate.optional(),
});

export type WorkspaceSettings = z.output<typeof workspaceSettingsSchema>;
export type WorkspaceSettingsInput = z.input<typeof workspaceSettingsSchema>;

const field = workspaceSettingsSchema.shape;
const clearable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/**
 * A change of some settings. `null` clears an optional setting; label, locale and isRegistration
 * always have a value, so they cannot be cleared.
 */
export const workspaceSettingsPatchSchema = z.strictObject({
  label: field.label.optional(),
  name: clearable(field.name.unwrap()),
  logo: clearable(image),
  favicon: clearable(image),
  locale: field.locale.unwrap().optional(),
  isRegistration: z.boolean().optional(),
  portalName: clearable(field.portalName.unwrap()),
  colors: clearable(field.colors.unwrap()),
  size: clearable(field.size.unwrap()),
  terms: clearable(field.terms.unwrap()),
  termsForExternal: clearable(field.termsForExternal.unwrap()),
  dateUpdateTerms: clearable(isoDate),
  dateUpdateTermsForExternal: clearable(isoDate),
});

export type WorkspaceSettingsPatch = z.output<typeof workspaceSettingsPatchSchema>;

export type SettingKey = keyof WorkspaceSettingsPatch;
export const SETTING_KEYS = Object.keys(workspaceSettingsPatchSchema.shape) as SettingKey[];

/** Applies a patch: null removes the key, undefined leaves it alone. */
export function applySettingsPatch(settings: WorkspaceSettings, patch: WorkspaceSettingsPatch): WorkspaceSettings {
  const next: Record<string, unknown> = { ...settings };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next as WorkspaceSettings;
}
