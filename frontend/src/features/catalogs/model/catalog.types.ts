/**
 * The catalog administration's vocabulary as the server answers it (002 §3; backend/src/catalogs/catalog-views.ts
 * and catalog-rules.ts, kept in step by tests/contracts/catalogs-contract.spec.ts).
 */

/** Where generated documents can be stored (002 §3 appOptions.uploadDocuments); '' for none. */
export const UPLOAD_PROVIDERS = ['NetDocuments', 'OneDrive', 'Clio'] as const;
export type UploadProvider = (typeof UPLOAD_PROVIDERS)[number];

/** One app's settings on one catalog (002 §3 appOptions entry). */
export interface AppOption {
  appName: string;
  /** A snapshot id, or '' for the latest version of the model. */
  liveVersion: string;
  /** The Enabled box, inverted. */
  isDisabled: boolean;
  extAccess: boolean;
  /** A notification group's id, '' for none. */
  notification: string;
  isSendDocuments: boolean;
  uploadDocuments: UploadProvider | '';
  /** The global-type property of a global-info entry. */
  globalTarget?: string;
}

/** What the administrator edits on a catalog (002 §2.2 details panel). */
export interface CatalogSettings {
  label: string;
  detail: string;
  recordLabel: string;
  globalLabel: string;
  myRecords: boolean;
  isEveryone: boolean;
  appOptions: AppOption[];
}

export const SETTING_KEYS = [
  'label',
  'detail',
  'recordLabel',
  'globalLabel',
  'myRecords',
  'isEveryone',
  'appOptions',
] as const satisfies readonly (keyof CatalogSettings)[];

/** 002 §3 "Model app: _id, name, label, position, extUsers" and "Model property: name, type, typeName, isList". */
export interface CatalogModel {
  _id: string;
  name: string;
  apps: { _id: string; name: string; label?: string; position?: number; extUsers?: boolean }[];
  properties: { name: string; type: string; typeName?: string; isList: boolean }[];
}

/** A catalog as GET /api/collections lists it. */
export interface Catalog extends CatalogSettings {
  _id: string;
  name: string;
  /** The model its records are items of, with its apps and variables (002 §3); null when it was deleted. */
  type: CatalogModel | null;
  position: number;
  lastModified: string;
  /** Sent back with a save: a catalog saved since by someone else is a 409. */
  version: number;
}

/** One catalog in PUT /api/collections: what changed, the version edited, and its place when the order changed. */
export type CatalogSave = { _id: string; version: number; position?: number } & Partial<CatalogSettings>;

/** A version of the catalog's model that an app can run against (002 §3 Snapshot). */
export interface Snapshot {
  _id: string;
  AppID: string | null;
  /** When the version was saved. */
  version: string;
  /** Null for a version nobody named. */
  label: string | null;
  modelVersion: number;
}

/** A model or table a catalog's items can be records of (GET /api/v2/types). */
export interface ItemType {
  _id: string;
  name: string;
  kind: 'model' | 'table' | 'query';
}

/** An app of the catalog's model (002 §3 Model app). */
export interface ModelApp {
  _id: string;
  name: string;
  label?: string;
  position?: number;
  /** The app may be opened by external users (the designer's "Available to external users"). */
  extUsers?: boolean;
}

/** A variable of the catalog's model; `global` ones hold data shared by every record of the catalog. */
export interface ModelProperty {
  _id: string;
  name: string;
  type: string;
  typeDef?: string;
  typeName?: string;
  isList?: boolean;
}

/** The catalog's model as GET /api/v2/types/{kind}/{id} answers it: what the apps section needs. */
export interface ItemModel {
  _id: string;
  name: string;
  kind: ItemType['kind'];
  apps?: ModelApp[];
  properties?: ModelProperty[];
}
