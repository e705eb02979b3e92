import { canSendAgain, deliveryLine, isSending } from './document-delivery';

const file = (sending: 'sending' | 'sent' | 'retrying' | 'failed' | null, sendError: string | null = null) => ({
  storage: sending === 'sent' ? { provider: 'OneDrive', ref: '/Matters/Letter.docx' } : ('local' as const),
  sending,
  sendError,
});

describe("a document's 'Send documents' line", () => {
  it('says where it went, that it is on its way, or why it was not sent', () => {
    expect(deliveryLine(file(null))).toBeNull();
    expect(deliveryLine({})).toBeNull();
    expect(deliveryLine(file('sent'))).toEqual({ text: 'Sent to OneDrive', tone: 'ok' });
    expect(deliveryLine(file('sending'))).toEqual({ text: 'Sending…', tone: 'muted' });
    expect(deliveryLine(file('retrying', 'OneDrive did not answer.'))).toEqual({
      text: 'Not sent yet, trying again: OneDrive did not answer.',
      tone: 'warn',
    });
    expect(deliveryLine(file('failed', 'OneDrive is not connected.'))).toEqual({
      text: 'Not sent: OneDrive is not connected.',
      tone: 'error',
    });
  });

  it('offers Send again to workspace users only, when something was not sent', () => {
    const result = { runId: 'run1', files: [file('sent'), file('failed', 'x')] };
    expect(canSendAgain(result, false)).toBe(true);
    expect(canSendAgain(result, true)).toBe(false);
    expect(canSendAgain({ runId: 'run1', files: [file('sent')] }, false)).toBe(false);
    expect(canSendAgain({ runId: null, files: [] }, false)).toBe(false);
  });

  it('keeps reading the result while a document is being sent', () => {
    expect(isSending({ files: [file('sent'), file('sending')] })).toBe(true);
    expect(isSending({ files: [file('retrying', 'x')] })).toBe(false);
    expect(isSending(undefined)).toBe(false);
  });
});
