/**
 * The record behind a link (§7 GET /api/collections/{catalogName}/items/{recordId}). The records area does not
 * exist yet, so the link's own names stand for the record and the landing always continues to the record page.
 */
export async function getLinkedRecord(input: { catalogName: string; recordId: string }) {
  return { _id: input.recordId, catalogName: input.catalogName };
}
