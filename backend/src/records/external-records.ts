import type { AuthContext } from '../shared/auth/auth-context';
import { DomainError, invalid, notFound } from '../shared/domain/domain-error';
import type { RecordValues } from './record.state';

export const EXTERNAL_CANNOT_SET_ACCESS = 'External users cannot change who has external access to a record.';
export const EXTERNAL_READS_NOW = 'External users read a record as it is now, not as of an earlier time.';
export const noRecordForExternal = (recordId: string) => `There is no record ${recordId} in this catalog.`;

/**
 * What an external user may send in a save (000: they work on their own record only): answers, never
 * `extUserID`, which only the workspace (or a link's registration) sets and closes. Refused whole (400), nothing
 * written. The record's status is not a value (SetRecordStatusCommand moves it), so a save cannot touch it.
 */
export function assertExternalAnswers(auth: AuthContext, values: RecordValues): void {
  if (auth.isExternal && Object.hasOwn(values, 'extUserID')) throw invalid(EXTERNAL_CANNOT_SET_ACCESS);
}

/** A new record made by an external user is theirs: external access opens for them with it. */
export const externalCreation = (auth: AuthContext, values: RecordValues): RecordValues =>
  auth.isExternal ? { ...values, extUserID: auth.userId } : values;

/** A record that is not theirs is answered as one that does not exist (404), as the runs routes do. */
export function assertExternalReach(auth: AuthContext, recordId: string, theirs: boolean): void {
  if (auth.isExternal && !theirs) throw notFound(noRecordForExternal(recordId));
}

export function assertExternalReadsNow(auth: AuthContext, asOf: string | undefined): void {
  if (auth.isExternal && asOf !== undefined) throw new DomainError('forbidden', EXTERNAL_READS_NOW);
}
