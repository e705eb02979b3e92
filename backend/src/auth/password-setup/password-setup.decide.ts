import { invalid } from '../../shared/domain/domain-error';
import { LINK_INVALID } from '../auth-messages';
import type { PasswordSetupEvent, PasswordSetupPurpose } from '../auth.events';

/** One mailed password link, folded from `{tenant}.passwordsetup-{tokenHash}`. */
export interface PasswordSetupState {
  exists: boolean;
  userId: string;
  expiresAt: string;
  purpose: PasswordSetupPurpose | null;
  used: boolean;
}

export const initialPasswordSetupState: PasswordSetupState = {
  exists: false,
  userId: '',
  expiresAt: '',
  purpose: null,
  used: false,
};

export function evolvePasswordSetup(state: PasswordSetupState, event: PasswordSetupEvent): PasswordSetupState {
  switch (event.type) {
    case 'PasswordSetupRequested': {
      const { userId, expiresAt, purpose } = event.data;
      return { ...state, exists: true, userId, expiresAt, purpose };
    }
    case 'PasswordSetupCompleted':
      return { ...state, used: true };
    default:
      return state;
  }
}

export function decideRequestPasswordSetup(
  state: PasswordSetupState,
  command: { userId: string; tokenHash: string; expiresAt: string; purpose: PasswordSetupPurpose },
): PasswordSetupEvent[] {
  // 256 random bits never repeat; a collision would mean a broken random source.
  if (state.exists) throw new Error('Password link token collision');
  return [{ type: 'PasswordSetupRequested', data: command }];
}

/** One time only, and only before it expires; every refusal is the same text (nothing to probe). */
export function decideCompletePasswordSetup(
  state: PasswordSetupState,
  command: { tokenHash: string; now: Date },
): PasswordSetupEvent[] {
  if (!state.exists || state.used || Date.parse(state.expiresAt) <= command.now.getTime()) {
    throw invalid(LINK_INVALID);
  }
  return [{ type: 'PasswordSetupCompleted', data: { userId: state.userId, tokenHash: command.tokenHash } }];
}
