/**
 * Template profiles (001 §2 Profile section, §3 Template profile, §4): where the storage add-ons (NetDocuments,
 * OneDrive, Clio) file the documents a Word or PDF template produces. The editor keeps a draft of the profile
 * next to the saved one; the draft is unsaved while it differs.
 */

/** 001 §1/§6: the add-ons whose profiles a template can have. */
export const STORAGE_ADDONS = ['netdocuments', 'onedrive', 'clio'] as const;

/** One VARIABLE / EXPRESSION row of an `nd:` profile: a property of the referenced type and its expression. */
export interface ProfileListEntry {
  name: string;
  expression: string;
  externalId?: string;
}

/** 001 §3 Template profile's `def`: folder (OneDrive, Clio), matter (Clio), list (`nd:` profiles). */
export interface ProfileDef {
  folder?: string;
  matter?: string;
  list?: ProfileListEntry[];
}

export interface TemplateProfile {
  profile: string;
  def: ProfileDef;
}

export const NO_PROFILE: TemplateProfile = { profile: '', def: {} };

/** 001 §2: the PROFILE section shows for a docx or pdf template when a storage add-on is on. */
export const showsProfile = (type: string, addons: readonly string[]) =>
  (type === 'docx' || type === 'pdf') && STORAGE_ADDONS.some((addon) => addons.includes(addon));

export type ProfileKind = 'none' | 'nd' | 'onedrive' | 'clio' | 'other';

/** Which fields a profile has: `nd:` profiles name a type; OneDrive and Clio are told by their names. */
export function profileKind(profile: string): ProfileKind {
  if (profile === '') return 'none';
  if (profile.toLowerCase().includes('nd:')) return 'nd';
  if (/one\s*drive/i.test(profile)) return 'onedrive';
  if (/clio/i.test(profile)) return 'clio';
  return 'other';
}

/** 001 §2: "a profile containing 'nd:'" names its type: 'nd:Matter' lists the properties of element 'nd:Matter'. */
export const ndTypeName = (profile: string) => profile.slice(profile.toLowerCase().indexOf('nd:'));

/** A profile as the server answered it: unknown shapes read as no profile, `def` always an object. */
export function profileOf(value: unknown): TemplateProfile {
  if (typeof value !== 'object' || value === null) return NO_PROFILE;
  const { profile, def } = value as { profile?: unknown; def?: unknown };
  return {
    profile: typeof profile === 'string' ? profile : '',
    def: typeof def === 'object' && def !== null && !Array.isArray(def) ? (def as ProfileDef) : {},
  };
}

/** 001 §4: changing the profile name clears the definition. */
export const withProfileName = (profile: string): TemplateProfile => ({ profile, def: {} });

/** The profile with one of its text fields (folder, matter) changed; an emptied field is left out. */
export function withDefText(current: TemplateProfile, field: 'folder' | 'matter', value: string): TemplateProfile {
  const { [field]: _old, ...rest } = current.def;
  return { ...current, def: value === '' ? rest : { ...rest, [field]: value } };
}

/** A property of the type an `nd:` profile names, as the element answers it. */
export interface ProfileProperty {
  name: string;
  externalId?: unknown;
}

/**
 * The VARIABLE / EXPRESSION rows of an `nd:` profile: one per property of the referenced type, in its order,
 * each with the expression the definition holds for it (by name) or an empty one.
 */
export function ndRows(properties: readonly ProfileProperty[], def: ProfileDef): ProfileListEntry[] {
  const written = new Map((def.list ?? []).map((entry) => [entry.name, entry]));
  return properties.map((property) => {
    const externalId = typeof property.externalId === 'string' && property.externalId ? property.externalId : undefined;
    return {
      name: property.name,
      expression: written.get(property.name)?.expression ?? '',
      ...(externalId ? { externalId } : {}),
    };
  });
}

/**
 * The profile with one `nd:` row's expression changed: the list becomes the rows with an expression, so a
 * property whose expression was emptied leaves the definition.
 */
export function withNdExpression(
  current: TemplateProfile,
  rows: readonly ProfileListEntry[],
  name: string,
  expression: string,
): TemplateProfile {
  const list = rows
    .map((row) => (row.name === name ? { ...row, expression } : row))
    .filter((row) => row.expression !== '');
  return { ...current, def: { ...current.def, list } };
}

/** Key order and absent-versus-empty aside, are two profiles the same? */
export function sameProfile(a: TemplateProfile, b: TemplateProfile): boolean {
  return canonical(a) === canonical(b);
}

function canonical({ profile, def }: TemplateProfile): string {
  const list = (def.list ?? [])
    .filter((entry) => entry.expression !== '')
    .map((entry) => [entry.name, entry.expression, entry.externalId ?? ''])
    .sort((x, y) => x[0].localeCompare(y[0]));
  return JSON.stringify([profile, def.folder ?? '', def.matter ?? '', list]);
}

/** The PROFILE choices: blank, the names the server offers, and the saved one even if it is no longer offered. */
export function profileChoices(offered: readonly string[], current: string): string[] {
  const names = [...offered];
  if (current !== '' && !names.includes(current)) names.push(current);
  return names;
}

/**
 * The profile as it is posted: its definition complete for its kind (OneDrive `{ folder }`, Clio `{ matter,
 * folder }`, `nd:` `{ list }`), fields the author left empty sent empty; no definition without a profile.
 */
export function profileToSave({ profile, def }: TemplateProfile): TemplateProfile {
  switch (profileKind(profile)) {
    case 'none':
      return NO_PROFILE;
    case 'onedrive':
      return { profile, def: { folder: def.folder ?? '' } };
    case 'clio':
      return { profile, def: { matter: def.matter ?? '', folder: def.folder ?? '' } };
    case 'nd':
      return { profile, def: { list: (def.list ?? []).filter((entry) => entry.expression !== '') } };
    default:
      return { profile, def };
  }
}
