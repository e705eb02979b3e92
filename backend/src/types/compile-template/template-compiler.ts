import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  compileDocx,
  DocxTemplateError,
  listPdfFields,
  mergePdfFieldMap,
  PdfFormError,
  type CompiledDocx,
  type PdfFieldInfo,
  type PdfFieldMapEntry,
} from '@app/templating';
import type { EventStore, FileStore } from '@app/storage';
import { readFile } from 'node:fs/promises';
import { invalid, notFound } from '../../shared/domain/domain-error';
import { EVENT_STORE, FILE_STORE } from '../../shared/storage/tokens';
import { findMember } from '../element.state';
import { liveElement } from '../template-files';
import { TEMPLATE_UPLOAD_NOT_FOUND, TemplateUploads, type StoredTemplateUpload } from '../template-uploads';
import {
  compiledTemplate,
  extMismatch,
  NO_FORM_FIELDS,
  TemplateFileProblem,
  type CompiledTemplate,
  type CompileTemplateBody,
} from './compiled-template';

/** How long a call waits for its compile before answering 202, so that a small file is answered at once. */
export const ANSWER_WITHIN_MS = 300;
/** A finished compile is answered again for this long (the editor polls every second until it gets it). */
const KEPT_FOR_MS = 60 * 60 * 1000;

export type CompileOutcome = { done: true; result: CompiledTemplate } | { done: true; error: unknown };

interface Job {
  outcome: Promise<CompileOutcome>;
  settled?: CompileOutcome;
}

/**
 * 001 §6 "Docx/pdf upload: file uploaded, then compile starts; while the server answers 202 the compile call repeats
 * every 1 s": each upload is compiled once, in the background, by the first call naming it; later calls wait a
 * moment for it and then answer what it came to. The file goes into the file store only when it compiled.
 * The jobs live in this process (an upload and its compile reach the same instance, as imports do); a restarted
 * server compiles the upload again when asked.
 */
@Injectable()
export class TemplateCompiler {
  private readonly logger = new Logger('TemplateCompiler');
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly uploads: TemplateUploads,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  /** The compile's outcome if it is ready within ANSWER_WITHIN_MS, else null (still compiling). */
  async compile(tenant: string, typeId: string, body: CompileTemplateBody): Promise<CompileOutcome | null> {
    const state = await liveElement(this.store, tenant, typeId);
    const upload = await this.uploads.find(tenant, body.versionId);
    if (!upload || upload.typeId !== typeId) throw notFound(TEMPLATE_UPLOAD_NOT_FOUND);
    if (upload.ext !== body.ext) throw invalid(extMismatch(upload.name, upload.ext));
    const key = `${tenant}/${body.versionId}`;
    let job = this.jobs.get(key);
    if (!job) {
      // The editor's map (its unsaved expressions) wins over the saved template's.
      const saved = findMember(state, 'template', { id: body.templateId })?.fieldMap;
      const prior = (body.fieldMap ?? (Array.isArray(saved) ? saved : [])) as PdfFieldMapEntry[];
      const started: Job = { outcome: this.run(upload, prior) };
      job = started;
      this.jobs.set(key, started);
      void started.outcome.then((outcome) => {
        started.settled = outcome;
        setTimeout(() => this.jobs.delete(key), KEPT_FOR_MS).unref();
      });
    }
    if (job.settled) return job.settled;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS)));
    try {
      return await Promise.race([job.outcome, waited]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async run(upload: StoredTemplateUpload, prior: readonly PdfFieldMapEntry[]): Promise<CompileOutcome> {
    try {
      const bytes = await readFile(upload.path);
      const found =
        upload.ext === 'docx'
          ? { docx: this.compileDocx(upload, bytes) }
          : { fieldMap: await this.pdfFieldMap(upload, bytes, prior) };
      const stored = await this.files.put(bytes);
      return { done: true, result: compiledTemplate(upload, stored.id, found) };
    } catch (error) {
      if (!(error instanceof TemplateFileProblem)) this.logger.error(error);
      return { done: true, error };
    }
  }

  private compileDocx(upload: StoredTemplateUpload, bytes: Buffer): CompiledDocx {
    try {
      return compileDocx(bytes);
    } catch (error) {
      if (error instanceof DocxTemplateError) {
        const [first] = error.problems;
        // A problem of the whole file (not of a field) has no text around it to show.
        if (error.problems.length === 1 && first.field === undefined && first.context === '')
          throw new TemplateFileProblem(
            `${upload.name} cannot be read as a Word document: ${first.message}.`,
            error.problems,
          );
        throw new TemplateFileProblem(`${upload.name}: ${error.message}.`, error.problems);
      }
      // The template engine read the zip but not its XML (a damaged or hand-made file).
      throw new TemplateFileProblem(
        `${upload.name} cannot be read as a Word document (${firstLine(error)}): open it in Word, save it again ` +
          'and upload it again.',
      );
    }
  }

  private async pdfFieldMap(
    upload: StoredTemplateUpload,
    bytes: Buffer,
    prior: readonly PdfFieldMapEntry[],
  ): Promise<PdfFieldMapEntry[]> {
    let fields: PdfFieldInfo[];
    try {
      fields = await listPdfFields(bytes);
    } catch (error) {
      if (error instanceof PdfFormError) throw new TemplateFileProblem(`${upload.name}: ${error.message}.`);
      // pdf-lib read the file's structure but not its form: what it says then is about its own code, not the file.
      throw new TemplateFileProblem(`${upload.name}: Cannot read the PDF form: the file is damaged.`);
    }
    if (fields.length === 0) throw new TemplateFileProblem(NO_FORM_FIELDS);
    return mergePdfFieldMap(prior, fields);
  }
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];
