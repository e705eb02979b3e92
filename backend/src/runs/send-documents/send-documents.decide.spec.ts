import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { RunEvent } from '../run.events';
import { RunStream } from '../run.streams';
import { assembled, letter, started } from '../run.testing';
import {
  decideDocumentSent,
  decideSendFailed,
  decideSendRequested,
  nextTryAfter,
  pendingDocuments,
} from './send-documents.decide';

const spec = streamSpec(RunStream);
const memo = { ...letter, template: 'Memo', templateId: 't2', templateFile: null, name: 'Memo.txt', ext: 'txt' };
const twoDocuments: RunEvent[] = [
  started,
  assembled(),
  assembled(memo),
  { type: 'RunCompleted', data: { runId: 'run1', documents: 2 } },
];
const requested = (documents: number[], by: string | null = null): RunEvent => ({
  type: 'RunSendRequested',
  data: { runId: 'run1', provider: 'OneDrive', documents, by },
});
const sent = (index: number): RunEvent => ({
  type: 'RunDocumentSent',
  data: { runId: 'run1', index, provider: 'OneDrive', ref: `Clients/doc${index}`, url: `https://od/doc${index}` },
});
const failedSend = (index: number, retrying: boolean, reason = 'OneDrive is unavailable'): RunEvent => ({
  type: 'RunDocumentSendFailed',
  data: { runId: 'run1', index, provider: 'OneDrive', reason, retrying },
});
const unavailable = (index: number) => ({
  runId: 'run1',
  index,
  provider: 'OneDrive' as const,
  reason: 'OneDrive is unavailable',
  kind: 'unavailable' as const,
});
const DELAYS = [30_000, 120_000, 600_000];

describe("sending a completed run's documents to the provider", () => {
  it('asks for every document once when the run completes, and nothing for a run not completed', () => {
    spec
      .given(twoDocuments)
      .when((state) => decideSendRequested({ runId: 'run1', provider: 'OneDrive', by: null }, state))
      .then([requested([0, 1])]);
    spec
      .given([...twoDocuments, requested([0, 1])])
      .when((state) => decideSendRequested({ runId: 'run1', provider: 'OneDrive', by: null }, state))
      .then([]);
    spec
      .given([started, assembled()])
      .when((state) => decideSendRequested({ runId: 'run1', provider: 'OneDrive', by: null }, state))
      .thenThrows('has not completed');
    spec
      .given([])
      .when((state) => decideSendRequested({ runId: 'run1', provider: 'OneDrive', by: null }, state))
      .thenThrows('There is no run run1');
    spec
      .given([started, { type: 'RunCompleted', data: { runId: 'run1', documents: 0 } }])
      .when((state) => decideSendRequested({ runId: 'run1', provider: 'OneDrive', by: null }, state))
      .then([]);
  });

  it('records a sent document once, with what its link route takes', () => {
    const given = [...twoDocuments, requested([0, 1])];
    spec
      .given(given)
      .when((state) =>
        decideDocumentSent(
          { runId: 'run1', index: 0, provider: 'OneDrive', ref: 'Clients/doc0', url: 'https://od/doc0' },
          state,
        ),
      )
      .then([sent(0)]);
    spec
      .given([...given, sent(0)])
      .when((state) => decideDocumentSent({ runId: 'run1', index: 0, provider: 'OneDrive', ref: 'again' }, state))
      .then([]);
    spec
      .given(given)
      .when((state) => decideDocumentSent({ runId: 'run1', index: 2, provider: 'OneDrive', ref: 'x' }, state))
      .thenThrows('has no document 2');
    const state = spec.given([...given, sent(0)]).state;
    expect(state.deliveries[0]).toEqual({
      provider: 'OneDrive',
      sent: { ref: 'Clients/doc0', url: 'https://od/doc0' },
      failure: null,
      failures: 0,
    });
    expect(pendingDocuments(state)).toEqual([1]);
  });

  it('retries an unavailable provider by itself until the retries are used up, then stops and shows it', () => {
    let history = [...twoDocuments, requested([0, 1])];
    expect(nextTryAfter(spec.given(history).state, DELAYS)).toBe(0);
    for (const delay of DELAYS) {
      spec
        .given(history)
        .when((state) => decideSendFailed(unavailable(1), state, DELAYS.length))
        .then([failedSend(1, true)]);
      history = [...history, failedSend(1, true)];
      expect(nextTryAfter(spec.given(history).state, DELAYS)).toBe(delay);
    }
    spec
      .given(history)
      .when((state) => decideSendFailed(unavailable(1), state, DELAYS.length))
      .then([failedSend(1, false)]);
    const stopped = spec.given([...history, failedSend(1, false)]).state;
    expect(stopped.deliveries[1].failure).toEqual({ reason: 'OneDrive is unavailable', retrying: false });
    expect(pendingDocuments(stopped)).toEqual([0]);
  });

  it('never retries a refusal by itself', () => {
    spec
      .given([...twoDocuments, requested([0, 1])])
      .when((state) =>
        decideSendFailed({ ...unavailable(0), kind: 'refused', reason: 'OneDrive is not connected' }, state, 3),
      )
      .then([failedSend(0, false, 'OneDrive is not connected')]);
    spec
      .given([...twoDocuments, requested([0, 1]), sent(0)])
      .when((state) => decideSendFailed(unavailable(0), state, 3))
      .then([]);
  });

  it('asked again, sends every unsent document afresh and leaves the sent ones sent', () => {
    const history = [...twoDocuments, requested([0, 1]), sent(0), failedSend(1, false)];
    expect(pendingDocuments(spec.given(history).state)).toEqual([]);
    spec
      .given(history)
      .when((state) => decideSendRequested({ runId: 'run1', provider: 'OneDrive', by: 'u1' }, state))
      .then([requested([1], 'u1')]);
    const again = spec.given([...history, requested([1], 'u1')]).state;
    expect(pendingDocuments(again)).toEqual([1]);
    expect(again.deliveries[1]).toMatchObject({ failure: null, failures: 0 });
    expect(again.deliveries[0].sent).not.toBeNull();
    spec
      .given([...history, sent(1)])
      .when((state) => decideSendRequested({ runId: 'run1', provider: 'OneDrive', by: 'u1' }, state))
      .then([]);
  });
});
