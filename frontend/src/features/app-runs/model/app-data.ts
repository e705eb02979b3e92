/** What GET …/app-data answers: the app's 'SELECT data FROM…' items (docs/runs.md "An app's data from a query"). */
export interface AppDataItems {
  items: { _id: string; name: string }[];
  truncated: boolean;
  /** 'ask': the interview starts with "Choose"; 'none': 'Select only once' and the record chose before. */
  start: 'ask' | 'none';
  autoSelect: boolean;
  /** Where the items come from (the query's source, else its name): the step's heading. */
  source: string;
}

export interface AppDataChosen {
  recordId: string;
  version: number;
  position: number;
  name: string;
  filled: string[];
  leftOut: string[];
}

/** What the "Choose" step does once its items are in: skip itself, take the only item, or ask. */
export type AppDataPlan = { kind: 'skip' } | { kind: 'auto'; id: string; name: string } | { kind: 'ask' };

export function appDataPlan(data: AppDataItems): AppDataPlan {
  if (data.start === 'none') return { kind: 'skip' };
  const [only] = data.items;
  if (data.autoSelect && data.items.length === 1 && !data.truncated)
    return { kind: 'auto', id: only._id, name: only.name };
  return { kind: 'ask' };
}

/** The items whose name holds the search text, case aside. */
export function matchingItems(items: AppDataItems['items'], search: string): AppDataItems['items'] {
  const wanted = search.trim().toLowerCase();
  return wanted === '' ? items : items.filter((item) => item.name.toLowerCase().includes(wanted));
}

/** What the interview says once the item filled the record. */
export function chosenNotice(chosen: AppDataChosen, itemName: string, automatic: boolean): string {
  const filled = `${chosen.filled.length} answer${chosen.filled.length === 1 ? '' : 's'}`;
  const left =
    chosen.leftOut.length > 0
      ? ` ${chosen.leftOut.length} value${chosen.leftOut.length === 1 ? '' : 's'} did not fit and ${chosen.leftOut.length === 1 ? 'was' : 'were'} left out.`
      : '';
  return `${automatic ? `${itemName} was the only match, so it was chosen for you` : `Filled from ${itemName}`}: ${filled}.${left}`;
}
