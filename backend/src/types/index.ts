/** The types context's public surface: its events and projector for the app's catalogue, and its save command. */
export { ELEMENT_EVENTS } from './element.events';
export { ELEMENT_NAME_EVENTS } from './element-name/element-name.events';
export { typesProjector } from './types.projector';
export { SaveTypesBatchCommand, type TypesBatchResult } from './save-types-batch/save-types-batch.command';
export type { TypesBatchItem } from './save-types-batch/types-batch';
/** For the catalogs context: a catalog's name becomes a model's name, and a catalog's records are of a model. */
export { nameProblem, ELEMENT_EXISTS } from './element-rules';
export { findElement, listVersions } from './element-views';
/** Catalogs' snapshots are versions of their model: a snapshot's label is its version's label. */
export { LabelVersionCommand } from './label-version/label-version.command';
/** For the catalogs context: global info is uploaded through the import upload (POST /upload/importModel). */
export { ImportUploads, UPLOAD_NOT_FOUND, uploadUrlSchema } from './import-uploads';
/** For the app-runs context: a run assembles the model as it stood at the version the run names. */
export { elementAsOfVersion, elementAtHead } from './model-at-version';
export type { ElementState } from './element.state';
export type { Member } from './element.events';
