import type { EventStore } from '@app/storage';
import type { CatalogDoc } from '../catalogs';
import { invalid, notFound } from '../shared/domain/domain-error';
import { elementAsOfVersion, elementAtHead, type ElementState, type Member } from '../types';
import { appMember } from './interview-input/interview-input';
import { runModelVersion } from './model-version/run-model-version';

export const noSuchApp = (app: string) => `This catalog's model has no app named ${app}.`;
export const catalogModelGone = "This catalog's model was deleted in the designer: its apps cannot run.";

/** The model a run of the app on a record of the catalog uses (the live snapshot's version, or the latest). */
export interface RunModel {
  model: ElementState;
  modelVersion: number;
  /** The model's latest version (a result is Out of date once the pinned version moved past its run's). */
  latestVersion: number;
  app: Member;
}

export async function loadRunModel(
  store: EventStore,
  tenant: string,
  catalog: Pick<CatalogDoc, 'appOptions'>,
  modelId: string,
  app: string,
): Promise<RunModel> {
  const latest = await elementAtHead(store, tenant, modelId);
  if (!latest || latest.deleted) throw invalid(catalogModelGone);
  const { modelVersion } = runModelVersion(catalog.appOptions, app, latest.version);
  const model =
    modelVersion === latest.version ? latest : await elementAsOfVersion(store, tenant, latest.elementId, modelVersion);
  const member = model && appMember(model, app);
  if (!model || !member) throw notFound(noSuchApp(app));
  return { model, modelVersion, latestVersion: latest.version, app: member };
}

/** An app member's text property ('' when unset). */
export const appText = (app: Member, key: string): string => {
  const value = (app as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};
