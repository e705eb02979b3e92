/**
 * Where a document goes at its provider, resolved for one run: the template's profile (001 §3 Template profile,
 * types/template-profile) with its expressions evaluated on the run's answers.
 */
export interface DocumentProfile {
  /** OneDrive and Clio: folder names separated by '/'. */
  folder?: string;
  /** Clio: the matter's id (the profile's MATTER ID, by default the record's link value). */
  matter?: string;
  /**
   * NetDocuments (`nd:` profiles): attribute id (the row's externalId, else its name) → value. Rows named `cabinet`
   * and `folder` say where the document goes instead of being attributes.
   */
  attributes?: Record<string, string>;
}

/** One row of an `nd:` profile's definition (types/template-profile/profile-def.ts). */
interface NdRow {
  name: string;
  expression: string;
  externalId?: string;
}

/**
 * A template's saved profile `{ profile, def }` → the DocumentProfile its documents are sent with. `evaluate` runs a
 * profile expression on the run's answers (the run helper owns the interview's values); `defaults.matter` is the
 * record's link value, used when a Clio profile leaves MATTER ID empty.
 */
export function documentProfile(
  profile: string,
  def: Record<string, unknown>,
  evaluate: (expression: string) => string,
  defaults: { matter?: string } = {},
): DocumentProfile {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (profile === 'OneDrive') return { folder: text(def.folder) };
  if (profile === 'Clio') return { folder: text(def.folder), matter: text(def.matter) || defaults.matter };
  if (profile.startsWith('nd:')) {
    const rows = Array.isArray(def.list) ? (def.list as NdRow[]) : [];
    const attributes: Record<string, string> = {};
    for (const row of rows) {
      if (!row.expression?.trim()) continue;
      // Where the document goes is read by name, whatever external id the row was given.
      const location = ['cabinet', 'folder'].includes(row.name.trim().toLowerCase());
      attributes[location ? row.name.trim().toLowerCase() : row.externalId?.trim() || row.name] = evaluate(
        row.expression,
      );
    }
    return { attributes };
  }
  return {};
}
