import { Navigate, useLocation } from 'react-router-dom';
import { parseCreatePasswordQuery } from '../machines/create-password.machine';

/**
 * /{tenancy}/confirm once signed in: on to the link's backLink (a path of this site), else the workspace root.
 * Setting a password signs the person in while the address may still be /confirm for a render (the page's move to
 * the backLink is a transition): without this route the signed-in routes would read "confirm" as a catalog's name,
 * and send an external user, who may not see catalogs, to the root instead of the catalog's external link.
 */
export default function SignedInConfirmRedirect({ tenancy }: { tenancy: string }) {
  const { search } = useLocation();
  const query = parseCreatePasswordQuery(search);
  const to = query.kind === 'ok' && query.params.backLink ? query.params.backLink : `/${tenancy}/`;
  return <Navigate to={to} replace />;
}
