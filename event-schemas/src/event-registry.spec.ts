import { z } from 'zod';
import { defineEvent } from './define-event';
import type { RecordedEvent } from './envelope';
import { createMetadata } from './event-metadata';
import { EventRegistry } from './event-registry';
import { InvalidEventError } from './invalid-event.error';

// v1: { name }, v2: { title }, v3: { title, tags }
const WorkspaceRenamed = defineEvent({
  type: 'WorkspaceRenamed',
  version: 3,
  schema: z.object({ title: z.string().min(1), tags: z.array(z.string()) }),
  upcast: {
    1: (v1: { name: string }) => ({ title: v1.name }),
    2: (v2: { title: string }) => ({ ...v2, tags: [] }),
  },
});
const RecordCreated = defineEvent({
  type: 'RecordCreated',
  schema: z.object({ recordId: z.string(), fields: z.object({ age: z.number() }) }),
});

const metadata = createMetadata({ tenant: 'acme', userId: 'u1' });
const registry = new EventRegistry([WorkspaceRenamed, RecordCreated]);

function stored(version: number, data: unknown): RecordedEvent {
  return {
    id: 'e1',
    stream: 'acme.workspace-1',
    type: 'WorkspaceRenamed',
    version,
    data,
    metadata,
    revision: 0,
    position: 1,
    recordedAt: metadata.time,
  };
}

describe('EventRegistry.validate', () => {
  it('fills the current version and returns the parsed payload', () => {
    const event = registry.validate({ type: 'RecordCreated', data: { recordId: 'r1', fields: { age: 3 } }, metadata });
    expect(event.version).toBe(1);
    expect(event.data).toEqual({ recordId: 'r1', fields: { age: 3 } });
  });

  it('accepts events built by the definition', () => {
    const event = WorkspaceRenamed.create({ title: 'Acme', tags: ['x'] }, metadata);
    expect(registry.validate(event)).toMatchObject({ type: 'WorkspaceRenamed', version: 3 });
  });

  it('refuses a bad payload naming type, version and every failing field path', () => {
    const attempt = () =>
      registry.validate({ type: 'RecordCreated', data: { recordId: 7, fields: { age: 'old' } }, metadata });
    expect(attempt).toThrow(InvalidEventError);
    expect(attempt).toThrow(/RecordCreated v1/);
    try {
      attempt();
    } catch (error) {
      const invalid = error as InvalidEventError;
      expect(invalid.issues.map((issue) => issue.path)).toEqual(['recordId', 'fields.age']);
      expect(invalid.message).toContain('recordId:');
      expect(invalid.message).toContain('fields.age:');
    }
  });

  it('refuses an unknown type', () => {
    expect(() => registry.validate({ type: 'NothingHappened', data: {}, metadata })).toThrow(
      /NothingHappened.*unknown event type/,
    );
  });

  it('refuses to write an older version', () => {
    expect(() => registry.validate({ type: 'WorkspaceRenamed', version: 1, data: { name: 'x' }, metadata })).toThrow(
      /WorkspaceRenamed v1: only the current version v3 may be written/,
    );
  });
});

describe('EventRegistry.upcast', () => {
  it('lifts v1 to v3 step by step', () => {
    expect(registry.upcast(stored(1, { name: 'Acme' }))).toMatchObject({
      version: 3,
      data: { title: 'Acme', tags: [] },
    });
  });

  it('lifts v2 to v3 and leaves the current version as it is', () => {
    expect(registry.upcast(stored(2, { title: 'B' })).data).toEqual({ title: 'B', tags: [] });
    expect(registry.upcast(stored(3, { title: 'C', tags: ['t'] })).data).toEqual({ title: 'C', tags: ['t'] });
  });

  it('refuses a stored payload that is invalid after upcasting', () => {
    expect(() => registry.upcast(stored(1, { name: '' }))).toThrow(
      /WorkspaceRenamed v3: payload upcast from v1: title:/,
    );
  });

  it('refuses versions newer than the code knows', () => {
    expect(() => registry.upcast(stored(4, {}))).toThrow(InvalidEventError);
  });
});

describe('defineEvent', () => {
  it('requires an upcaster for every older version', () => {
    expect(() =>
      defineEvent({ type: 'ThingMoved', version: 3, schema: z.object({}), upcast: { 1: (d) => d } }),
    ).toThrow(/missing upcaster from v2 to v3/);
  });

  it('requires PascalCase type names', () => {
    expect(() => defineEvent({ type: 'thing-moved', schema: z.object({}) })).toThrow(/PascalCase/);
  });

  it('refuses a type registered twice', () => {
    expect(() => new EventRegistry([RecordCreated, RecordCreated])).toThrow(/registered twice/);
  });
});
