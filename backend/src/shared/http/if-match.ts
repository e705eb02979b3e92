import { BadRequestException } from '@nestjs/common';

/**
 * Optimistic concurrency over HTTP: `If-Match: "3"` says "I decided on revision 3"; a write
 * from someone else since then makes the command a 409 instead of silently overwriting it.
 */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const raw = header
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  const revision = Number(raw);
  if (!Number.isSafeInteger(revision) || revision < -1) {
    throw new BadRequestException(
      `If-Match must be the revision you last read, e.g. "3" (got ${JSON.stringify(header)})`,
    );
  }
  return revision;
}
