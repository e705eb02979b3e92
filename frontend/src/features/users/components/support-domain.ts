/**
 * The vendor's internal mail domain behind the Support filter (the spec does not give it). Set at build time:
 * `VITE_SUPPORT_MAIL_DOMAIN=vendor.com npm run build -w frontend`; unset, it is `support.example.com`.
 */
export const SUPPORT_MAIL_DOMAIN: string =
  (import.meta.env.VITE_SUPPORT_MAIL_DOMAIN as string | undefined)?.trim() || 'support.example.com';
