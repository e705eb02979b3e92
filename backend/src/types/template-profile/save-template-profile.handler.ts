import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { findWorkspace } from '../../tenancy';
import { ElementStream } from '../element.streams';
import { listElements } from '../element-views';
import { checkProfile, offeredProfiles } from './profile-def';
import { SaveTemplateProfileCommand, type SavedTemplateProfile } from './save-template-profile.command';
import { decideSaveTemplateProfile } from './template-profile.decide';

/** The profiles a workspace offers now: its storage add-ons, and its NetDocuments elements. */
export async function workspaceProfiles(readModels: ReadModels, tenant: string): Promise<string[]> {
  const workspace = await findWorkspace(readModels, tenant);
  const names = (await listElements(readModels, tenant)).map((element) => element.name);
  return offeredProfiles(workspace?.addons ?? [], names);
}

/** 001 §7 POST …/templates/{templateName}/profile: checked against what the workspace offers, saved as a version. */
@CommandHandler(SaveTemplateProfileCommand)
export class SaveTemplateProfileHandler implements ICommandHandler<SaveTemplateProfileCommand, SavedTemplateProfile> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async execute(command: SaveTemplateProfileCommand): Promise<SavedTemplateProfile> {
    const { tenant, elementId, templateName, actorId } = command;
    const { profile, def } = checkProfile(
      command.profile,
      command.def,
      await workspaceProfiles(this.readModels, tenant),
    );
    let version = 0;
    const result = await ElementStream.run(this.store, { tenant, id: elementId, actorId }, (state) => {
      const events = decideSaveTemplateProfile({ elementId, templateName, profile, def }, state);
      version = events.length > 0 ? state.version + 1 : state.version;
      return events;
    });
    return { version, position: result.position };
  }
}
