import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { ElementStream } from '../element.streams';
import { clientCreated } from '../element.testing';
import { decideSaveTemplateProfile } from './template-profile.decide';

const spec = streamSpec(ElementStream);
const created = clientCreated(
  'e1',
  { kind: 'template', member: { _id: 't1', name: 'Letter', type: 'docx', filename: 'Letter.docx' } },
  { kind: 'template', member: { _id: 't2', name: 'Note', type: 'text', text: 'Hi' } },
);
const save =
  (templateName: string, profile: string, def: Record<string, unknown> = {}) =>
  (state: Parameters<typeof decideSaveTemplateProfile>[1]) =>
    decideSaveTemplateProfile({ elementId: 'e1', templateName, profile, def }, state);

describe('save a template profile', () => {
  it('sets profile and def on the template as one new version', () => {
    spec
      .given([created])
      .when(save('letter', 'OneDrive', { folder: 'Clients/Letters' }))
      .then([
        {
          type: 'ElementChangesSaved',
          data: {
            elementId: 'e1',
            version: 2,
            changes: [
              {
                action: 'update',
                kind: 'template',
                memberId: 't1',
                name: 'Letter',
                set: { profile: 'OneDrive', def: { folder: 'Clients/Letters' } },
                before: { profile: null, def: null },
              },
            ],
          },
        },
      ]);
  });

  it('removes both when the profile is cleared, and records nothing when nothing changes', () => {
    const profiled = {
      type: 'ElementChangesSaved' as const,
      data: {
        elementId: 'e1',
        version: 2,
        changes: [
          {
            action: 'update' as const,
            kind: 'template' as const,
            memberId: 't1',
            name: 'Letter',
            set: { profile: 'Clio', def: { matter: 'm', folder: 'f' } },
            before: { profile: null, def: null },
          },
        ],
      },
    };
    spec
      .given([created, profiled])
      .when(save('Letter', 'Clio', { matter: 'm', folder: 'f' }))
      .thenNothing();
    spec
      .given([created, profiled])
      .when(save('Letter', ''))
      .then([
        {
          type: 'ElementChangesSaved',
          data: {
            elementId: 'e1',
            version: 3,
            changes: [
              {
                action: 'update',
                kind: 'template',
                memberId: 't1',
                name: 'Letter',
                set: { profile: null, def: null },
                before: { profile: 'Clio', def: { matter: 'm', folder: 'f' } },
              },
            ],
          },
        },
      ]);
  });

  it('refuses a text template, a missing template and a missing element', () => {
    spec
      .given([created])
      .when(save('Note', 'OneDrive', { folder: '' }))
      .thenThrows('Note is not a Word or PDF template');
    spec
      .given([created])
      .when(save('Memo', 'OneDrive', { folder: '' }))
      .thenThrows('Client has no template named Memo.');
    spec
      .given([])
      .when(save('Letter', 'OneDrive', { folder: '' }))
      .thenThrows('Element e1 not found.');
  });
});
