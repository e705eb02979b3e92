import {
  documentsCrumbs,
  documentsPath,
  formatSize,
  resultAnnouncement,
  resultRefetchInterval,
  zipNameOf,
} from './documents-view';

describe('the documents page', () => {
  it('re-checks the result every second while In Progress (002 §2.3) or while a document is being sent, slowly while one waits for a retry', () => {
    expect(resultRefetchInterval({ status: 'In Progress', files: [] })).toBe(1000);
    for (const status of ['Ok', 'Failed', 'Out of date', 'Not run'] as const) {
      expect(resultRefetchInterval({ status, files: [] })).toBe(false);
    }
    const sending = { storage: 'local' as const, sending: 'sending' as const, sendError: null };
    expect(resultRefetchInterval({ status: 'Ok', files: [sending] })).toBe(1000);
    // Waiting for the provider's retry: re-read every 15 s, so the outcome shows without a reload.
    const retrying = { ...sending, sending: 'retrying' as const };
    expect(resultRefetchInterval({ status: 'Ok', files: [retrying] })).toBe(15_000);
    expect(resultRefetchInterval({ status: 'Ok', files: [retrying, sending] })).toBe(1000);
    const failed = { ...sending, sending: 'failed' as const };
    expect(resultRefetchInterval({ status: 'Ok', files: [failed] })).toBe(false);
    expect(resultRefetchInterval(undefined)).toBe(false);
  });

  it('says sizes the way people read them', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(1024)).toBe('1 KB');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(20 * 1024 + 100)).toBe('20 KB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3 MB');
    expect(formatSize(-1)).toBe('');
  });

  it('names the zip after the app', () => {
    expect(zipNameOf('Welcome pack')).toBe('Welcome pack.zip');
    expect(zipNameOf('  ')).toBe('Documents.zip');
  });

  it('puts the documents page next to the interview', () => {
    expect(documentsPath('demo', 'My clients', 'r1', 'Welcome')).toBe('/demo/My%20clients/r1/Welcome/documents');
  });

  it('announces how the run ended, not the whole list', () => {
    const files = (n: number) => Array.from({ length: n }, () => ({}) as never);
    expect(resultAnnouncement(undefined)).toBe('');
    expect(resultAnnouncement({ status: 'In Progress', files: [] })).toBe('Assembling your documents…');
    expect(resultAnnouncement({ status: 'Ok', files: files(1) })).toBe('1 document ready.');
    expect(resultAnnouncement({ status: 'Ok', files: files(3) })).toBe('3 documents ready.');
    expect(resultAnnouncement({ status: 'Failed', files: [] })).toBe('The documents could not be assembled.');
    expect(resultAnnouncement({ status: 'Out of date', files: files(2) })).toBe('Documents are out of date.');
  });

  it('adds itself after the app, whose crumb leads back to the interview', () => {
    const interview = '/demo/Customers/r1/Welcome';
    expect(
      documentsCrumbs(
        [{ label: 'Customers', href: '/demo/Customers' }, { label: 'Ann' }, { label: 'Welcome pack' }],
        interview,
      ),
    ).toEqual([
      { label: 'Customers', href: '/demo/Customers' },
      { label: 'Ann' },
      { label: 'Welcome pack', href: interview },
      { label: 'Documents' },
    ]);
    // External users: only the app, then this page.
    expect(documentsCrumbs([{ label: 'Welcome pack' }], interview)).toEqual([
      { label: 'Welcome pack', href: interview },
      { label: 'Documents' },
    ]);
  });
});
