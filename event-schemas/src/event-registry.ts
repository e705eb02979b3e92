import type { z } from 'zod';
import type { EventDefinition } from './define-event';
import type { NewEvent, RecordedEvent } from './envelope';
import { InvalidEventError, type InvalidEventIssue } from './invalid-event.error';
import { notPlainJson } from './plain-json-schema';

function issuesOf(error: z.ZodError): InvalidEventIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.map(String).join('.') : '(root)',
    message: issue.message,
  }));
}

/**
 * Every known event type with its current schema and upcasters. Writers go through `validate`
 * (only the current version may be written); readers go through `upcast` (any stored version is
 * lifted step by step, then checked against the current schema).
 */
export class EventRegistry {
  private readonly definitions = new Map<string, EventDefinition>();

  constructor(definitions: Iterable<EventDefinition> = []) {
    for (const definition of definitions) this.register(definition);
  }

  register(definition: EventDefinition): this {
    if (this.definitions.has(definition.type)) {
      throw new Error(`Event type ${definition.type} is registered twice`);
    }
    // A payload is stored as its schema parsed it, and read back without parsing again (ValidatingEventStore):
    // refused at start rather than found as a stored value that differs from what a reader would get.
    const why = notPlainJson(definition.schema);
    if (why) throw new Error(`Event type ${definition.type}: its schema must be a plain JSON shape, but ${why}`);
    this.definitions.set(definition.type, definition);
    return this;
  }

  has(type: string): boolean {
    return this.definitions.has(type);
  }

  get(type: string): EventDefinition | undefined {
    return this.definitions.get(type);
  }

  types(): string[] {
    return [...this.definitions.keys()];
  }

  currentVersion(type: string): number {
    return this.require(type, undefined).version;
  }

  /** Checks a payload against its type's current schema; returns the event with `version` filled and the parsed data. */
  validate<T>(event: NewEvent<T>): NewEvent {
    const definition = this.require(event.type, event.version);
    if (event.version !== undefined && event.version !== definition.version) {
      throw new InvalidEventError(
        event.type,
        event.version,
        [],
        `only the current version v${definition.version} may be written`,
      );
    }
    const parsed = definition.schema.safeParse(event.data);
    if (!parsed.success) throw new InvalidEventError(event.type, definition.version, issuesOf(parsed.error));
    return { ...event, version: definition.version, data: parsed.data };
  }

  /** Lifts a stored event to the current version of its type, one version at a time, and validates the result. */
  upcast<T = unknown>(event: RecordedEvent): RecordedEvent<T> {
    const definition = this.require(event.type, event.version);
    if (!Number.isInteger(event.version) || event.version < 1 || event.version > definition.version) {
      throw new InvalidEventError(
        event.type,
        event.version,
        [],
        `stored version is not between v1 and the current v${definition.version}`,
      );
    }
    let data: unknown = event.data;
    for (let from = event.version; from < definition.version; from++) {
      data = definition.upcast[from](data);
    }
    const parsed = definition.schema.safeParse(data);
    if (!parsed.success) {
      const reason = event.version === definition.version ? 'stored payload' : `payload upcast from v${event.version}`;
      throw new InvalidEventError(event.type, definition.version, issuesOf(parsed.error), reason);
    }
    return { ...event, version: definition.version, data: parsed.data as T };
  }

  private require(type: string, version: number | undefined): EventDefinition {
    const definition = this.definitions.get(type);
    if (!definition) throw new InvalidEventError(type, version, [], 'unknown event type');
    return definition;
  }
}
