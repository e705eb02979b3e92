import { z } from 'zod';
import { ELEMENT_KINDS } from './element-rules';

export const elementKindParam = z.enum(ELEMENT_KINDS);
export const elementIdParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'an element id has letters, digits, - and _ only');
export const versionParam = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, 'a version is a whole number from 1')
  .transform(Number);
export const pageQuery = {
  skip: z
    .string()
    .regex(/^[0-9]{1,9}$/, 'skip is a whole number from 0')
    .optional(),
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, 'limit is a whole number from 1 to 999')
    .optional(),
};
