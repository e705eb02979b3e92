import type { RecordedEvent } from '@app/event-schemas';
import type { Doc } from '@app/storage';
import type { WorkspaceEvent } from './workspace.events';
import { WORKSPACES, workspacesProjector, type WorkspaceDoc } from './workspaces.projector';

let position = 0;
function recorded(event: WorkspaceEvent, revision: number): RecordedEvent {
  position += 1;
  return {
    ...event,
    id: `e${position}`,
    stream: `_global.workspace-${event.data.name}`,
    version: 1,
    revision,
    position,
    recordedAt: `2025-01-0${revision + 1}T00:00:00.000Z`,
    metadata: {
      tenant: event.data.name,
      userId: null,
      correlationId: 'c',
      causationId: null,
      time: '2025-01-01T00:00:00.000Z',
    },
  };
}

/** Applies events one by one on an in-memory map, as the runner does across batches. */
function project(events: RecordedEvent[], docs = new Map<string, Doc>()) {
  for (const event of events) {
    for (const change of workspacesProjector.apply(event, { get: (_c, id) => docs.get(id) })) {
      if (change.op === 'put') docs.set(change.doc._id, change.doc);
    }
  }
  return docs;
}

describe('workspaces projector', () => {
  const created = recorded(
    {
      type: 'WorkspaceCreated',
      data: { name: 'acme', settings: { label: 'Acme', locale: 'en-US', isRegistration: false }, addons: [] },
    },
    0,
  );
  const renamed = recorded(
    { type: 'WorkspaceSettingsChanged', data: { name: 'acme', changes: { label: 'Acme LLP', logo: '/l.png' } } },
    1,
  );
  const addon = recorded({ type: 'WorkspaceAddonEnabled', data: { name: 'acme', addon: 'pdf' } }, 2);
  const off = recorded({ type: 'WorkspaceDeactivated', data: { name: 'acme' } }, 3);

  it('keeps one document per workspace with its label, settings, add-ons, status and revision', () => {
    const doc = project([created, renamed, addon, off]).get('acme') as WorkspaceDoc;
    expect(doc).toEqual({
      _id: 'acme',
      name: 'acme',
      label: 'Acme LLP',
      settings: { label: 'Acme LLP', locale: 'en-US', isRegistration: false, logo: '/l.png' },
      addons: ['pdf'],
      isActive: false,
      revision: 3,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-04T00:00:00.000Z',
    });
  });

  it('changes nothing when an event is applied twice', () => {
    const docs = project([created, renamed, addon]);
    expect(workspacesProjector.apply(renamed, { get: (_c, id) => docs.get(id) })).toEqual([]);
  });

  it('announces the document it reads', () => {
    expect(workspacesProjector.keys?.(created)).toEqual([{ collection: WORKSPACES, id: 'acme' }]);
  });
});
