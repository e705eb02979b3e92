import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import type { SignInResult } from '../../../lib/session/session-check';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { SignInChoicePage } from './sign-in-choice-page';

export interface SignedOutRoutesProps {
  tenancy: Tenancy;
  onSignedIn(session: SignInResult): void;
  /** The other signed-out screens (reset password, confirm, link landing), composed by the application. */
  resetPassword?: ReactElement;
  confirm?: ReactElement;
  link?: ReactElement;
}

/** Signed-out routes (specification §2.1); any other path leads to the sign-in screen. */
export default function SignedOutRoutes({ tenancy, onSignedIn, resetPassword, confirm, link }: SignedOutRoutesProps) {
  const login = <Navigate to={`/${tenancy.name}/login`} replace />;
  const signIn = <SignInChoicePage tenancy={tenancy} onSignedIn={onSignedIn} />;
  return (
    <Routes>
      <Route path="login" element={signIn} />
      {resetPassword && <Route path="resetPassword" element={resetPassword} />}
      {confirm && <Route path="confirm" element={confirm} />}
      {link && <Route path="links/:linkId" element={link} />}
      <Route path=":adapter/:application" element={<ExternalSignIn signIn={signIn} fallback={login} />} />
      <Route path="*" element={login} />
    </Routes>
  );
}

function ExternalSignIn({ signIn, fallback }: { signIn: ReactElement; fallback: ReactElement }) {
  const [params] = useSearchParams();
  return params.has('external') ? signIn : fallback;
}
