/**
 * An error a caller can act on: the HTTP layer turns the kind into a status (400, 404, 409, 403)
 * and shows the message as is, so messages are written for the person who sent the request.
 * Pure code (decide functions) throws these; it must not know about HTTP.
 */
export type DomainErrorKind = 'invalid' | 'not_found' | 'conflict' | 'forbidden';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
