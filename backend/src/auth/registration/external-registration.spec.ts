import { opensExternalRegistration } from './external-registration';

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

describe('opensExternalRegistration: who may register through a catalog external link', () => {
  it('an enabled app with External access opens it, whatever the case of its name in the address', () => {
    expect(opensExternalRegistration([option({ extAccess: true })], 'intake')).toBe(true);
  });

  it('an app without External access, a disabled one, a global-info entry or an unknown app does not', () => {
    expect(opensExternalRegistration([option({})], 'Intake')).toBe(false);
    expect(opensExternalRegistration([option({ extAccess: true, isDisabled: true })], 'Intake')).toBe(false);
    expect(opensExternalRegistration([option({ extAccess: true, globalTarget: 'Firm' })], 'Intake')).toBe(false);
    expect(opensExternalRegistration([option({ extAccess: true })], 'Other')).toBe(false);
    expect(opensExternalRegistration(null, 'Intake')).toBe(false);
  });
});
