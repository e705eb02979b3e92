import { DomainError } from '../../shared/domain/domain-error';
import { checkedWrite, takesChanges } from './api-write';
import { CLIO_CONTACT, CLIO_MATTER } from './clio/clio-sources';
import { FILEVINE_CONTACT, FILEVINE_PROJECT } from './filevine/filevine-sources';

/** The DomainError `act` throws, as kind and message. */
function refusal(act: () => unknown): { kind: string; message: string } {
  try {
    act();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('Clio and Filevine write-back: what may change, and what the provider is sent', () => {
  it("sends Clio a matter's changed values only, as its attributes under data", () => {
    const values = checkedWrite('Clio', CLIO_MATTER, '42', {
      Description: 'Smith v. Jones (appeal)',
      Status: 'Closed',
      CloseDate: '2026-11-20',
      Billable: false,
    });
    expect(CLIO_MATTER.update?.('42', values)).toEqual({
      path: '/matters/42.json',
      body: {
        data: { description: 'Smith v. Jones (appeal)', status: 'Closed', close_date: '2026-11-20', billable: false },
      },
    });
    expect(CLIO_CONTACT.update?.('7001', checkedWrite('Clio', CLIO_CONTACT, '7001', { LastName: 'Smythe' }))).toEqual({
      path: '/contacts/7001.json',
      body: { data: { last_name: 'Smythe' } },
    });
  });

  it("sends Filevine a project's or contact's changed values as a plain object", () => {
    expect(FILEVINE_PROJECT.update?.('1001', { ProjectName: 'Garcia v. Northwind LLC' })).toEqual({
      path: '/fv-app/v2/Projects/1001',
      body: { projectName: 'Garcia v. Northwind LLC' },
    });
    expect(FILEVINE_CONTACT.update?.('2001', { FirstName: 'María', LastName: null })).toEqual({
      path: '/fv-app/v2/Contacts/2001',
      body: { firstName: 'María', lastName: null },
    });
  });

  it('refuses a read-only field by name, before anything is sent', () => {
    expect(refusal(() => checkedWrite('Clio', CLIO_MATTER, '42', { DisplayNumber: '00099-Smith' }))).toEqual({
      kind: 'invalid',
      message: "Clio's Matter field DisplayNumber cannot be changed.",
    });
    expect(refusal(() => checkedWrite('Filevine', FILEVINE_PROJECT, '1001', { CreatedDate: '2020-01-01' }))).toEqual({
      kind: 'invalid',
      message: "Filevine's Project field CreatedDate cannot be changed.",
    });
    expect(refusal(() => checkedWrite('Clio', CLIO_CONTACT, '7001', { Nickname: 'JS' })).message).toBe(
      "Clio's Contact has no field Nickname.",
    );
  });

  it('refuses a value of the wrong type, a status Clio does not have, a malformed date and an impossible id', () => {
    expect(refusal(() => checkedWrite('Clio', CLIO_MATTER, '42', { Status: 'Archived' })).message).toBe(
      "Clio's Matter field Status takes a selection value (one of Open, Pending, Closed).",
    );
    expect(refusal(() => checkedWrite('Clio', CLIO_MATTER, '42', { OpenDate: '01/03/2024' })).message).toBe(
      "Clio's Matter field OpenDate takes a date value.",
    );
    expect(refusal(() => checkedWrite('Clio', CLIO_MATTER, '42', { Billable: 'yes' })).message).toBe(
      "Clio's Matter field Billable takes a checkbox value.",
    );
    expect(refusal(() => checkedWrite('Clio', CLIO_MATTER, '../users', { Description: 'x' }))).toEqual({
      kind: 'not_found',
      message: 'Clio has no Matter with the id ../users.',
    });
  });

  it('lets null clear a writable field, and says which sources take changes at all', () => {
    expect(checkedWrite('Clio', CLIO_MATTER, '42', { CloseDate: null })).toEqual({ CloseDate: null });
    expect([CLIO_MATTER, CLIO_CONTACT, FILEVINE_PROJECT, FILEVINE_CONTACT].map(takesChanges)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(takesChanges({ ...CLIO_MATTER, update: undefined })).toBe(false);
  });
});
