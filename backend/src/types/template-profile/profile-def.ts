import { compileExpression } from '@app/templating';
import { z } from 'zod';
import { invalid } from '../../shared/domain/domain-error';
import { describeZodError } from '../../shared/domain/describe-zod-error';

/** The storage add-ons that offer template profiles (001 §2 Profile section, §6 "Add-ons gate: storage profiles"). */
export const ONEDRIVE = 'OneDrive';
export const CLIO = 'Clio';
/** Elements whose name starts so are the NetDocuments integration's profiles (their variables are the profile's). */
export const NETDOCUMENTS_PREFIX = 'nd:';

/**
 * The profile names a workspace offers: OneDrive and Clio with their add-ons, and with `netdocuments` every element
 * named `nd:…` (the integration brings them), by name.
 */
export function offeredProfiles(addons: readonly string[], elementNames: readonly string[]): string[] {
  const offered: string[] = [];
  if (addons.includes('onedrive')) offered.push(ONEDRIVE);
  if (addons.includes('clio')) offered.push(CLIO);
  if (addons.includes('netdocuments'))
    offered.push(
      ...elementNames
        .filter((name) => name.startsWith(NETDOCUMENTS_PREFIX))
        .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  return offered;
}

const text = z.string().max(2000);
const DEF_SHAPES = {
  [ONEDRIVE]: { shape: '{ folder }', schema: z.strictObject({ folder: text }) },
  [CLIO]: { shape: '{ matter, folder }', schema: z.strictObject({ matter: text, folder: text }) },
  [NETDOCUMENTS_PREFIX]: {
    shape: '{ list: [{ name, expression, externalId? }] }',
    schema: z.strictObject({
      list: z
        .array(
          z.strictObject({
            name: z.string().min(1).max(200),
            expression: z.string().max(10_000),
            externalId: z.string().max(200).optional(),
          }),
        )
        .max(1000),
    }),
  },
} as const;

export const profileNotOffered = (profile: string, offered: readonly string[]) =>
  offered.length === 0
    ? `${profile} is not a profile this workspace offers: it has no storage add-on (netdocuments, onedrive, clio).`
    : `${profile} is not a profile this workspace offers (it offers ${offered.join(', ')}).`;
export const badExpression = (profile: string, name: string, message: string) =>
  `${profile}: the expression of ${name} does not compile: ${message}`;

/**
 * A template profile as it will be saved (001 §3 Template profile): '' (none, with no definition), or an offered name
 * with a definition of its shape; every expression of an `nd:` profile must compile. Throws a 400 naming what is
 * wrong.
 */
export function checkProfile(
  profile: string,
  def: unknown,
  offered: readonly string[],
): { profile: string; def: Record<string, unknown> } {
  if (profile === '') return { profile, def: {} };
  if (!offered.includes(profile)) throw invalid(profileNotOffered(profile, offered));
  const { shape, schema } = profile.startsWith(NETDOCUMENTS_PREFIX)
    ? DEF_SHAPES[NETDOCUMENTS_PREFIX]
    : DEF_SHAPES[profile as typeof ONEDRIVE | typeof CLIO];
  const parsed = schema.safeParse(def);
  if (!parsed.success) throw invalid(`${describeZodError(parsed.error, `${profile} definition ${shape}`)}`);
  if ('list' in parsed.data) {
    for (const entry of parsed.data.list) {
      if (entry.expression.trim() === '') continue;
      try {
        compileExpression(entry.expression);
      } catch (error) {
        throw invalid(badExpression(profile, entry.name, error instanceof Error ? error.message : String(error)));
      }
    }
  }
  return { profile, def: parsed.data };
}
