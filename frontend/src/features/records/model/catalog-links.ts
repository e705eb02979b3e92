import { MY_RECORDS_F } from './record-filters';
import { catalogTitle } from './catalog-texts';

/** 002 §2.4, §9: with more than 6 catalogs the bar shows the first 5 and 'more'. */
export const MAX_DIRECT_LINKS = 6;
export const LINKS_BEFORE_MORE = 5;

export interface CatalogLink {
  name: string;
  label: string;
  href: string;
}

/** A catalog's address: /{tenancy}/{catalogName}, with the my-records filter when the catalog has myRecords. */
export function catalogHref(tenancy: string, catalog: { name: string; myRecords?: boolean }): string {
  const path = `/${tenancy}/${encodeURIComponent(catalog.name)}`;
  return catalog.myRecords ? `${path}?f=${encodeURIComponent(MY_RECORDS_F)}` : path;
}

export const catalogLink = (
  tenancy: string,
  catalog: { name: string; label?: string; myRecords?: boolean },
): CatalogLink => ({ name: catalog.name, label: catalogTitle(catalog), href: catalogHref(tenancy, catalog) });

/** The links of the bar, in the catalogs' order, and whether 'more' is shown. */
export function navLinks(
  tenancy: string,
  catalogs: readonly { name: string; label?: string; myRecords?: boolean }[],
): { links: CatalogLink[]; more: boolean } {
  const all = catalogs.map((catalog) => catalogLink(tenancy, catalog));
  return all.length > MAX_DIRECT_LINKS
    ? { links: all.slice(0, LINKS_BEFORE_MORE), more: true }
    : { links: all, more: false };
}

/** The 'CATALOGS' dialog's search: names and labels, whatever the case. */
export function searchLinks(links: readonly CatalogLink[], search: string): CatalogLink[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...links];
  return links.filter((link) => link.label.toLowerCase().includes(needle) || link.name.toLowerCase().includes(needle));
}
