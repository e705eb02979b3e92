import { Injectable } from '@nestjs/common';
import { QueryRunner, type QueryItem } from '../../queries';
import type { AuthContext } from '../../shared/auth/auth-context';
import { DomainError, invalid, notFound } from '../../shared/domain/domain-error';
import { InterviewInputs } from '../interview-input/interview-inputs';
import { optionsReaderOf } from '../interview-input/interview-sources';
import { queryOptionsCall } from '../interview-input/query-options';
import { QueryOptionsOnAnswers } from '../query-options/query-options.service';
import { objectSelectionAt, valuesThatFit, type ObjectSource } from './select-data-rules';

/** The most items the Choose dialog lists; `truncated` says more matched (the search box narrows them). */
export const MAX_SELECT_ITEMS = 200;

export const noObjectSelection = (path: string) =>
  `This app has no object whose data is selected from a query at ${path}.`;
export const noSuchItem = (query: string) =>
  `The item is no longer among what ${query} finds: it was deleted, changed, or is not yours to read. Choose again.`;

export interface SelectRequest {
  catalog: string;
  recordId: string;
  app: string;
  variable: string;
  answers: Record<string, unknown>;
  search?: string;
  id?: string;
}

export interface SelectItemSummary {
  _id: string;
  name: string;
}

export interface ChosenItem {
  _id: string;
  name: string;
  /** The values that fill the object: those of its model's variables that fit them. */
  values: Record<string, unknown>;
  /** The variables whose value did not fit (left out of the object). */
  leftOut: string[];
  /** What the object keeps under `_source`. */
  source: ObjectSource;
}

const shownName = (item: QueryItem) => {
  if (item.name.trim() !== '') return item.name.trim();
  const first = Object.values(item.values).find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof first === 'string' ? first.trim() : item._id;
};

/**
 * 'SELECT data FROM...' on an object variable (001 §3): the items of its query, its arguments evaluated on the
 * answers the browser holds, read as the caller (their catalog permissions, as the options of a selection), and one
 * item's values fitted to the object's model. Reached as the interview's open reaches the record and the app.
 * Nothing is written: the browser saves the filled object as any answer.
 */
@Injectable()
export class SelectDataForObject {
  constructor(
    private readonly reach: QueryOptionsOnAnswers,
    private readonly inputs: InterviewInputs,
    private readonly queries: QueryRunner,
  ) {}

  async items(auth: AuthContext, request: SelectRequest): Promise<{ items: SelectItemSummary[]; truncated: boolean }> {
    const { found } = await this.run(auth, request);
    const search = request.search?.trim().toLowerCase() ?? '';
    const matching = found.items
      .map((item) => ({ _id: item._id, name: shownName(item) }))
      .filter((item) => search === '' || item.name.toLowerCase().includes(search));
    return {
      items: matching.slice(0, MAX_SELECT_ITEMS),
      truncated: found.truncated || matching.length > MAX_SELECT_ITEMS,
    };
  }

  async item(auth: AuthContext, request: SelectRequest & { id: string }): Promise<ChosenItem> {
    const { found, variable, origin } = await this.run(auth, request);
    const item = found.items.find((each) => each._id === request.id);
    if (!item) throw notFound(noSuchItem(origin.query));
    const { values, leftOut } = valuesThatFit(variable.model!, item.values);
    return {
      _id: item._id,
      name: shownName(item),
      values,
      leftOut,
      source: { query: origin.query, id: item._id, provider: origin.provider, source: origin.source, values },
    };
  }

  private async run(auth: AuthContext, request: SelectRequest) {
    const { catalog, modelId } = await this.reach.reachApp(auth, request);
    const { input } = await this.inputs.appInput(auth.tenant, catalog, modelId, request.app);
    const variable = objectSelectionAt(input.model, request.variable);
    if (!variable) throw notFound(noObjectSelection(request.variable));
    const reference = variable.selectQuery!;
    let call: ReturnType<typeof queryOptionsCall>;
    try {
      call = queryOptionsCall(reference, request.answers);
    } catch (error) {
      // An argument that does not evaluate on these answers is the answers' problem, told as such.
      throw invalid(`${reference} cannot run on these answers: ${(error as Error).message}`);
    }
    const [found, origin] = await Promise.all([
      this.queries.run(auth.tenant, optionsReaderOf(auth), { query: call.query, args: call.args, params: call.params }),
      this.queries.origin(auth.tenant, call.query),
    ]).catch((error: unknown) => {
      if (error instanceof DomainError) throw error;
      throw invalid(`${reference} cannot run: ${(error as Error).message}`);
    });
    return { found, variable, origin };
  }
}
