import type { ReadModels } from '@app/projections';
import type { CatalogDoc } from '../catalogs';
import { toRecordItem, type RecordItem } from './record-view';
import type { RecordDoc } from './records.projector';
import { userNames } from './user-names';

/** Records of the read model as the catalogue lists them, with the names of who last ran them. */
export async function toRecordItems(
  readModels: ReadModels,
  tenant: string,
  catalog: Pick<CatalogDoc, 'detail'>,
  docs: readonly RecordDoc[],
): Promise<RecordItem[]> {
  const names = await userNames(
    readModels,
    tenant,
    docs.map((doc) => doc.runBy),
  );
  return docs.map((doc) =>
    toRecordItem(doc, doc, {
      runBy: doc.runBy ? (names.get(doc.runBy) ?? null) : null,
      detailTemplate: catalog.detail,
    }),
  );
}
