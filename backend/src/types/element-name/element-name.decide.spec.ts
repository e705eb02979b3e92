import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { decideReleaseName, decideReserveName } from './element-name.decide';
import type { ElementNameEvent } from './element-name.events';
import { ElementNameStream } from './element-name.streams';

const spec = streamSpec(ElementNameStream);
const reserved = (elementId: string): ElementNameEvent => ({ type: 'ElementNameReserved', data: { elementId } });
const released = (elementId: string): ElementNameEvent => ({ type: 'ElementNameReleased', data: { elementId } });

describe('element name reservation (001 §5: names are unique per workspace)', () => {
  it('reserves a name never used', () => {
    spec
      .given([])
      .when((holder) => decideReserveName(holder, 'e1'))
      .then([reserved('e1')]);
  });

  it("refuses a name another element holds with 001 §5's message", () => {
    spec
      .given([reserved('e1')])
      .when((holder) => decideReserveName(holder, 'e2'))
      .thenThrows('An element by this name already exists.');
  });

  it('changes nothing when the element holds the name already', () => {
    spec
      .given([reserved('e1')])
      .when((holder) => decideReserveName(holder, 'e1'))
      .thenNothing();
  });

  it('lets a released name be taken again', () => {
    spec
      .given([reserved('e1'), released('e1')])
      .when((holder) => decideReserveName(holder, 'e2'))
      .then([reserved('e2')]);
  });

  it("ignores a release by an element that does not hold the name (a stale one never frees another's)", () => {
    spec
      .given([reserved('e1')])
      .when((holder) => decideReleaseName(holder, 'e2'))
      .thenNothing();
    spec
      .given([reserved('e1')])
      .when((holder) => decideReleaseName(holder, 'e1'))
      .then([released('e1')]);
  });
});
