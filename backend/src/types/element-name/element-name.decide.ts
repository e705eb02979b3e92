import { invalid } from '../../shared/domain/domain-error';
import { ELEMENT_EXISTS } from '../element-rules';
import type { ElementNameEvent } from './element-name.events';

/** The element holding a name, or null when it is free. */
export type NameHolder = string | null;

export const evolveNameHolder = (holder: NameHolder, event: ElementNameEvent): NameHolder => {
  switch (event.type) {
    case 'ElementNameReserved':
      return event.data.elementId;
    case 'ElementNameReleased':
      return holder === event.data.elementId ? null : holder;
  }
};

/** Reserve for `elementId` unless another element holds the name; holding it already changes nothing. */
export function decideReserveName(holder: NameHolder, elementId: string): ElementNameEvent[] {
  if (holder === elementId) return [];
  if (holder !== null) throw invalid(ELEMENT_EXISTS);
  return [{ type: 'ElementNameReserved', data: { elementId } }];
}

/** Only the holder's release counts, so a stale release never frees another element's name. */
export const decideReleaseName = (holder: NameHolder, elementId: string): ElementNameEvent[] =>
  holder === elementId ? [{ type: 'ElementNameReleased', data: { elementId } }] : [];
