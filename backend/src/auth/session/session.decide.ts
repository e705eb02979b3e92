import type { SessionEndReason, SessionEvent } from '../auth.events';

/** One refresh-token family, folded from its stream. */
export interface SessionState {
  exists: boolean;
  familyId: string;
  userId: string;
  linkId?: string;
  currentHash: string;
  /** Tokens this family issued and has since rotated away: presenting one of them again is reuse. */
  rotatedHashes: readonly string[];
  expiresAt: string;
  ended: SessionEndReason | null;
}

export const initialSessionState: SessionState = {
  exists: false,
  familyId: '',
  userId: '',
  currentHash: '',
  rotatedHashes: [],
  expiresAt: '',
  ended: null,
};

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted': {
      const { familyId, userId, linkId, refreshTokenHash, expiresAt } = event.data;
      return {
        ...state,
        exists: true,
        familyId,
        userId,
        linkId,
        currentHash: refreshTokenHash,
        rotatedHashes: [],
        expiresAt,
        ended: null,
      };
    }
    case 'SessionRefreshed':
      return {
        ...state,
        currentHash: event.data.refreshTokenHash,
        rotatedHashes: [...state.rotatedHashes, event.data.previousHash],
      };
    case 'SessionEnded':
      return { ...state, ended: event.data.reason };
    default:
      return state;
  }
}

export type RefreshOutcome = 'rotated' | 'unknown' | 'ended' | 'expired' | 'reuseDetected';

export interface RefreshDecision {
  outcome: RefreshOutcome;
  events: SessionEvent[];
}

/**
 * Rotation with reuse detection: only the family's current token may be exchanged. Presenting one it
 * issued earlier and has since rotated means two parties hold tokens of this family (one of them stole
 * it), so the whole family ends. A value the family never issued proves nothing (the family id is
 * readable in any access token): it is refused and ends nothing.
 */
export function decideRefresh(
  state: SessionState,
  command: { presentedHash: string; newHash: string; now: Date },
): RefreshDecision {
  if (!state.exists) return { outcome: 'unknown', events: [] };
  if (state.ended) return { outcome: 'ended', events: [] };
  if (command.presentedHash !== state.currentHash) {
    if (!state.rotatedHashes.includes(command.presentedHash)) return { outcome: 'unknown', events: [] };
    return { outcome: 'reuseDetected', events: [{ type: 'SessionEnded', data: { reason: 'reuseDetected' } }] };
  }
  if (Date.parse(state.expiresAt) <= command.now.getTime()) {
    return { outcome: 'expired', events: [{ type: 'SessionEnded', data: { reason: 'expired' } }] };
  }
  return {
    outcome: 'rotated',
    events: [
      { type: 'SessionRefreshed', data: { refreshTokenHash: command.newHash, previousHash: state.currentHash } },
    ],
  };
}

/** Ending an already ended (or unknown) session changes nothing: sign-out is idempotent. */
export function decideEndSession(state: SessionState, reason: SessionEndReason): SessionEvent[] {
  if (!state.exists || state.ended) return [];
  return [{ type: 'SessionEnded', data: { reason } }];
}
