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
 */
export function profileFor(template: Member | undefined, provider: SendProvider, scope: Scope): DocumentProfile {
  const profile = typeof template?.profile === 'string' ? template.profile : '';
  if (!template || !profileBelongsTo(profile, provider)) return {};
  const def = template.def && typeof template.def === 'object' ? (template.def as Record<string, unknown>) : {};
  return documentProfile(profile, def, (expression) => {
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
  });
}
