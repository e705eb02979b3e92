import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { UserStream } from '../user.streams';
import { RecordSignInCommand } from './record-sign-in.command';
import { decideRecordSignIn } from './record-sign-in.decide';

/**
 * UserSignedIn on the user's stream; answers its time. Two sign-ins at once both count: the one that lost
 * the race decides again on the new state.
 */
@CommandHandler(RecordSignInCommand)
export class RecordSignInHandler implements ICommandHandler<RecordSignInCommand, { at: string; position: number }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ tenant, userId, method }: RecordSignInCommand): Promise<{ at: string; position: number }> {
    const at = new Date().toISOString();
    const { position } = await UserStream.run(
      this.store,
      { tenant, id: userId, actorId: userId, time: at, retryOnConflict: 3 },
      (state) => decideRecordSignIn({ userId, method, at }, state),
    );
    return { at, position };
  }
}
