import type { Request } from 'express';
import type { AuthSettings } from '../auth';

/** PUBLIC_URL when configured (behind a proxy), else the origin the administrator's request came to. */
export function requestOrigin(request: Request, settings: Pick<AuthSettings, 'publicUrl'> | undefined): string {
  if (settings?.publicUrl) return settings.publicUrl;
  return `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}
