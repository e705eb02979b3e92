import { z } from 'zod';
import { describeZodError } from '../shared/domain/describe-zod-error';
import { invalid } from '../shared/domain/domain-error';
import {
  MEMBER_LISTS,
  ELEMENT_KINDS,
  MEMBER_KINDS,
  memberExists,
  memberNameProblem,
  nameProblem,
  sameName,
  type ElementKind,
  type MemberKind,
} from './element-rules';
import type { ElementState } from './element.state';

/**
 * The designer's export format (001 §7 exports and import): an element's definition, never its history. A
 * zip holds `manifest.json`, one `elements/{name}.json` per element and `files/{sha256}` for the template
 * files the file store has. The importer reads this version and the ones before it.
 */
export const EXCHANGE_FORMAT = 'docauto-types';
export const EXCHANGE_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const elementFilePath = (name: string) => `elements/${name}.json`;
export const templateFilePath = (fileId: string) => `files/${fileId}`;

/** A member as a file brings it: its id is kept when it can be (references within the element stay valid). */
export interface ImportedMember {
  [property: string]: unknown;
  _id?: string;
  name: string;
}

/** One element read from an import, checked against 001 §5's name rules. */
export interface ExchangedElement {
  /** The element's id where it was exported: used only to point references between imported elements. */
  sourceId?: string;
  name: string;
  kind: ElementKind;
  /** The element's own properties (summary, key, table data, query source…). */
  definition: Record<string, unknown>;
  members: Record<MemberKind, ImportedMember[]>;
}

/** An element file: what `GET /api/v2/types/{kind}/{id}` shows, minus the version, the definition apart. */
export function toElementFile(state: ElementState): Record<string, unknown> {
  const file: Record<string, unknown> = {
    format: EXCHANGE_FORMAT,
    formatVersion: EXCHANGE_FORMAT_VERSION,
    _id: state.elementId,
    name: state.name,
    kind: state.kind,
    definition: state.definition,
  };
  for (const kind of MEMBER_KINDS) file[MEMBER_LISTS[kind]] = state.members[kind];
  return file;
}

export interface ExportManifest {
  format: typeof EXCHANGE_FORMAT;
  formatVersion: number;
  workspace: string;
  exportedAt: string;
  elements: { file: string; name: string; kind: ElementKind }[];
  files: string[];
}

export function toManifest(
  workspace: string,
  exportedAt: string,
  elements: readonly ElementState[],
  fileIds: readonly string[],
): ExportManifest {
  return {
    format: EXCHANGE_FORMAT,
    formatVersion: EXCHANGE_FORMAT_VERSION,
    workspace,
    exportedAt,
    elements: elements.map((element) => ({
      file: elementFilePath(element.name),
      name: element.name,
      kind: element.kind,
    })),
    files: fileIds.map(templateFilePath),
  };
}

/** A file-store id (the sha256 of the content): 64 lower-case hex characters. */
export const FILE_ID = /^[0-9a-f]{64}$/;

/**
 * The files an element's templates refer to: every property of a template that holds a file-store id (the
 * template editor stores an uploaded file's hash with its name and size).
 */
export function templateFileIds(members: { template: readonly Record<string, unknown>[] }): string[] {
  const ids = new Set<string>();
  for (const template of members.template)
    for (const value of Object.values(template)) if (typeof value === 'string' && FILE_ID.test(value)) ids.add(value);
  return [...ids];
}

const newerFormat = (file: string, version: number) =>
  `${file} was exported by a newer version of the product (format ${version}); this one reads format ` +
  `${EXCHANGE_FORMAT_VERSION} and older.`;

const formatFields = {
  format: z.literal(EXCHANGE_FORMAT).optional(),
  formatVersion: z.number().int().min(1).optional(),
};

const manifestSchema = z.looseObject({ ...formatFields });

/** The manifest says which format the zip is in; its element list is informative (the entries are read). */
export function checkManifest(value: unknown, file = MANIFEST_FILE): void {
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success) throw invalid(describeZodError(parsed.error, file));
  if ((parsed.data.formatVersion ?? 1) > EXCHANGE_FORMAT_VERSION)
    throw invalid(newerFormat(file, parsed.data.formatVersion ?? 1));
}

const memberSchema = z.looseObject({ _id: z.string().min(1).max(100).optional(), name: z.unknown() });
const memberList = z.array(memberSchema).max(10_000).optional();

const elementFileSchema = z.strictObject({
  ...formatFields,
  _id: z.string().min(1).max(100).optional(),
  name: z.unknown(),
  kind: z.enum(ELEMENT_KINDS),
  definition: z.record(z.string(), z.unknown()).optional(),
  properties: memberList,
  formulas: memberList,
  templates: memberList,
  apps: memberList,
  layouts: memberList,
});

/**
 * An element file read from an import, or a message naming the file and what is wrong with it: the element's
 * and every member's name follow 001 §5, and a member's name is unique among its kind (case aside).
 */
export function parseElementFile(value: unknown, file: string): ExchangedElement {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const version = (value as { formatVersion?: unknown }).formatVersion;
    if (typeof version === 'number' && version > EXCHANGE_FORMAT_VERSION) throw invalid(newerFormat(file, version));
  }
  const parsed = elementFileSchema.safeParse(value);
  if (!parsed.success) throw invalid(describeZodError(parsed.error, file));
  const data = parsed.data;
  const problem = nameProblem(data.name);
  if (problem) throw invalid(`${file}: the element's name: ${problem}`);
  const name = data.name as string;
  const members = {} as Record<MemberKind, ImportedMember[]>;
  for (const kind of MEMBER_KINDS) {
    const list = data[MEMBER_LISTS[kind]] ?? [];
    const seen: string[] = [];
    members[kind] = list.map((member, index) => {
      const memberProblem = memberNameProblem(kind, member.name);
      if (memberProblem) throw invalid(`${file}: ${MEMBER_LISTS[kind]}.${index}: ${memberProblem}`);
      const memberName = member.name as string;
      if (seen.some((other) => sameName(other, memberName)))
        throw invalid(`${file}: ${memberExists(kind)} (${memberName})`);
      seen.push(memberName);
      return { ...member, name: memberName };
    });
  }
  // The name is the element's own field; a `name` among the definition's properties would rename it.
  const { name: _ignored, ...definition } = data.definition ?? {};
  return { sourceId: data._id, name, kind: data.kind, definition, members };
}
