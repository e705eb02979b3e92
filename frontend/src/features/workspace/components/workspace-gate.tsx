import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  DeactivatedPage,
  LoadingPage,
  NotFoundPage,
  ServerUnavailablePage,
} from '../../../components/ui/full-page-message';
import { setWorkspaceApiHost } from '../../../lib/http/http';
import { browserStorage } from '../../../lib/storage/browser-storage';
import { applyBranding } from '../../../lib/theme/branding';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { checkTenancyOptions } from '../api/check-tenancy.query';
// The lib check sends the refresh token and the stable visitorId, and stores rotated tokens.
import { validateSession } from '../../../lib/session/session.api';
import { appStartMachine } from '../machines/app-start.machine';
import type { SessionUser } from '../../../lib/session/session-user';

export interface SignedOutProps {
  tenancy: Tenancy;
  onSignedIn(token: string, user: SessionUser): void;
}

interface Props {
  name: string;
  /** The signed-out screens (sign-in, reset, confirm, links), supplied by the application. */
  signedOut(props: SignedOutProps): ReactNode;
  /** More signed-in routes (<Route> elements) supplied by the application, e.g. the external record page. */
  signedInRoutes?(props: SignedInProps): ReactNode;
  /** The screen at /{tenancy}/ when signed in. */
  signedInHome(props: SignedInProps): ReactNode;
  /** The Terms of Service modal for the termsRequired state. */
  terms(props: TermsProps): ReactNode;
}

export interface TermsProps {
  tenancy: Tenancy;
  user: SessionUser;
  /** Accepted: the user as the server stored it (with lastAccepted). */
  onAccepted(user: SessionUser): void;
  /** Rejected: the session ends. */
  onRejected(): void;
}

export interface SignedInProps {
  tenancy: Tenancy;
  user: SessionUser;
  onSignOut(): void;
}

/** Everything under /{tenancy}/: runs the application-start machine and shows the screen its state calls for. */
export function WorkspaceGate({ name, signedOut, signedInRoutes, signedInHome, terms }: Props) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      appStartMachine.provide({
        actors: {
          checkTenancy: fromPromise(({ input }) => queryClient.fetchQuery(checkTenancyOptions(input.name))),
          validateSession: fromPromise(({ input }) => validateSession(input.name, input.token)),
        },
        actions: { signedOut: () => browserStorage.signOut(name) },
      }),
    [name, queryClient],
  );
  const [state, send] = useMachine(machine, { input: { tenancy: name, token: browserStorage.getToken(name) } });
  const { tenancy, user } = state.context;

  useEffect(() => {
    if (!tenancy) return;
    setWorkspaceApiHost(tenancy.name, tenancy.baseAPIURL);
    applyBranding(tenancy);
    if (tenancy.isActive) browserStorage.rememberWorkspace({ name: tenancy.name, label: tenancy.label });
  }, [tenancy]);

  if (state.matches('loading')) return <LoadingPage />;
  if (state.matches('notResponding')) return <ServerUnavailablePage />;
  if (state.matches('noWorkspace')) return <Navigate to="/" replace state={{ notFoundWorkspace: name }} />;
  if (state.matches('inactive')) return <DeactivatedPage />;
  if (!tenancy) return <LoadingPage />;

  if (state.matches('termsRequired') && user) {
    return terms({
      tenancy,
      user,
      onAccepted: (accepted) => send({ type: 'TERMS_ACCEPTED', user: accepted }),
      onRejected: () => send({ type: 'REJECT_TERMS' }),
    });
  }

  if (state.matches('signedIn') && user) {
    return (
      <Routes>
        <Route path="login" element={<Navigate to={`/${name}/`} replace />} />
        {signedInRoutes?.({ tenancy, user, onSignOut: () => send({ type: 'SIGN_OUT' }) })}
        <Route index element={signedInHome({ tenancy, user, onSignOut: () => send({ type: 'SIGN_OUT' }) })} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }

  return signedOut({
    tenancy,
    onSignedIn: (token, signedInUser) => {
      browserStorage.setToken(name, token);
      send({ type: 'SIGNED_IN', token, user: signedInUser });
    },
  });
}
