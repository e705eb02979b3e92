import type { ResolvedFilter } from '../../query-provider';
import { CLIO_CONTACT, CLIO_MATTER } from './clio-sources';

const params = (path: string) => Object.fromEntries(new URL(path, 'http://clio').searchParams);
const filter = (name: string, operator: string, operand: unknown): ResolvedFilter => ({ name, operator, operand });

describe('Clio sources: what Clio is asked to narrow by', () => {
  it('passes an "is" on a status, an "=" on a client id and a text match as status, client_id and query', () => {
    expect(
      params(
        CLIO_MATTER.firstPage(
          [
            filter('Status', 'is', 'Pending'),
            filter('ClientId', '=', 7002),
            filter('Description', 'starts with', 'Acme'),
          ],
          200,
        ),
      ),
    ).toMatchObject({ status: 'pending', client_id: '7002', query: 'Acme', limit: '200', order: 'id(desc)' });
  });

  it('never narrows by what could drop a matching record: negations, lists of several, unknown statuses', () => {
    const asked = params(
      CLIO_MATTER.firstPage(
        [
          filter('Status', 'is not', 'Open'),
          filter('Status', 'is', ['Open', 'Closed']),
          filter('ClientId', '>', 3),
          filter('Client', 'is not', 'Acme'),
          filter('Description', 'contains', '   '),
        ],
        50,
      ),
    );
    expect(asked).toEqual({ fields: expect.any(String), limit: '50', order: 'id(desc)' });
  });

  it('narrows contacts by type and by a text match', () => {
    expect(
      params(CLIO_CONTACT.firstPage([filter('Type', 'is', 'Person'), filter('Email', 'contains', 'smith')], 200)),
    ).toMatchObject({ type: 'Person', query: 'smith' });
  });

  it("reads a page of Clio's answer, its records as items, and the next page's address", () => {
    const page = CLIO_CONTACT.readPage(
      {
        data: [{ id: 9, name: 'Ann Lee', first_name: 'Ann', last_name: 'Lee', type: 'Person' }],
        meta: { paging: { next: 'https://app.clio.com/api/v4/contacts.json?page_token=x' } },
      },
      '',
    );
    expect(page).toEqual({
      items: [
        {
          _id: '9',
          name: 'Ann Lee',
          values: { Name: 'Ann Lee', FirstName: 'Ann', LastName: 'Lee', Type: 'Person', Email: null, Phone: null },
        },
      ],
      next: 'https://app.clio.com/api/v4/contacts.json?page_token=x',
    });
    expect(() => CLIO_MATTER.readPage({ error: 'nope' }, '')).toThrow();
  });
});
