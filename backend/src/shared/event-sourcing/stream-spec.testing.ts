import type { EventDefinition, EventOf } from '@app/event-schemas';
import type { StreamDefinition } from './define-stream';

/** Freezes a state all the way down, so a decide or evolve that changes its input fails in its spec. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

type Outcome<E> = { events: readonly E[] } | { error: unknown };

/**
 * Given/when/then for pure decisions, on a stream definition's own fold:
 *
 *   spec.given([created]).when((state) => decideDeleteUser(command, state)).then([deleted]);
 *   spec.given([]).when((state) => decideDeleteUser(command, state)).thenThrows('User u1 not found.');
 *
 * The given events are folded with the stream's evolve (frozen, so nothing may change them), and the
 * decision runs on that state exactly as `run` would.
 */
export function streamSpec<const Definitions extends readonly EventDefinition[], S>(
  definition: StreamDefinition<Definitions, S>,
) {
  type Event = EventOf<Definitions>;
  return {
    given(history: readonly Event[]) {
      const state = history.reduce<S>(
        (current, event) => deepFreeze(definition.evolve(current, deepFreeze(structuredClone(event)))),
        deepFreeze(structuredClone(definition.initial)),
      );
      return {
        /** The folded state itself, for assertions on evolve. */
        state,
        when(decide: (state: S) => readonly Event[]) {
          let outcome: Outcome<Event>;
          try {
            outcome = { events: decide(state) };
          } catch (error) {
            outcome = { error };
          }
          const events = () => {
            if ('error' in outcome) throw outcome.error;
            return outcome.events;
          };
          return {
            then(expected: readonly Event[]): void {
              expect(events()).toEqual(expected);
            },
            /** Nothing to do: the command is accepted and changes nothing (idempotent). */
            thenNothing(): void {
              expect(events()).toEqual([]);
            },
            thenThrows(expected?: string | RegExp | (new (...args: never[]) => unknown)): void {
              expect(events).toThrow(expected as string | RegExp);
            },
          };
        },
      };
    },
  };
}
