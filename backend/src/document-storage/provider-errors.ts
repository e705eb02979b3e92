/**
 * Why a document did not reach its provider. The run keeps its local copy either way; the difference tells it
 * whether trying again later can help.
 */
export class ProviderUnavailable extends Error {
  readonly retryable = true;
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}

/**
 * The provider answered and said no (a bad folder, no connection, a revoked grant, a refused document): trying the
 * same again will not help until an administrator changes something.
 */
export class ProviderRefused extends Error {
  readonly retryable = false;
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRefused';
  }
}

export const notConnectedMessage = (provider: string) =>
  `${provider} is not connected for this workspace: an administrator connects it on its settings page.`;

/** The provider has no such document (a link to one that was deleted there, or an id that never existed). */
export class ProviderDocumentNotFound extends ProviderRefused {
  constructor(provider: string, message: string) {
    super(provider, message);
    this.name = 'ProviderDocumentNotFound';
  }
}
