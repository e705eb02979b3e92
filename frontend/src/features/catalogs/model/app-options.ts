import type { AppOption, ModelApp, Snapshot, UploadProvider } from './catalog.types';

/** An app without settings on a catalog runs enabled, on the latest version, with nothing else on. */
export const defaultAppOption = (appName: string): AppOption => ({
  appName,
  liveVersion: '',
  isDisabled: false,
  extAccess: false,
  notification: '',
  isSendDocuments: false,
  uploadDocuments: '',
});

const keyOf = (option: Pick<AppOption, 'appName' | 'globalTarget'>) =>
  option.globalTarget === undefined ? option.appName : `${option.appName} / ${option.globalTarget}`;

/** An app's settings on the catalog: its entry, or the defaults. */
export const appOptionOf = (options: readonly AppOption[], appName: string): AppOption =>
  options.find((option) => option.globalTarget === undefined && option.appName === appName) ??
  defaultAppOption(appName);

/** The catalog's settings with one app's replaced (or added, after the others). */
export function withAppOption(options: readonly AppOption[], next: AppOption): AppOption[] {
  const index = options.findIndex((option) => keyOf(option) === keyOf(next));
  if (index < 0) return [...options, next];
  return options.map((option, at) => (at === index ? next : option));
}

/** The Enabled box (002 §2.2): stored inversely, as isDisabled. */
export const setEnabled = (option: AppOption, enabled: boolean): AppOption => ({ ...option, isDisabled: !enabled });

/** 002 §4: turning off 'Send documents' clears the upload provider. */
export const setSendDocuments = (option: AppOption, on: boolean): AppOption =>
  on ? { ...option, isSendDocuments: true } : { ...option, isSendDocuments: false, uploadDocuments: '' };

/** 002 §4: choosing a provider turns send-documents on; choosing none leaves it as it is. */
export const setUploadProvider = (option: AppOption, provider: UploadProvider | ''): AppOption =>
  provider === ''
    ? { ...option, uploadDocuments: '' }
    : { ...option, uploadDocuments: provider, isSendDocuments: true };

/** 002 §4: choosing a specific snapshot as live version also re-enables the app; '' is Latest. */
export const setLiveVersion = (option: AppOption, snapshotId: string): AppOption =>
  snapshotId === '' ? { ...option, liveVersion: '' } : { ...option, liveVersion: snapshotId, isDisabled: false };

/** 002 §4: choosing a snapshot nobody labelled asks for a label first. */
export const needsLabel = (snapshot: Pick<Snapshot, 'label'>): boolean => !snapshot.label;

/** A snapshot as the live-version choice shows it: its label, else its date (002 §3: the localised date-time). */
export const snapshotText = (snapshot: Pick<Snapshot, 'label' | 'version'>, locale?: string): string =>
  snapshot.label || formatVersionDate(snapshot.version, locale);

export function formatVersionDate(at: string, locale?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The add-on that offers each provider (002 §2.2: only providers whose add-on is on are offered). */
const PROVIDER_ADDONS: Record<UploadProvider, string> = {
  NetDocuments: 'netdocuments',
  OneDrive: 'onedrive',
  Clio: 'clio',
};

/** The providers to offer: those whose add-on is on, and the one chosen already (so it is not lost unseen). */
export function offeredProviders(addons: readonly string[], chosen: UploadProvider | ''): UploadProvider[] {
  return (Object.keys(PROVIDER_ADDONS) as UploadProvider[]).filter(
    (provider) => addons.includes(PROVIDER_ADDONS[provider]) || provider === chosen,
  );
}

/**
 * 002 §6: external access applies only when the workspace has registration on and the app allows external users.
 */
export const offersExternalAccess = (registration: boolean, app: Pick<ModelApp, 'extUsers'>): boolean =>
  registration && app.extUsers === true;

/** The model's apps as the catalog lists them: by position, then by name. */
export const appsInOrder = (apps: readonly ModelApp[]): ModelApp[] =>
  [...apps].sort(
    (a, b) =>
      (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name),
  );

/**
 * Two lists of app settings mean the same: an entry with only the defaults is the same as none, and their order
 * does not matter. So turning a box off and on again is no change to save.
 */
export function sameAppOptions(a: readonly AppOption[], b: readonly AppOption[]): boolean {
  const meaningful = (options: readonly AppOption[]) =>
    new Map(
      options
        .filter(
          (option) =>
            option.globalTarget !== undefined ||
            JSON.stringify(normalised(option)) !== JSON.stringify(defaultAppOption(option.appName)),
        )
        .map((option) => [keyOf(option), JSON.stringify(normalised(option))]),
    );
  const left = meaningful(a);
  const right = meaningful(b);
  return left.size === right.size && [...left].every(([key, value]) => right.get(key) === value);
}

/** An entry with its keys in one order, so two equal entries compare equal as text. */
const normalised = (option: AppOption): AppOption => ({
  ...defaultAppOption(option.appName),
  ...option,
});

/**
 * 002 §6: the external link of an app on a catalog, `/{tenancy}/{catalog}/{app}?external`, on this product's
 * address. Names are path segments, so a space or a slash in one is written as the URL needs it.
 */
export const externalLink = (origin: string, tenancy: string, catalog: string, app: string): string =>
  `${origin}/${tenancy}/${encodeURIComponent(catalog)}/${encodeURIComponent(app)}?external`;

/**
 * 002 §6: the link is shown when external access applies and is checked; the notification group choice appears
 * when registration is on and that link exists, so both follow the same condition.
 */
export const showsExternalLink = (
  registration: boolean,
  app: Pick<ModelApp, 'extUsers'>,
  option: Pick<AppOption, 'extAccess'>,
): boolean => offersExternalAccess(registration, app) && option.extAccess;

/** 002 §3: appOptions.notification holds a group's id, '' for none. */
export const setNotification = (option: AppOption, groupId: string): AppOption => ({
  ...option,
  notification: groupId,
});

export const NO_GROUP_LABEL = 'None';
export const DELETED_GROUP_LABEL = '(deleted group)';

/**
 * The Notification group choices: None, the groups by name, and a group chosen earlier and deleted since as
 * '(deleted group)', so it is not dropped unseen. While the groups are not loaded (`groups` undefined) the chosen
 * id is not called deleted.
 */
export function notificationChoices(
  groups: readonly { _id: string; name: string }[] | undefined,
  chosen: string,
): { value: string; label: string }[] {
  const listed = [...(groups ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const choices = [{ value: '', label: NO_GROUP_LABEL }, ...listed.map((g) => ({ value: g._id, label: g.name }))];
  if (chosen !== '' && !listed.some((group) => group._id === chosen)) {
    choices.splice(1, 0, { value: chosen, label: groups ? DELETED_GROUP_LABEL : chosen });
  }
  return choices;
}
