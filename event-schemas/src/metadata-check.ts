import { z } from 'zod';
import type { EventMetadata } from './envelope';
import { parseStreamName } from './stream-names';

/**
 * The metadata every event must carry, checked when it is appended: metadata cannot be fixed once
 * written, and tenant isolation, audit and tracing all read it. Unknown keys are refused too: metadata
 * cannot be erased per user, so nothing slips in beside the known fields.
 */
export const EVENT_METADATA_SCHEMA = z.strictObject({
  tenant: z.string().regex(/^[a-z0-9]+$/, 'a workspace name ([a-z0-9]+)'),
  userId: z.string().min(1).nullable(),
  correlationId: z.string().min(1),
  causationId: z.string().min(1).nullable(),
  time: z.iso.datetime({ offset: true }),
});

/** Metadata that is missing, malformed, or names another tenant than the stream: nothing is written. */
export class InvalidEventMetadataError extends Error {
  constructor(
    readonly stream: string,
    readonly eventType: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid metadata of ${eventType} appended to ${stream}: ${problems.join('; ')}`);
    this.name = 'InvalidEventMetadataError';
  }
}

/**
 * Throws InvalidEventMetadataError unless `metadata` is complete and well formed and its tenant is
 * the stream's (`acme.record-1` takes only tenant `acme`). A global stream (`_global.…`) belongs to
 * no workspace, so any valid tenant may write to it. A malformed stream name throws too.
 */
export function assertEventMetadata(
  stream: string,
  eventType: string,
  metadata: unknown,
): asserts metadata is EventMetadata {
  const { tenant } = parseStreamName(stream);
  const parsed = EVENT_METADATA_SCHEMA.safeParse(metadata);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(metadata)'}: ${issue.message}`);
  const given = (metadata as { tenant?: unknown } | null | undefined)?.tenant;
  if (tenant !== null && typeof given === 'string' && given !== tenant) {
    problems.push(`tenant: "${given}" is not the stream's tenant "${tenant}"`);
  }
  if (problems.length > 0) throw new InvalidEventMetadataError(stream, eventType, problems);
}
