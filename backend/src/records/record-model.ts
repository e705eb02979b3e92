import type { ReadModels } from '@app/projections';
import { findElement } from '../types';
import type { ModelRules, VariableRule } from './record-values';

/** The model a catalog's records are items of, as records need it: its variables, summary and key. */
export interface RecordModel extends ModelRules {
  modelId: string;
  summary?: unknown;
  key?: unknown;
}

interface LoadedModel {
  modelId: string;
  name: string;
  variables: VariableRule[];
  definition: Readonly<Record<string, unknown>>;
}

/** How many models one record's objects may reach through their variables; deeper ones go unchecked. */
const MAX_MODELS = 50;

async function loadOne(readModels: ReadModels, tenant: string, ref: string): Promise<LoadedModel | null> {
  const element = await findElement(readModels, tenant, ref);
  if (!element || element.deleted) return null;
  return {
    modelId: element.elementId,
    name: element.name,
    variables: [...element.members.variable] as VariableRule[],
    definition: element.definition,
  };
}

const refsOf = (variable: VariableRule): string[] =>
  [variable.typeDef, variable.typeName].filter((ref): ref is string => typeof ref === 'string' && ref !== '');

/**
 * The catalog's model, and the models its object variables are of (read once, by id or name), so values can be
 * checked all the way down without reading the types read model again per value. Null: the model was deleted.
 */
export async function loadRecordModel(
  readModels: ReadModels,
  tenant: string,
  modelId: string,
): Promise<RecordModel | null> {
  const root = await loadOne(readModels, tenant, modelId);
  if (!root) return null;
  const byRef = new Map<string, LoadedModel | null>([[modelId, root]]);
  const queue = [root];
  while (queue.length > 0 && byRef.size < MAX_MODELS) {
    const model = queue.shift() as LoadedModel;
    for (const variable of model.variables) {
      if (variable.type !== 'object' && variable.type !== 'global') continue;
      for (const ref of refsOf(variable)) {
        if (byRef.has(ref)) continue;
        const loaded = await loadOne(readModels, tenant, ref);
        byRef.set(ref, loaded);
        if (loaded) queue.push(loaded);
      }
    }
  }
  const rulesOf = (model: LoadedModel): ModelRules => ({
    modelName: model.name,
    variables: model.variables,
    nested: (variable) => {
      const found = refsOf(variable)
        .map((ref) => byRef.get(ref))
        .find((each): each is LoadedModel => Boolean(each));
      return found ? rulesOf(found) : null;
    },
  });
  return {
    ...rulesOf(root),
    modelId: root.modelId,
    summary: root.definition.summary,
    key: root.definition.key,
  };
}
