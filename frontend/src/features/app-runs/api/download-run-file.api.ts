import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { saveFile } from '../../../lib/http/save-file';
import { workspacePath } from '../../../lib/http/workspace-path';

export interface RunFileDownload {
  tenancy: string;
  /** The url the app result gives (`/{t}/download/{catalog}/{id}/{runId}/{n|all}`, contract §5). */
  url: string;
  /** The name to save under when the server's Content-Disposition gives none. */
  fallbackName: string;
}

/**
 * One document of a run, or all of them as a zip (`…/all`, named after the app). The download carries the
 * workspace's token, so it is fetched through the http client and handed to the browser as a file (saveFile), under
 * the name the server gives; failures are toasted by the http client.
 */
export async function downloadRunFile({ tenancy, url, fallbackName }: RunFileDownload): Promise<void> {
  const file = await http.requestBlob(workspacePath(url, tenancy), { workspace: tenancy });
  saveFile(file.blob, file.fileName ?? fallbackName);
}

export const useDownloadRunFile = () => useMutation({ mutationFn: downloadRunFile });
