import type { AuthContext } from '../shared/auth/auth-context';
import { DomainError } from '../shared/domain/domain-error';
import {
  assertExternalAnswers,
  assertExternalReach,
  assertExternalReadsNow,
  EXTERNAL_CANNOT_SET_ACCESS,
  externalCreation,
} from './external-records';
import { hasExternalApp } from './records-access';

const external: AuthContext = { tenant: 'demo', userId: 'u-ext', isAdmin: false, isExternal: true };
const insider: AuthContext = { ...external, userId: 'u-in', isExternal: false };
const option = (extra: Record<string, unknown>) => ({
  appName: 'Intake',
  liveVersion: '',
  isDisabled: false,
  extAccess: false,
  notification: '',
  isSendDocuments: false,
  uploadDocuments: '' as const,
  ...extra,
});
const kindOf = (run: () => void) => {
  try {
    run();
    return 'allowed';
  } catch (error) {
    return error instanceof DomainError ? error.kind : 'other';
  }
};

describe('what an external user may do on records', () => {
  it('reaches a catalog only through an enabled app with external access (not a global-info entry)', () => {
    expect(hasExternalApp({ appOptions: [] })).toBe(false);
    expect(hasExternalApp({ appOptions: [option({})] })).toBe(false);
    expect(hasExternalApp({ appOptions: [option({ extAccess: true, isDisabled: true })] })).toBe(false);
    expect(hasExternalApp({ appOptions: [option({ extAccess: true, globalTarget: 'Firm' })] })).toBe(false);
    expect(hasExternalApp({ appOptions: [option({}), option({ appName: 'Portal', extAccess: true })] })).toBe(true);
  });

  it('never sends extUserID, whatever its value; a workspace user may', () => {
    for (const extUserID of [null, 'u-ext', 'u-other']) {
      expect(() => assertExternalAnswers(external, { Name: 'A', extUserID })).toThrow(EXTERNAL_CANNOT_SET_ACCESS);
      expect(kindOf(() => assertExternalAnswers(insider, { extUserID }))).toBe('allowed');
    }
    expect(kindOf(() => assertExternalAnswers(external, { Name: 'A' }))).toBe('allowed');
  });

  it('makes the records they create theirs, and leaves a workspace user’s values alone', () => {
    expect(externalCreation(external, { Name: 'A' })).toEqual({ Name: 'A', extUserID: 'u-ext' });
    expect(externalCreation(insider, { Name: 'A' })).toEqual({ Name: 'A' });
  });

  it('answers a record that is not theirs as missing (404), and an earlier time as refused (403)', () => {
    expect(kindOf(() => assertExternalReach(external, 'r1', false))).toBe('not_found');
    expect(kindOf(() => assertExternalReach(external, 'r1', true))).toBe('allowed');
    expect(kindOf(() => assertExternalReach(insider, 'r1', false))).toBe('allowed');
    expect(kindOf(() => assertExternalReadsNow(external, '2026-01-01T00:00:00Z'))).toBe('forbidden');
    expect(kindOf(() => assertExternalReadsNow(external, undefined))).toBe('allowed');
    expect(kindOf(() => assertExternalReadsNow(insider, '2026-01-01T00:00:00Z'))).toBe('allowed');
  });
});
