import { Command } from '@nestjs/cqrs';
import type { ElementKind } from '../element-rules';
import type { ImportLogic } from './import-plan';

export interface ImportedElementRef {
  _id: string;
  name: string;
  kind: ElementKind;
}

/** What an import did to each element (001 §7 POST /api/types/import). */
export interface ImportTypesResult {
  /** Pass as X-Min-Position to read the imported elements. */
  position: number;
  created: ImportedElementRef[];
  /** Elements that took the imported definition, each as one new version. */
  updated: (ImportedElementRef & { version: number })[];
  /** Elements the import left as they were: kept (`existing`) or already the imported definition. */
  skipped: ImportedElementRef[];
  /** Elements a `restore` deleted (they can be restored from the deleted elements). */
  deleted: ImportedElementRef[];
}

export class ImportTypesCommand extends Command<ImportTypesResult> {
  constructor(
    readonly tenant: string,
    readonly url: string,
    readonly logic: ImportLogic,
    readonly actorId: string | null,
  ) {
    super();
  }
}
