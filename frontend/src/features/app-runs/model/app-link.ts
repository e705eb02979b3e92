/** A record's link (docs/runs.md "An app's link"): one item of the app's 'LINK record TO…' query. */
export interface RecordLink {
  query: string;
  provider: string;
  source: string;
  id: string;
  name: string;
  /** Written as the other side of a bidirectional link. */
  back?: boolean;
}

/** What GET …/link answers. */
export interface AppLinkItems {
  items: { _id: string; name: string }[];
  truncated: boolean;
  link: RecordLink | null;
  autoLink: boolean;
  bidirectional: boolean;
  /** Where the items come from (the query's source, else its name). */
  source: string;
}

export interface LinkedRecord {
  recordId: string;
  version: number;
  position: number;
  link: RecordLink;
  linkedBack: boolean;
}

/** The name the header shows for a link: the item's name, else its id. */
export const linkName = (link: RecordLink): string => link.name.trim() || link.id;

/**
 * 'Link automatically' (001 §3 App `autoLink`): an unlinked record is linked to the only item that matches, without
 * asking. A record already linked keeps its link (the person chose it, or an earlier open did).
 */
export function autoLinkTo(data: AppLinkItems): { id: string; name: string } | null {
  if (data.link || !data.autoLink || data.truncated || data.items.length !== 1) return null;
  return { id: data.items[0]._id, name: data.items[0].name };
}
