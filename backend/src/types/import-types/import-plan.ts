import { invalid } from '../../shared/domain/domain-error';
import { sameName, type ElementKind } from '../element-rules';
import type { ExchangedElement, ImportedMember } from '../element-exchange-rules';

/**
 * 001 §7 `logic`: on a name both the workspace and the import have, keep the workspace's element (`existing`),
 * take the imported one (`imported`), or make the workspace's elements exactly the import's (`restore`, dev
 * add-on only): elements the import lacks are deleted.
 */
export const IMPORT_LOGICS = ['existing', 'imported', 'restore'] as const;
export type ImportLogic = (typeof IMPORT_LOGICS)[number];

export interface LiveElement {
  elementId: string;
  name: string;
  kind: ElementKind;
}

export type ImportStep =
  | { action: 'create'; elementId: string; element: ExchangedElement }
  | { action: 'replace'; elementId: string; element: ExchangedElement }
  | { action: 'skip'; elementId: string; element: ExchangedElement }
  | { action: 'delete'; elementId: string; name: string; kind: ElementKind };

export const NOTHING_TO_IMPORT = 'The file holds no element to import.';
export const importedTwice = (name: string) => `Two elements in the import are named ${name}.`;
export const kindClash = (name: string, here: ElementKind, imported: ElementKind) =>
  `${name} is a ${here} in this workspace and a ${imported} in the import: rename one of them first.`;

/**
 * What an import does to each element, decided from the names alone (case aside): deletions first, so that a
 * `restore` that changes an element's kind frees its name before the new one takes it. Elements the import
 * creates get their ids from `newElementId`. Throws a message the author can act on.
 */
export function planImport(
  imported: readonly ExchangedElement[],
  live: readonly LiveElement[],
  logic: ImportLogic,
  newElementId: () => string,
): ImportStep[] {
  if (imported.length === 0) throw invalid(NOTHING_TO_IMPORT);
  imported.forEach((element, index) => {
    if (imported.slice(0, index).some((other) => sameName(other.name, element.name)))
      throw invalid(importedTwice(element.name));
  });
  const deletes: ImportStep[] = [];
  const steps: ImportStep[] = [];
  for (const element of imported) {
    const match = live.find((each) => sameName(each.name, element.name));
    if (!match) {
      steps.push({ action: 'create', elementId: newElementId(), element });
    } else if (logic === 'existing') {
      steps.push({ action: 'skip', elementId: match.elementId, element });
    } else if (match.kind === element.kind) {
      steps.push({ action: 'replace', elementId: match.elementId, element });
    } else if (logic === 'imported') {
      throw invalid(kindClash(match.name, match.kind, element.kind));
    } else {
      deletes.push({ action: 'delete', elementId: match.elementId, name: match.name, kind: match.kind });
      steps.push({ action: 'create', elementId: newElementId(), element });
    }
  }
  if (logic === 'restore') {
    for (const each of live)
      if (!imported.some((element) => sameName(element.name, each.name)))
        deletes.push({ action: 'delete', elementId: each.elementId, name: each.name, kind: each.kind });
  }
  return [...deletes, ...steps];
}

/**
 * Model references (`typeDef`, the id of another element) made to point into this workspace: to the element the
 * import made or kept from the exported one, else to the workspace's element of the reference's `typeName`.
 * A reference to neither is left as it was.
 */
export function pointReferences(steps: readonly ImportStep[], live: readonly LiveElement[]): ImportStep[] {
  const bySourceId = new Map<string, string>();
  const byName: { name: string; elementId: string }[] = [];
  for (const step of steps) {
    if (step.action === 'delete') continue;
    if (step.element.sourceId) bySourceId.set(step.element.sourceId, step.elementId);
    byName.push({ name: step.element.name, elementId: step.elementId });
  }
  const deleted = new Set(steps.filter((step) => step.action === 'delete').map((step) => step.elementId));
  for (const each of live) if (!deleted.has(each.elementId)) byName.push(each);

  const point = (member: ImportedMember): ImportedMember => {
    if (typeof member.typeDef !== 'string') return member;
    const byId = bySourceId.get(member.typeDef);
    const named =
      typeof member.typeName === 'string'
        ? byName.find((each) => sameName(each.name, member.typeName as string))?.elementId
        : undefined;
    const target = byId ?? named;
    return target && target !== member.typeDef ? { ...member, typeDef: target } : member;
  };
  return steps.map((step) => {
    if (step.action === 'delete' || step.action === 'skip') return step;
    const members = Object.fromEntries(
      Object.entries(step.element.members).map(([kind, list]) => [kind, list.map(point)]),
    ) as ExchangedElement['members'];
    return { ...step, element: { ...step.element, members } };
  });
}
