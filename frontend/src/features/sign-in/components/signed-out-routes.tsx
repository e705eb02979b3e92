import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { SignInChoicePage } from './sign-in-choice-page';

/**
 * Signed-out routes (specification §2.1). Reset password, confirm and link landing arrive with the access issue;
 * until then they, like any other path, lead to the sign-in screen.
 */
export default function SignedOutRoutes({ tenancy }: { tenancy: Tenancy }) {
  const login = <Navigate to={`/${tenancy.name}/login`} replace />;
  return (
    <Routes>
      <Route path="login" element={<SignInChoicePage tenancy={tenancy} />} />
      <Route path=":adapter/:application" element={<ExternalSignIn tenancy={tenancy} fallback={login} />} />
      <Route path="*" element={login} />
    </Routes>
  );
}

function ExternalSignIn({ tenancy, fallback }: { tenancy: Tenancy; fallback: ReactElement }) {
  const [params] = useSearchParams();
  return params.has('external') ? <SignInChoicePage tenancy={tenancy} /> : fallback;
}
