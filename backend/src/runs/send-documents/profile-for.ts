import { compileExpression, TemplateCompileError, valueToText, type Scope } from '@app/templating';
import { documentProfile, ProviderRefused, type DocumentProfile } from '../../document-storage';
import type { Member } from '../../types';
import type { SendProvider } from '../run.events';

/** Whether a template's saved profile (001 §3 Template profile) is one of the provider's own. */
export const profileBelongsTo = (profile: string, provider: SendProvider): boolean =>
  provider === 'NetDocuments' ? profile.startsWith('nd:') : profile === provider;

/**
 * Where the provider files a template's document: the template's profile when it is the provider's (a Clio profile
 * means nothing to OneDrive), its `nd:` expressions evaluated on the run's values (the record at the run's version,
 * the formulas of the run's model version). No profile: the provider's default place. An expression that cannot be
 * evaluated is a refusal naming the template and the row: the document would be filed with a wrong attribute.
 * `defaults.matter` is the record's link (an app's 'LINK record TO…', the item's id as the run's record version
 * holds it): Clio's MATTER ID when the Clio profile leaves it empty, and the matter of a document with no Clio profile
 * (Clio files every document in a matter; docs/runs.md "An app's link").
 */
export function profileFor(
  template: Member | undefined,
  provider: SendProvider,
  scope: Scope,
  defaults: { matter?: string } = {},
): DocumentProfile {
  const profile = typeof template?.profile === 'string' ? template.profile : '';
  if (!template || !profileBelongsTo(profile, provider))
    return provider === 'Clio' && defaults.matter ? { matter: defaults.matter } : {};
  const def = template.def && typeof template.def === 'object' ? (template.def as Record<string, unknown>) : {};
  return documentProfile(
    profile,
    def,
    (expression) => {
      const problem = (message: string) =>
        new ProviderRefused(
          provider,
          `Template '${template.name}': the ${profile} profile's expression ${expression} cannot be evaluated: ${message}`,
        );
      try {
        const result = compileExpression(expression).evaluate(scope);
        if (result.errors.length > 0) throw problem(result.errors[0].message);
        return valueToText(result.value, 'en-US');
      } catch (error) {
        if (error instanceof TemplateCompileError) throw problem(error.message);
        throw error;
      }
    },
    defaults,
  );
}

/**
 * The MATTER ID a record's link gives (001 §3 Template profile "default is the link value"): the linked item's id
 * when the link is to a Clio query's item. Another provider's id (a Filevine project, one of our records) is no Clio
 * matter: a number from elsewhere would file the document in a stranger's matter, so it gives none.
 */
export function linkMatter(link: { provider: string; id: string } | null | undefined): string | undefined {
  return link && link.provider.toLowerCase() === 'clio' ? link.id : undefined;
}
