import { useCallback, useEffect, useState } from 'react';
import { Route, useLocation, useNavigate, useParams } from 'react-router-dom';
import { NotFoundPage } from '../components/ui/full-page-message';
import { isValidWorkspaceName } from '../lib/workspace/workspace-name';
import { takeUrlTokens } from '../features/session/api/url-token';
import { takeUrlError } from '../features/session/api/url-error';
import { showPersistentError } from '../components/ui/toaster-store';
import {
  WorkspaceGate,
  type SignedInProps,
  type SignedOutProps,
  type TermsProps,
} from '../features/workspace/components/workspace-gate';
import { lazyRoute } from './lazy-route';
import { signedInAccessRoutes, signedInHome } from './signed-in-access-routes';

const SignedOutRoutes = lazyRoute(() => import('../features/sign-in/components/signed-out-routes'));
const ForgotPasswordPage = lazyRoute(() => import('../features/reset-password/components/forgot-password-page'));
const CreatePasswordPage = lazyRoute(() => import('../features/create-password/components/create-password-page'));
const LinkLandingPage = lazyRoute(() => import('../features/links/components/link-landing-page'));
const SignedInLinkPage = lazyRoute(() => import('../features/links/components/signed-in-link-page'));
const SignedInConfirmRedirect = lazyRoute(
  () => import('../features/create-password/components/signed-in-confirm-redirect'),
);
const TermsModal = lazyRoute(() => import('../features/terms/components/terms-modal'));

/** /{tenancy}/*: a path whose first segment cannot be a workspace name is simply not a page here. */
export default function WorkspaceRoute() {
  const { tenancy = '' } = useParams();
  if (!isValidWorkspaceName(tenancy)) return <NotFoundPage />;
  return <ValidWorkspaceRoute key={tenancy} tenancy={tenancy} />;
}

function ValidWorkspaceRoute({ tenancy }: { tenancy: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Tokens a URL brings (query t, an external token) go to the gate's session check; an error it brings (a
  // failed OAuth sign-in) is shown once. Neither stays in the address bar.
  const [fromUrl] = useState(() => {
    const { tokens, search: rest } = takeUrlTokens(tenancy, location.pathname, location.search);
    const { search, error } = takeUrlError(rest);
    return { tokens, search, error, changed: tokens !== undefined || error !== undefined };
  });
  useEffect(() => {
    // Sign-in errors are toasts that stay until closed (specification 000 §8).
    if (fromUrl.error) showPersistentError(fromUrl.error);
    if (fromUrl.changed) navigate({ pathname: location.pathname, search: fromUrl.search }, { replace: true });
    // Only once, for the address the page was opened with.
  }, []);

  const signedOut = useCallback(
    ({ tenancy: data, onSignedIn }: SignedOutProps) => (
      <SignedOutRoutes
        tenancy={data}
        onSignedIn={onSignedIn}
        resetPassword={<ForgotPasswordPage tenancy={data} />}
        confirm={<CreatePasswordPage tenancy={data} onSignedIn={onSignedIn} />}
        link={<LinkLandingPage tenancy={data} onSignedIn={onSignedIn} />}
      />
    ),
    [],
  );
  const signedInRoutes = useCallback(
    ({ tenancy: data, user, onSignOut }: SignedInProps) => (
      <>
        {signedInAccessRoutes({ tenancy: data, user, onSignOut })}
        <Route path="links/:linkId" element={<SignedInLinkPage tenancy={data} />} />
        <Route path="confirm" element={<SignedInConfirmRedirect tenancy={data.name} />} />
      </>
    ),
    [],
  );
  const terms = useCallback((props: TermsProps) => <TermsModal {...props} />, []);
  return (
    <WorkspaceGate
      name={tenancy}
      urlTokens={fromUrl.tokens}
      signedOut={signedOut}
      signedInRoutes={signedInRoutes}
      signedInHome={signedInHome}
      terms={terms}
    />
  );
}
