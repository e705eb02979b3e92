import { useCallback, useEffect, useRef, useState } from 'react';
import { serverSaid } from '../../../../lib/http/http-error';
import { compileTemplate, TemplateCompileError } from '../../api/compile-template.api';
import type { UploadProgress } from '../../../../lib/http/upload-file';
import { uploadTemplate } from '../../api/upload-template.api';
import type { TemplateProblem } from '../../model/template-compile';
import { compiledUpdate } from '../../model/template-files';
import type { PdfFieldMapEntry } from '../../model/template-pdf-fields';

export type UploadState =
  | { phase: 'idle'; error?: { message: string; problems: TemplateProblem[] } }
  | { phase: 'uploading'; progress?: UploadProgress }
  | { phase: 'compiling' };

/**
 * 001 §4 "Docx/pdf upload": the file is uploaded, then compiled (the compile call repeating every second while
 * the server answers 202); the result is queued as ONE pending update of the template. A refusal or a compile
 * error is kept to be shown under the upload: the seed only clears the busy state, our standard is to say why
 * (docs/designer.md). Leaving the template cancels an upload under way.
 */
export function useTemplateUpload({
  tenancy,
  typeId,
  templateId,
  ext,
  fieldMap,
  onChange,
}: {
  tenancy: string;
  typeId: string;
  templateId: string;
  ext: 'docx' | 'pdf';
  /** The PDF's map as the editor has it, pending expressions included: the server merges the new fields into it. */
  fieldMap: readonly PdfFieldMapEntry[];
  onChange(set: Record<string, unknown>): void;
}) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      setState({ phase: 'uploading' });
      try {
        const uploaded = await uploadTemplate(tenancy, typeId, file, {
          signal,
          onProgress: (progress) => setState({ phase: 'uploading', progress }),
        });
        if (uploaded.ext !== ext) {
          setState({ phase: 'idle', error: { message: wrongKind(uploaded.ext, ext), problems: [] } });
          return;
        }
        setState({ phase: 'compiling' });
        const compiled = await compileTemplate(
          tenancy,
          typeId,
          { templateId, versionId: uploaded.versionId, ext, ...(ext === 'pdf' ? { fieldMap } : {}) },
          { signal },
        );
        onChange(compiledUpdate(compiled));
        setState({ phase: 'idle' });
      } catch (error) {
        if (signal.aborted) return;
        const problems = error instanceof TemplateCompileError ? error.problems : [];
        const message = serverSaid(error) ?? 'The file could not be uploaded.';
        setState({ phase: 'idle', error: { message, problems } });
      } finally {
        if (running.current === controller) running.current = undefined;
      }
    },
    [tenancy, typeId, templateId, ext, fieldMap, onChange],
  );

  return { state, busy: state.phase !== 'idle', upload };
}

const KIND_NAME = { docx: 'a Word document (.docx)', pdf: 'a PDF (.pdf)' } as const;

const wrongKind = (got: 'docx' | 'pdf', wanted: 'docx' | 'pdf') =>
  `The file is ${KIND_NAME[got]}; this template takes ${KIND_NAME[wanted]}. Change the TEMPLATE TYPE or choose another file.`;
