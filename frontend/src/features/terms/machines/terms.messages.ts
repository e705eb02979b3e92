/** Labels of the Terms of Service modal (specification §2.9). */
export const TERMS_TITLE = 'Terms of Service';
export const TERMS_ACCEPT_LABEL = 'ACCEPT';
export const TERMS_REJECT_LABEL = 'REJECT';
