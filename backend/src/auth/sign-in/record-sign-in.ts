import { createMetadata } from '@app/event-schemas';
import type { EventStore } from '@app/storage';
import { userStream } from '../../users/user.events';
import type { SignInMethod } from '../auth.events';

/** UserSignedIn on the user's stream: the users read model takes lastLogin from it. Returns its time. */
export async function recordSignIn(
  store: EventStore,
  tenant: string,
  userId: string,
  method: SignInMethod,
): Promise<{ at: string; position: number }> {
  const at = new Date().toISOString();
  const metadata = createMetadata({ tenant, userId, time: at });
  // Appends without reading the stream: a sign-in decides nothing about the user's other events.
  const result = await store.append(
    userStream(tenant, userId),
    [{ type: 'UserSignedIn', data: { userId, at, method }, metadata }],
    'stream_exists',
  );
  return { at, position: result.position };
}
