import { streamSpec } from '../shared/event-sourcing/stream-spec.testing';
import { decideRecordSent } from './sent-document.decide';
import { SentDocumentStream } from './sent-document.streams';

const spec = streamSpec(SentDocumentStream);
const sent = { type: 'ProviderDocumentSent', data: { provider: 'Clio', id: '1001', path: '1001' } } as const;

describe('a document sent to a provider', () => {
  it('is remembered once, however often it is sent again', () => {
    spec
      .given([])
      .when((state) => decideRecordSent(sent.data, state))
      .then([sent]);
    spec
      .given([sent])
      .when((state) => decideRecordSent(sent.data, state))
      .thenNothing();
    expect(spec.given([sent]).state).toEqual({ sent: true });
  });
});
