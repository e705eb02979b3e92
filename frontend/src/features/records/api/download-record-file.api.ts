import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { saveFile } from '../../../lib/http/save-file';
import { workspacePath } from '../../../lib/http/workspace-path';

export interface RecordFileDownload {
  tenancy: string;
  /** A document's url as the record's `apps[].files[]` give it: `/{t}/download/{catalog}/{id}/{runId}/{n}`. */
  url: string;
  fallbackName: string;
}

/**
 * A document an app made on the record (002 §7 `{fileUrl}/{appRunId}/{n}`), saved under the server's name. It carries
 * the workspace's token, so it goes through the http client rather than a plain link; failures are toasted by it.
 */
export async function downloadRecordFile({ tenancy, url, fallbackName }: RecordFileDownload): Promise<void> {
  const file = await http.requestBlob(workspacePath(url, tenancy), { workspace: tenancy });
  saveFile(file.blob, file.fileName ?? fallbackName);
}

export const useDownloadRecordFile = () => useMutation({ mutationFn: downloadRecordFile });
