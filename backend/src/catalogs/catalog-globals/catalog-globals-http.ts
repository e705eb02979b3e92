import { z } from 'zod';
import { uploadUrlSchema } from '../../types';

/** A global's name as element names are written (001 §5): checked before it names a stream. */
const elementNameSchema = z
  .string()
  .min(1, 'elementName is the name of a global of the catalog’s model')
  .max(100)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'elementName is the name of a global of the catalog’s model');

/** The global-info app the call is made from (002 §7 names it); kept in the event, not checked against the apps. */
const appNameSchema = z.string().max(200).nullable().optional();

export const exportGlobalSchema = z.strictObject({ elementName: elementNameSchema });
export const importGlobalSchema = z.strictObject({
  elementName: elementNameSchema,
  appName: appNameSchema,
  url: uploadUrlSchema,
});
export const removeGlobalSchema = z.strictObject({ elementName: elementNameSchema, appName: appNameSchema });

/** A version of a global's info: the id of its event (a UUID), as the history lists it. */
export const restoreGlobalSchema = z.strictObject({
  elementName: elementNameSchema,
  historyId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9-]+$/, 'historyId is a version id the history listed'),
});
