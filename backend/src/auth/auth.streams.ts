import { defineStream } from '../shared/event-sourcing/define-stream';
import { PASSWORD_SETUP_EVENTS, SESSION_EVENTS } from './auth.events';
import { evolvePasswordSetup, initialPasswordSetupState } from './password-setup/password-setup.decide';
import { evolveSession, initialSessionState } from './session/session.decide';

/** One refresh-token family ("session") of one user: `{tenant}.session-{familyId}`. */
export const SessionStream = defineStream({
  category: 'session',
  events: SESSION_EVENTS,
  initial: initialSessionState,
  evolve: evolveSession,
});

/** One mailed password link, addressed by the sha256 of its token: `{tenant}.passwordsetup-{tokenHash}`. */
export const PasswordSetupStream = defineStream({
  category: 'passwordsetup',
  events: PASSWORD_SETUP_EVENTS,
  initial: initialPasswordSetupState,
  evolve: evolvePasswordSetup,
});
