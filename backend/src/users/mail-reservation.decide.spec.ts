import { decideRelease, decideReserve, MailTakenError } from './mail-reservation.decide';
import type { MailReservationEvent } from './mail-reservation.events';
import { evolveHolder, initialMailHolder } from './mail-reservation.state';

const holderAfter = (...events: MailReservationEvent[]) => events.reduce(evolveHolder, initialMailHolder);
const reserved = (userId: string): MailReservationEvent => ({ type: 'UserMailReserved', data: { userId } });
const released = (userId: string): MailReservationEvent => ({ type: 'UserMailReleased', data: { userId } });

describe('mail reservation', () => {
  it('reserves a never-used address', () => {
    expect(decideReserve(holderAfter(), 'u1')).toEqual([reserved('u1')]);
  });

  it('refuses an address someone else holds with MailTakenError', () => {
    expect(() => decideReserve(holderAfter(reserved('u1')), 'u2')).toThrow(MailTakenError);
    expect(() => decideReserve(holderAfter(reserved('u1')), 'u2')).toThrow('That email is taken. Try another.');
  });

  it('reserves a released address again', () => {
    expect(decideReserve(holderAfter(reserved('u1'), released('u1')), 'u2')).toEqual([reserved('u2')]);
  });

  it('changes nothing when the holder reserves again', () => {
    expect(decideReserve(holderAfter(reserved('u1')), 'u1')).toEqual([]);
  });

  it('releases only for the holder', () => {
    expect(decideRelease(holderAfter(reserved('u1')), 'u1')).toEqual([released('u1')]);
    expect(decideRelease(holderAfter(reserved('u2')), 'u1')).toEqual([]);
    expect(decideRelease(holderAfter(), 'u1')).toEqual([]);
  });
});
