import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { SessionEvent } from '../auth.events';
import { SessionStream } from '../auth.streams';
import { decideEndSession, decideRefresh, initialSessionState } from './session.decide';

const hash = (c: string) => c.repeat(64);
const started: SessionEvent = {
  type: 'SessionStarted',
  data: {
    familyId: 'f1',
    userId: 'u1',
    method: 'password',
    refreshTokenHash: hash('a'),
    expiresAt: '2030-01-01T00:00:00.000Z',
  },
};
const spec = streamSpec(SessionStream);
const given = (...events: SessionEvent[]) => spec.given(events).state;
const now = new Date('2029-06-01T00:00:00.000Z');

describe('session family (refresh-token rotation)', () => {
  it('given a live family, when its current token is presented, then it rotates to the new hash', () => {
    expect(decideRefresh(given(started), { presentedHash: hash('a'), newHash: hash('b'), now })).toEqual({
      outcome: 'rotated',
      events: [{ type: 'SessionRefreshed', data: { refreshTokenHash: hash('b'), previousHash: hash('a') } }],
    });
  });

  it('given a rotated family, when the previous token is presented again, then the family ends (reuse)', () => {
    const rotated: SessionEvent = {
      type: 'SessionRefreshed',
      data: { refreshTokenHash: hash('b'), previousHash: hash('a') },
    };
    expect(decideRefresh(given(started, rotated), { presentedHash: hash('a'), newHash: hash('c'), now })).toEqual({
      outcome: 'reuseDetected',
      events: [{ type: 'SessionEnded', data: { reason: 'reuseDetected' } }],
    });
  });

  it('given a family, when a value it never issued is presented, then it is refused and the family lives on', () => {
    const rotated: SessionEvent = {
      type: 'SessionRefreshed',
      data: { refreshTokenHash: hash('b'), previousHash: hash('a') },
    };
    expect(decideRefresh(given(started, rotated), { presentedHash: hash('f'), newHash: hash('c'), now })).toEqual({
      outcome: 'unknown',
      events: [],
    });
  });

  it('given an ended family, when any token is presented, then nothing is appended and it is refused', () => {
    const ended: SessionEvent = { type: 'SessionEnded', data: { reason: 'signedOut' } };
    expect(decideRefresh(given(started, ended), { presentedHash: hash('a'), newHash: hash('b'), now })).toEqual({
      outcome: 'ended',
      events: [],
    });
  });

  it('given no family, when a token is presented, then it is unknown', () => {
    expect(decideRefresh(initialSessionState, { presentedHash: hash('a'), newHash: hash('b'), now }).outcome).toBe(
      'unknown',
    );
  });

  it('given a family past its expiry, when its current token is presented, then it ends as expired', () => {
    const later = new Date('2030-01-01T00:00:00.001Z');
    expect(decideRefresh(given(started), { presentedHash: hash('a'), newHash: hash('b'), now: later })).toEqual({
      outcome: 'expired',
      events: [{ type: 'SessionEnded', data: { reason: 'expired' } }],
    });
  });

  it('sign-out ends a live family once; ending it again appends nothing', () => {
    const ended: SessionEvent = { type: 'SessionEnded', data: { reason: 'signedOut' } };
    spec
      .given([started])
      .when((state) => decideEndSession(state, 'signedOut'))
      .then([ended]);
    spec
      .given([started, ended])
      .when((state) => decideEndSession(state, 'signedOut'))
      .thenNothing();
    spec
      .given([])
      .when((state) => decideEndSession(state, 'signedOut'))
      .thenNothing();
  });
});
