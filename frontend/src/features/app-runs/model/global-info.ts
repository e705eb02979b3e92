import type { InterviewInput } from '@app/templating/interview';
import type { InterviewOpened, LatestAnswers } from './interview.types';

/** GET /{t}/api/runs/{catalog}/globals/{globalTarget}/{app}/interview. */
export interface GlobalInterviewOpened {
  catalog: { name: string; label: string };
  /** The global (a variable of type global of the catalog's model) and the model its values are of. */
  global: { elementName: string; model: string };
  /** `fromModel` false: the global's model has no app of that name; its default layout is asked. */
  app: { name: string; label: string; fromModel: boolean };
  values: Record<string, unknown>;
  /** The global info's version the answers are saved on (0: none yet). */
  version: number;
  input: InterviewInput;
}

/** What the interview's header says under the app: whose answers these are (the catalog's global info). */
export const globalAnswersName = (catalogLabel: string) => `Global info on ${catalogLabel}`;

/**
 * The interview page's title: the address's `appLabel` (the Global Info dropdown always gives one), else the
 * global's name with underscores read as spaces.
 */
export const globalInfoTitle = (queryLabel: string | null | undefined, globalTarget: string) =>
  queryLabel?.trim() || globalTarget.replace(/_+/g, ' ').trim() || globalTarget;

/**
 * A global-info app's open as the record interview's session takes it: the global stands where the record does
 * (its name is the "record" the autosave and this device's unsent answers are kept under: a global's name can never
 * be a record id), it is never locked, and it assembles no documents.
 */
export function asInterviewOpened(opened: GlobalInterviewOpened, title: string): InterviewOpened {
  return {
    catalog: opened.catalog,
    app: { name: opened.app.name, label: title, generateDocs: false, instructions: '' },
    modelVersion: 0,
    record: {
      id: opened.global.elementName,
      name: globalAnswersName(opened.catalog.label),
      version: opened.version,
      status: '',
      values: opened.values,
    },
    // The default layout's screen is titled with the app's label: the page's title, rather than the app's bare name.
    input: opened.app.fromModel ? opened.input : { ...opened.input, app: { ...opened.input.app, label: title } },
    lockedBy: null,
  };
}

/** After a 409: the global info as someone else left it (the open answers it afresh). */
export const latestOfGlobal = (opened: GlobalInterviewOpened): LatestAnswers => ({
  version: opened.version,
  name: globalAnswersName(opened.catalog.label),
  values: opened.values,
  by: 'another administrator',
});

/** The catalogue's address the interview returns to at Finish (with the toast "Global info saved."). */
export const GLOBAL_INFO_SAVED = 'Global info saved.';
export const catalogAddress = (tenancy: string, catalog: string) => `/${tenancy}/${encodeURIComponent(catalog)}`;
