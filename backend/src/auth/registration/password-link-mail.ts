import type { Request } from 'express';
import type { MailMessage } from '../../shared/mail';

/**
 * Links point at PUBLIC_URL when set. Without it the request's own origin is used, which trusts the Host
 * header: production must set PUBLIC_URL (docs/access.md).
 */
export function publicOrigin(publicUrl: string | undefined, request: Request): string {
  if (publicUrl) return publicUrl;
  return `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}

export function passwordLinkUrl(origin: string, tenant: string, token: string, backLink?: string): string {
  const query = new URLSearchParams({ t: token, type: 'default' });
  if (backLink) query.set('backLink', backLink);
  return `${origin}/${tenant}/confirm?${query.toString()}`;
}

export function confirmationMail(to: string, workspaceLabel: string, url: string): MailMessage {
  return {
    to,
    subject: `Confirm your e-mail address for ${workspaceLabel}`,
    text: `Welcome to ${workspaceLabel}.\n\nClick the link below to confirm your e-mail address and set your password. The link works once and for 7 days.\n\n${url}\n\nIf you did not register, ignore this message.`,
    links: [{ label: 'Confirm and set your password', url }],
  };
}

export function resetMail(to: string, workspaceLabel: string, url: string): MailMessage {
  return {
    to,
    subject: `Reset your password for ${workspaceLabel}`,
    text: `Someone asked to reset the password of your ${workspaceLabel} account.\n\nClick the link below to choose a new password. The link works once and for 24 hours.\n\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.`,
    links: [{ label: 'Choose a new password', url }],
  };
}
