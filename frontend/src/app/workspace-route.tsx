import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../components/ui/full-page-message';
import { isValidWorkspaceName } from '../lib/workspace/workspace-name';
import { WorkspaceGate } from '../features/workspace/components/workspace-gate';
import { lazyRoute } from './lazy-route';

const SignedOutRoutes = lazyRoute(() => import('../features/sign-in/components/signed-out-routes'));

/** /{tenancy}/*: a path whose first segment cannot be a workspace name is simply not a page here. */
export default function WorkspaceRoute() {
  const { tenancy = '' } = useParams();
  if (!isValidWorkspaceName(tenancy)) return <NotFoundPage />;
  return (
    <WorkspaceGate key={tenancy} name={tenancy} signedOut={({ tenancy: data }) => <SignedOutRoutes tenancy={data} />} />
  );
}
