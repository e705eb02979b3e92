import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { RunStream } from '../run.streams';
import { assembled, completed, failed, letter, started } from '../run.testing';
import { decideRecordDocument } from './record-document.decide';

const spec = streamSpec(RunStream);

describe('a document assembled by a run', () => {
  it('joins the run with its name, hash, size and the template file it came from', () => {
    spec
      .given([started])
      .when((state) => decideRecordDocument('run1', letter, state))
      .then([assembled()]);
    const memo = { ...letter, template: 'Memo', templateId: 't2', templateFile: null, name: 'Memo.txt', ext: 'txt' };
    expect(spec.given([started, assembled(), assembled(memo)]).state.documents).toEqual([letter, memo]);
  });

  it('refuses a second file of the same name (case aside): the download would lose one', () => {
    spec
      .given([started, assembled()])
      .when((state) => decideRecordDocument('run1', { ...letter, name: 'LETTER TO ANN.docx' }, state))
      .thenThrows('The run already has a document named LETTER TO ANN.docx: two templates gave the same file name.');
  });

  it('records nothing for the same file again: a run taken over after a stop is assembled from the start', () => {
    spec
      .given([started, assembled()])
      .when((state) => decideRecordDocument('run1', letter, state))
      .thenNothing();
    expect(spec.given([started, assembled()]).state.documents).toHaveLength(1);
  });

  it('refuses a document for a run that never started, completed or failed', () => {
    spec
      .given([])
      .when((state) => decideRecordDocument('run1', letter, state))
      .thenThrows('There is no run run1.');
    spec
      .given([started, completed])
      .when((state) => decideRecordDocument('run1', letter, state))
      .thenThrows('The run run1 has already completed.');
    spec
      .given([started, failed])
      .when((state) => decideRecordDocument('run1', letter, state))
      .thenThrows('The run run1 has already failed.');
  });
});
