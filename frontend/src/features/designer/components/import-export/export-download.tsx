import { useEffect, useRef } from 'react';
import { useExportAllTypes, useExportElement } from '../../api/export-types.api';
import type { ElementListItem } from '../../model/designer.types';

/**
 * 001 §2 "Export All" and "Export model": starts the download once when shown, then reports it done (failures are
 * toasted by the http client). Renders nothing; the page shows it for its 'export-all' or 'export-element' action.
 */
export function ExportDownload({
  tenancy,
  element,
  onDone,
}: {
  tenancy: string;
  /** One element (Export model); every element when absent (Export All). */
  element?: Pick<ElementListItem, '_id' | 'name'>;
  onDone(): void;
}) {
  const exportAll = useExportAllTypes(tenancy);
  const exportOne = useExportElement(tenancy);
  const started = useRef(false);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    // Once per showing, even when React mounts it twice in development.
    if (started.current) return;
    started.current = true;
    const download = element ? exportOne.mutateAsync(element) : exportAll.mutateAsync();
    download.catch(() => undefined).finally(() => done.current());
  }, [element, exportAll, exportOne]);
  return null;
}
