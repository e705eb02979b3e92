import { streamSpec } from '../shared/event-sourcing/stream-spec.testing';
import { decideRelease, decideReserve, MailTakenError } from './mail-reservation.decide';
import type { MailReservationEvent } from './mail-reservation.events';
import { MailReservationStream } from './user.streams';

const spec = streamSpec(MailReservationStream);
const reserved = (userId: string): MailReservationEvent => ({ type: 'UserMailReserved', data: { userId } });
const released = (userId: string): MailReservationEvent => ({ type: 'UserMailReleased', data: { userId } });

describe('mail reservation', () => {
  it('reserves a never-used address', () => {
    spec
      .given([])
      .when((holder) => decideReserve(holder, 'u1'))
      .then([reserved('u1')]);
  });

  it('refuses an address someone else holds with MailTakenError', () => {
    const taken = spec.given([reserved('u1')]).when((holder) => decideReserve(holder, 'u2'));
    taken.thenThrows(MailTakenError);
    taken.thenThrows('That email is taken. Try another.');
  });

  it('reserves a released address again', () => {
    spec
      .given([reserved('u1'), released('u1')])
      .when((holder) => decideReserve(holder, 'u2'))
      .then([reserved('u2')]);
  });

  it('changes nothing when the holder reserves again', () => {
    spec
      .given([reserved('u1')])
      .when((holder) => decideReserve(holder, 'u1'))
      .thenNothing();
  });

  it('releases only for the holder', () => {
    spec
      .given([reserved('u1')])
      .when((holder) => decideRelease(holder, 'u1'))
      .then([released('u1')]);
    spec
      .given([reserved('u2')])
      .when((holder) => decideRelease(holder, 'u1'))
      .thenNothing();
    spec
      .given([])
      .when((holder) => decideRelease(holder, 'u1'))
      .thenNothing();
  });
});
