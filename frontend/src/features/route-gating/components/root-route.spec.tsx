import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { CollectionsProvider } from '../../../lib/app-state/collections-store';
import type { Collection } from '../../../lib/app-state/collections.reducer';
import type { SessionUser } from '../../../lib/session/session-user';
import { RootRoute } from './root-route';

// Rendering on the server runs no effects, so <Navigate> would never move; it shows where it would go instead.
jest.mock('react-router-dom', () => ({
  ...jest.requireActual('react-router-dom'),
  Navigate: ({ to }: { to: string }) => <a data-navigate-to={to} />,
}));

const ann: SessionUser = { _id: 'u1', name: 'Ann', permissions: ['Matters', 'clients'] };
const collections: Collection[] = [
  { _id: '1', name: 'Matters', apps: [] },
  { _id: '2', name: 'clients', apps: [], myRecords: true },
  { _id: '3', name: 'Archive', apps: [] },
];

function render(user: SessionUser, initial?: Collection[]) {
  const route = <RootRoute tenancy="acme" user={user} fallback={<p>Welcome</p>} />;
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/acme/']}>
      {initial ? <CollectionsProvider initial={initial}>{route}</CollectionsProvider> : route}
    </MemoryRouter>,
  );
}

describe('the root route reads the collections of app state', () => {
  it("redirects to the first permitted collection by name, with the 'my records' filter when it has myRecords", () => {
    expect(render(ann, collections)).toBe('<a data-navigate-to="/acme/clients?filter=myRecords"></a>');
  });

  it('redirects without the filter when the first permitted collection has no myRecords', () => {
    expect(render({ _id: 'u2', isAdmin: true }, collections)).toBe('<a data-navigate-to="/acme/Archive"></a>');
  });

  it('shows the signed-in home when app state has no collection, or none the person may see', () => {
    expect(render(ann, [])).toBe('<p>Welcome</p>');
    expect(render({ _id: 'u3', permissions: ['Elsewhere'] }, collections)).toBe('<p>Welcome</p>');
    expect(render(ann)).toBe('<p>Welcome</p>');
  });
});
