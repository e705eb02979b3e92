import { randomBytes } from 'node:crypto';

/**
 * 128 random bits, base64url: 22 characters that cannot be guessed or enumerated (isLinkId checks the
 * form). Drawn by the command handler and passed into decideCreateLink, which stays deterministic.
 */
export const newLinkId = () => randomBytes(16).toString('base64url');
