import { HttpException, HttpStatus } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import type { Request } from 'express';
import type { AuthSettings } from '../auth';
import { notFound } from '../shared/domain/domain-error';
import { findWorkspace } from '../tenancy';
import { ProviderDocumentNotFound, ProviderRefused, ProviderUnavailable } from './provider-errors';
import { addonOf, isProviderSlug, labelOf, PROVIDER_SLUGS, type ProviderSlug } from './provider-rules';

export const unknownProviderMessage = (value: string) =>
  `Unknown provider "${value.slice(0, 40)}"; expected one of: ${PROVIDER_SLUGS.join(', ')}.`;
export const providerNotOfferedMessage = (slug: ProviderSlug) =>
  `${labelOf(slug)} is not available in this workspace (it needs the ${addonOf(slug)} add-on).`;

/** The provider of a route, when the workspace has its add-on (000: the config pages exist only with it); else 404. */
export async function offeredProvider(readModels: ReadModels, tenant: string, value: string): Promise<ProviderSlug> {
  if (!isProviderSlug(value)) throw notFound(unknownProviderMessage(value));
  const workspace = await findWorkspace(readModels, tenant);
  if (!workspace?.addons.includes(addonOf(value))) throw notFound(providerNotOfferedMessage(value));
  return value;
}

/** A provider's failure as the caller should see it: gone (404), refused (409), or unreachable for now (503). */
export function providerHttpError(error: unknown): unknown {
  if (error instanceof ProviderDocumentNotFound) return new HttpException(error.message, HttpStatus.NOT_FOUND);
  if (error instanceof ProviderRefused) return new HttpException(error.message, HttpStatus.CONFLICT);
  if (error instanceof ProviderUnavailable) return new HttpException(error.message, HttpStatus.SERVICE_UNAVAILABLE);
  return error;
}

/** The address the provider sends the administrator back to; it must be registered at the provider as is. */
export function callbackUri(
  settings: Pick<AuthSettings, 'publicUrl'>,
  request: Request,
  tenant: string,
  slug: ProviderSlug,
) {
  const origin = settings.publicUrl ?? `${request.protocol}://${request.get('host') ?? 'localhost'}`;
  return `${origin}/${tenant}/api/integrations/${slug}/callback`;
}
