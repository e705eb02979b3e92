import { ElementStream } from '../element.streams';
import { clientCreated } from '../element.testing';
import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { templateFileRefs } from './template-file-refs';

const hash = (digit: string) => digit.repeat(64);
const { state } = streamSpec(ElementStream).given([
  clientCreated('e1', { kind: 'template', member: { _id: 't1', name: 'Letter', type: 'docx' } }),
]);

describe('the template files a save names', () => {
  it('lists the file of each template added or updated with a filepath, by the template’s name', () => {
    expect(
      templateFileRefs(
        [
          { action: 'add', kind: 'template', member: { name: 'Form', type: 'pdf', filepath: hash('a') } },
          { action: 'update', kind: 'template', memberId: 't1', set: { filepath: hash('b'), filesize: 10 } },
          { action: 'update', kind: 'template', memberId: 't1', set: { name: 'Engagement', filepath: hash('c') } },
        ],
        state,
      ),
    ).toEqual([
      { template: 'Form', fileId: hash('a') },
      { template: 'Letter', fileId: hash('b') },
      { template: 'Engagement', fileId: hash('c') },
    ]);
  });

  it('leaves out removed files, other properties and other kinds of member', () => {
    expect(
      templateFileRefs(
        [
          { action: 'update', kind: 'template', memberId: 't1', set: { filepath: null, filename: null } },
          { action: 'update', kind: 'template', memberId: 't1', set: { text: 'Dear {[FirstName]}' } },
          { action: 'update', kind: 'variable', memberId: 'v1', set: { filepath: hash('d') } },
          { action: 'remove', kind: 'template', memberId: 't1' },
          { action: 'element', set: { filepath: hash('e') } },
        ],
        state,
      ),
    ).toEqual([]);
  });

  it('passes on a filepath that is no file id, for the check to refuse', () => {
    expect(
      templateFileRefs([{ action: 'update', kind: 'template', memberId: 't1', set: { filepath: '../etc' } }], state),
    ).toEqual([{ template: 'Letter', fileId: '../etc' }]);
  });
});
