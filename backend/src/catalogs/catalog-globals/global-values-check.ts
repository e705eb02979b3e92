import type { ReadModels } from '@app/projections';
import { invalid } from '../../shared/domain/domain-error';
import { assertRecordValues, loadRecordModel } from '../../records';
import { GLOBAL_MESSAGES, assertOnlyVariablesOf, globalModelRef, type GlobalVariable } from './catalog-global-rules';

/**
 * Checks a whole set of global info against the global's model, as a record's values are checked (400 naming the
 * variable): only its variables, each by its type and rules. An import and a global-info app's answers go through
 * this one check, so what one refuses the other refuses too. A global without a model is a 400 saying so.
 */
export async function assertGlobalValues(
  readModels: ReadModels,
  tenant: string,
  global: GlobalVariable,
  values: Record<string, unknown>,
): Promise<void> {
  const modelRef = globalModelRef(global);
  const model = modelRef && (await loadRecordModel(readModels, tenant, modelRef));
  if (!model) throw invalid(GLOBAL_MESSAGES.globalWithoutModel(global.name));
  assertOnlyVariablesOf(model, values);
  assertRecordValues(model, values);
}
