/**
 * 001 §4–§5: the properties one edit in the variable editor sets. A type change resets the style, Single/List
 * swaps a selection's radio styles, a selection's source switch keeps what still fits, and changes to the
 * variable's shape mark it `wasChanged`; an external variable keeps its shape. The editor only queues what these
 * answer.
 */
import type { ElementListItem, Member } from './designer.types';
import { memberNameProblem } from './element-names';
import { SHAPE_PROPERTIES } from './variable-data-loss';
import { selectSourceOf, type SelectSource } from './variable-options';
import { referenceChoiceOf } from './variable-references';
import { defaultStyle, isObjectType, listAllowed, modelOfChoice, swappedSelectionStyle } from './variable-types';

/** 001 §5: an external (integration-owned) variable keeps its name, type and list flag. */
export const EXTERNAL_FIXED = SHAPE_PROPERTIES;
export const isExternal = (member: Member) => member.isExternal === true;

const SHAPE: ReadonlySet<string> = new Set(SHAPE_PROPERTIES);

/** Another variable of the element already has the name, or the name breaks 001 §5's rules. */
export const variableNameProblem = (name: string, variables: readonly Member[], self?: string) =>
  memberNameProblem('variable', name, variables, self);

export type VariableEdit =
  | { kind: 'name'; name: string }
  /** A type, or `model:{id}` for an object of that model. */
  | { kind: 'type'; choice: string }
  /** The model an object or global object is based on. */
  | { kind: 'baseModel'; modelId: string }
  | { kind: 'isList'; isList: boolean }
  | { kind: 'source'; source: SelectSource }
  /** Any other property; '' and undefined remove it. */
  | { kind: 'property'; key: string; value: unknown };

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The part of `wanted` that changes `member` (`null` removes a property), with `wasChanged` where it applies. */
function changesOf(member: Member, wanted: Record<string, unknown>): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wanted)) {
    const current = member[key];
    if (isEmpty(value) ? isEmpty(current) : current === value) continue;
    set[key] = isEmpty(value) ? null : value;
  }
  if (Object.keys(set).some((key) => SHAPE.has(key)) && member.wasChanged !== true) set.wasChanged = true;
  return set;
}

function typeSet(member: Member, choice: string, elements: readonly ElementListItem[]): Record<string, unknown> {
  const isList = member.isList === true;
  const modelId = modelOfChoice(choice);
  if (modelId !== undefined) {
    const model = elements.find((element) => element._id === modelId);
    if (!model) return {};
    const wanted = { type: 'object', typeName: model.name, typeDef: model._id };
    // Choosing the model it already has changes nothing, its style included.
    if (member.type === 'object' && member.typeDef === model._id) return {};
    return changesOf(member, { ...wanted, style: 'popup' });
  }
  if (choice === member.type || choice === '') return {};
  if (choice === 'multiline') {
    return changesOf(member, { type: 'text', style: 'textbox', allowBreaks: true, height: 1, isList: false });
  }
  const wanted: Record<string, unknown> = { type: choice, style: defaultStyle(choice, isList) };
  // An object and a global object of the same model keep it; any other type has none.
  if (!isObjectType(choice)) Object.assign(wanted, { typeName: null, typeDef: null });
  if (isList && !listAllowed(choice, 'edit'))
    Object.assign(wanted, { isList: false, style: defaultStyle(choice, false) });
  return changesOf(member, wanted);
}

function listSet(member: Member, isList: boolean): Record<string, unknown> {
  if ((member.isList === true) === isList) return {};
  const wanted: Record<string, unknown> = { isList };
  if (member.type === 'selection') wanted.style = swappedSelectionStyle(member.style, isList);
  // 'Allow import' is for lists only (001 §2).
  if (!isList) wanted.useImport = null;
  return changesOf(member, wanted);
}

/**
 * 001 §4 "Selection source switch": a table or query name is kept when it names one of the workspace's tables or
 * queries; a user data list keeps its expression; otherwise the source starts empty.
 */
function sourceSet(
  member: Member,
  source: SelectSource,
  elements: readonly ElementListItem[],
): Record<string, unknown> {
  if (selectSourceOf(member) === source) return {};
  const wanted: Record<string, unknown> = { typeOfVariable: source };
  if (source === 'aTable' && referenceChoiceOf(member.options, elements).status !== 'known') wanted.options = null;
  return changesOf(member, wanted);
}

/** The properties one edit sets; `{}` when it changes nothing (or touches what an external variable keeps). */
export function variableEditSet(
  member: Member,
  edit: VariableEdit,
  elements: readonly ElementListItem[],
): Record<string, unknown> {
  const set = ((): Record<string, unknown> => {
    switch (edit.kind) {
      case 'name':
        // A name is required: the editor keeps an empty or invalid one in its field, with the reason.
        return edit.name.trim() === '' ? {} : changesOf(member, { name: edit.name.trim() });
      case 'type':
        return typeSet(member, edit.choice, elements);
      case 'baseModel': {
        const model = elements.find((element) => element._id === edit.modelId);
        return model ? changesOf(member, { typeName: model.name, typeDef: model._id }) : {};
      }
      case 'isList':
        return listSet(member, edit.isList);
      case 'source':
        return sourceSet(member, edit.source, elements);
      case 'property':
        return changesOf(member, { [edit.key]: edit.value });
    }
  })();
  if (isExternal(member) && EXTERNAL_FIXED.some((key) => key in set)) return {};
  return set;
}
