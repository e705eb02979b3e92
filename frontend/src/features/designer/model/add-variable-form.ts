/**
 * The Add variable dialog (001 §2 "Add dialogs", §3 add payload, §5): its form, the types it offers in Single or
 * List mode, its validation, and the properties it adds.
 */
import type { ElementListItem, Member } from './designer.types';
import { MODEL_REQUIRED, typeRequired } from './element-names';
import { variableNameProblem } from './variable-edits';
import {
  defaultStyle,
  isObjectType,
  listAllowed,
  modelOfChoice,
  modelsOf,
  SINGLE_ONLY_ON_ADD,
  TYPE_LABELS,
  type AddType,
} from './variable-types';

export interface AddVariableForm {
  name: string;
  isList: boolean;
  /** '' (nothing chosen yet), a type, `multiline`, or `model:{id}`. */
  type: string;
  /** For a generic object or global object: the model it is based on. */
  baseModel: string;
}

export const emptyAddForm = (): AddVariableForm => ({ name: '', isList: false, type: '', baseModel: '' });

// A type, not an interface: the page queues it as any member's properties (a string-keyed record).
export type AddVariableProperties = {
  name: string;
  isList: boolean;
  type: string;
  typeName?: string;
  typeDef?: string;
  /** 001 §3: the type's default style, so the new variable shows as it will be asked. */
  style?: string;
  /** Multiline text: a text that allows line breaks, one line high by default (001 §9). */
  allowBreaks?: boolean;
  height?: number;
};

/** The basic types the dialog offers in Single or List mode (001 §4: a list of objects has its own set). */
export function addTypeChoices(isList: boolean): { value: AddType; label: string; disabled: boolean }[] {
  const order: AddType[] = ['text', 'multiline', 'number', 'date', 'checkbox', 'selection', 'file', 'object', 'global'];
  return order.map((value) => ({ value, label: TYPE_LABELS[value], disabled: isList && !listAllowed(value, 'add') }));
}

/** 001 §4: switching to List while a single-only type is chosen resets the type to the default (text). */
export function switchAddList(form: AddVariableForm, isList: boolean): AddVariableForm {
  const type = isList && SINGLE_ONLY_ON_ADD.has(form.type) ? 'text' : form.type;
  return { ...form, isList, type };
}

/** Whether the dialog asks for a base model: a generic object or global object. */
export const needsBaseModel = (type: string) => isObjectType(type);

export interface AddVariableProblems {
  name: string | null;
  type: string | null;
  model: string | null;
}

export function addVariableProblems(
  form: AddVariableForm,
  variables: readonly Member[],
  elements: readonly ElementListItem[],
): AddVariableProblems {
  const models = modelsOf(elements);
  const modelId = modelOfChoice(form.type);
  const type =
    form.type === '' || (modelId !== undefined && !models.some((model) => model._id === modelId))
      ? typeRequired('variable')
      : null;
  const model =
    needsBaseModel(form.type) && !models.some((candidate) => candidate._id === form.baseModel) ? MODEL_REQUIRED : null;
  return { name: variableNameProblem(form.name, variables), type, model };
}

export const hasProblems = (problems: AddVariableProblems) =>
  problems.name !== null || problems.type !== null || problems.model !== null;

/** What the dialog adds (001 §3 add payload {name, isList, type, typeName, typeDef}, with the type's style). */
export function addVariablePayload(form: AddVariableForm, elements: readonly ElementListItem[]): AddVariableProperties {
  const modelId = modelOfChoice(form.type) ?? (needsBaseModel(form.type) ? form.baseModel : undefined);
  const model = modelId !== undefined ? elements.find((element) => element._id === modelId) : undefined;
  const type = form.type === 'multiline' ? 'text' : modelOfChoice(form.type) !== undefined ? 'object' : form.type;
  const payload: AddVariableProperties = { name: form.name.trim(), isList: form.isList, type };
  if (model) Object.assign(payload, { typeName: model.name, typeDef: model._id });
  const initialStyle = defaultStyle(form.type === 'multiline' ? 'multiline' : type, form.isList);
  if (initialStyle) payload.style = initialStyle;
  if (form.type === 'multiline') Object.assign(payload, { allowBreaks: true, height: 1 });
  return payload;
}
