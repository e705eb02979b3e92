import { Command } from '@nestjs/cqrs';

export interface SavedTemplateProfile {
  /** The element's version after the save (unchanged when the profile was already so). */
  version: number;
  /** Pass as X-Min-Position to read this save. */
  position: number;
}

export class SaveTemplateProfileCommand extends Command<SavedTemplateProfile> {
  constructor(
    readonly tenant: string,
    readonly elementId: string,
    readonly templateName: string,
    readonly profile: string,
    readonly def: unknown,
    readonly actorId: string | null,
  ) {
    super();
  }
}
