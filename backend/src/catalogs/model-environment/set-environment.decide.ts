import type { AppOption } from '../catalog-rules';
import type { CatalogEvent } from '../catalog.events';
import type { CatalogState } from '../catalog.state';
import { decideChangeCatalog } from '../save-catalogs/save-catalog.decide';

/** App name → snapshot id ('' for the latest version of the model). */
export type ActiveSnapshots = Readonly<Record<string, string>>;

/** The environment of one catalog: each of the model's apps with its live version ('' for Latest). */
export type CatalogEnvironment = Record<string, string>;

const defaults = (appName: string): AppOption => ({
  appName,
  liveVersion: '',
  isDisabled: false,
  extAccess: false,
  notification: '',
  isSendDocuments: false,
  uploadDocuments: '',
});

/**
 * The app settings with the given apps' live versions set. Choosing a snapshot also re-enables the app (002 §4);
 * going back to Latest leaves Enabled as it was. An app with no settings yet gets the defaults and the snapshot
 * (Latest needs no entry: it is the default). Global-info entries (`globalTarget`) are other settings, untouched.
 */
export function withLiveVersions(options: readonly AppOption[], actives: ActiveSnapshots): AppOption[] {
  const next = options.map((option) => {
    if (option.globalTarget !== undefined || !(option.appName in actives)) return option;
    const liveVersion = actives[option.appName];
    return { ...option, liveVersion, ...(liveVersion === '' ? {} : { isDisabled: false }) };
  });
  for (const [appName, liveVersion] of Object.entries(actives)) {
    const has = next.some((option) => option.globalTarget === undefined && option.appName === appName);
    if (!has && liveVersion !== '') next.push({ ...defaults(appName), liveVersion });
  }
  return next;
}

/** One catalog's part of PUT /api/types/{typeId}/environment/: a CatalogChanged of its appOptions, or nothing. */
export function decideSetEnvironment(command: { actives: ActiveSnapshots }, state: CatalogState): CatalogEvent[] {
  const appOptions = withLiveVersions(state.appOptions, command.actives);
  return decideChangeCatalog({ catalogId: state.catalogId, set: { appOptions } }, state);
}

/** What the environment answers for one catalog: every app of the model, with its live version. */
export function environmentOf(appNames: readonly string[], options: readonly AppOption[]): CatalogEnvironment {
  const environment: CatalogEnvironment = {};
  for (const appName of appNames) {
    const option = options.find((each) => each.globalTarget === undefined && each.appName === appName);
    environment[appName] = option?.liveVersion ?? '';
  }
  return environment;
}
