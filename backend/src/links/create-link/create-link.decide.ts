import { conflict, invalid } from '../../shared/domain/domain-error';
import { describeZodError } from '../../shared/domain/describe-zod-error';
import type { LinkEvent } from '../link.events';
import { newLinkSchema, type NewLink } from '../link-rules';
import type { LinkState } from '../link.state';

export interface CreateLinkInput {
  linkId: string;
  link: NewLink;
  createdBy: string | null;
}

/** A new link to one record for one address; the id is random, so an existing stream is a (very) unlucky draw. */
export function decideCreateLink(input: CreateLinkInput, state: LinkState): LinkEvent[] {
  if (state.exists) throw conflict(`Link ${input.linkId} already exists.`);
  const parsed = newLinkSchema.safeParse(input.link);
  if (!parsed.success) throw invalid(describeZodError(parsed.error, 'link'));
  return [{ type: 'LinkCreated', data: { linkId: input.linkId, ...parsed.data, createdBy: input.createdBy } }];
}
