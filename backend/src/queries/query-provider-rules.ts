/**
 * Which providers a query may name, and the messages for those it may not (001 §9: the product itself, plus Clio
 * and Filevine once the workspace has their integration). Pure, so the messages are tested without a server.
 */

/** Providers that come with integrations of the app-runs work: known by name, not offered until configured. */
export const INTEGRATION_PROVIDERS: Readonly<Record<string, string>> = { clio: 'Clio', filevine: 'Filevine' };

export const integrationNotConfigured = (label: string) => `This workspace has no ${label} integration configured.`;

/** Why `name` is not a provider this workspace can use: an integration not configured, or no such provider. */
export function providerUnavailable(name: string): string {
  const integration = INTEGRATION_PROVIDERS[name.toLowerCase()];
  return integration ? integrationNotConfigured(integration) : `There is no query provider named "${name}".`;
}

export const sourceNotFound = (providerLabel: string, source: string) =>
  `${providerLabel} has no source named "${source}".`;
