import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { ImportLogic, ImportTypesResult } from '../../api/import-types.api';
import { chosenFileProblem, importMachine, JSON_OR_ZIP, ONE_FILE_ONLY, type ImportEvent } from './import.machine';

const result: ImportTypesResult = { position: 9, created: [], updated: [], skipped: [], deleted: [] };

/** The dialog's machine with recorded server calls; the upload is driven by the test through `uploads`. */
function start({
  importFile = async () => result,
}: { importFile?: (input: { url: string; logic: ImportLogic }) => Promise<ImportTypesResult> } = {}) {
  const uploads: { file: string; send: (event: ImportEvent) => void; aborted: boolean }[] = [];
  const discarded: string[] = [];
  const imported: { url: string; logic: ImportLogic }[] = [];
  const machine = importMachine.provide({
    actors: {
      upload: fromCallback<ImportEvent, { file: { name: string } }>(({ input, sendBack }) => {
        const upload = { file: input.file.name, send: sendBack, aborted: false };
        uploads.push(upload);
        return () => (upload.aborted = true);
      }),
      discard: fromPromise<void, { url: string }>(async ({ input }) => {
        discarded.push(input.url);
      }),
      importFile: fromPromise<ImportTypesResult, { url: string; logic: ImportLogic }>(({ input }) => {
        imported.push(input);
        return importFile(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, uploads, discarded, imported };
}

const file = (name: string) => ({ name });

describe('import dialog machine', () => {
  it('takes one .json or .zip file, and says why it refuses the others', () => {
    expect(chosenFileProblem([file('demo.zip')])).toBeNull();
    expect(chosenFileProblem([file('Client.JSON')])).toBeNull();
    expect(chosenFileProblem([file('a.zip'), file('b.zip')])).toBe(ONE_FILE_ONLY);
    expect(chosenFileProblem([file('letter.docx')])).toBe(JSON_OR_ZIP);
    const { actor, uploads } = start();
    actor.send({ type: 'CHOOSE', files: [file('a.zip'), file('b.zip')] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(ONE_FILE_ONLY);
    expect(uploads).toEqual([]);
  });

  it('uploads with progress, enables Ok once uploaded, imports with the chosen logic, and ends done', async () => {
    const { actor, uploads, imported, discarded } = start();
    actor.send({ type: 'CHOOSE', files: [file('demo.zip')] });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.error).toBeUndefined();
    actor.send({ type: 'OK' }); // not before the upload completes
    uploads[0].send({ type: 'PROGRESS', loaded: 25, total: 100 });
    expect(actor.getSnapshot().context.progress).toBe(0.25);
    uploads[0].send({ type: 'UPLOADED', upload: { url: 'u1', type: 'application/zip' } });
    expect(actor.getSnapshot().value).toBe('uploaded');
    actor.send({ type: 'SET_LOGIC', logic: 'imported' });
    actor.send({ type: 'OK' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('done');
    expect(done.output).toEqual(result);
    expect(imported).toEqual([{ url: 'u1', logic: 'imported' }]);
    expect(discarded).toEqual([]);
  });

  it('Cancel aborts an upload under way (or only the upload, staying open), and discards one that is done', async () => {
    const during = start();
    during.actor.send({ type: 'CHOOSE', files: [file('demo.zip')] });
    during.actor.send({ type: 'CANCEL' });
    expect(during.actor.getSnapshot().value).toBe('closed');
    expect(during.uploads[0].aborted).toBe(true);
    expect(during.discarded).toEqual([]);

    const aborted = start();
    aborted.actor.send({ type: 'CHOOSE', files: [file('demo.zip')] });
    aborted.actor.send({ type: 'ABORT' });
    expect(aborted.actor.getSnapshot().value).toBe('idle');
    expect(aborted.uploads[0].aborted).toBe(true);
    aborted.actor.send({ type: 'CHOOSE', files: [file('other.zip')] });
    expect(aborted.uploads[1].file).toBe('other.zip');

    const after = start();
    after.actor.send({ type: 'CHOOSE', files: [file('demo.zip')] });
    after.uploads[0].send({ type: 'UPLOADED', upload: { url: 'u1', type: 'application/zip' } });
    after.actor.send({ type: 'CANCEL' });
    await waitFor(after.actor, (s) => s.status === 'done');
    expect(after.actor.getSnapshot().value).toBe('closed');
    expect(after.discarded).toEqual(['u1']);
  });

  it("shows the server's message after a failed import and lets the author try again", async () => {
    let attempts = 0;
    const { actor, uploads, imported } = start({
      importFile: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Replacing all elements needs the dev add-on.');
        return result;
      },
    });
    actor.send({ type: 'CHOOSE', files: [file('demo.zip')] });
    uploads[0].send({ type: 'UPLOADED', upload: { url: 'u1', type: 'application/zip' } });
    actor.send({ type: 'SET_LOGIC', logic: 'restore' });
    actor.send({ type: 'OK' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Replacing all elements needs the dev add-on.');
    actor.send({ type: 'SET_LOGIC', logic: 'existing' });
    actor.send({ type: 'OK' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    await waitFor(actor, (s) => s.status === 'done');
    expect(imported.map((each) => each.logic)).toEqual(['restore', 'existing']);
  });

  it('a failed upload returns to the start with its message; another file replaces an uploaded one', async () => {
    const { actor, uploads, discarded } = start();
    actor.send({ type: 'CHOOSE', files: [file('big.zip')] });
    uploads[0].send({ type: 'UPLOAD_FAILED', message: 'The file is larger than 10 MB, the most an import may be.' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'The file is larger than 10 MB, the most an import may be.',
      file: undefined,
    });
    actor.send({ type: 'CHOOSE', files: [file('first.zip')] });
    uploads[1].send({ type: 'UPLOADED', upload: { url: 'u1', type: 'application/zip' } });
    actor.send({ type: 'CHOOSE', files: [file('second.json')] });
    await waitFor(actor, (s) => s.matches('uploading'));
    expect(discarded).toEqual(['u1']);
    expect(uploads[2].file).toBe('second.json');
    expect(actor.getSnapshot().context).toMatchObject({ file: { name: 'second.json' }, upload: undefined });
  });
});
