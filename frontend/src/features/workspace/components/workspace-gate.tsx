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
import { CollectionsProvider } from '../../../lib/app-state/collections-store';
import { http, setWorkspaceApiHost } from '../../../lib/http/http';
import type { SignInResult } from '../../../lib/session/session-check';
import { revokeSession, validateSession } from '../../../lib/session/session.api';
import type { SessionTokens } from '../../../lib/session/session-tokens';
import type { SessionUser } from '../../../lib/session/session-user';
import { visitorId } from '../../../lib/session/visitor-id';
import { browserStorage } from '../../../lib/storage/browser-storage';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { applyBranding } from '../../../lib/theme/branding';
import { checkTenancyOptions } from '../api/check-tenancy.query';
import { appStartMachine } from '../machines/app-start.machine';
import { sessionMachine } from '../machines/session.machine';

export interface SignedOutProps {
  tenancy: Tenancy;
  /** A sign-in screen obtained a session: the gate stores it and signs the person in. */
  onSignedIn(session: SignInResult): void;
}

interface Props {
  name: string;
  /** Tokens the address brought (query t, an external token), taken out of it by the caller. */
  urlTokens?: SessionTokens;
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
export function WorkspaceGate({ name, urlTokens, signedOut, signedInRoutes, signedInHome, terms }: Props) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      appStartMachine.provide({
        actors: {
          checkTenancy: fromPromise(({ input }) => queryClient.fetchQuery(checkTenancyOptions(input.name))),
          session: sessionMachine.provide({
            actors: {
              validate: fromPromise(({ input }) => validateSession(http, { ...input, visitorId: visitorId() })),
              revoke: fromPromise(({ input }) => revokeSession(http, input.workspace)),
            },
          }),
        },
      }),
    [queryClient],
  );
  const [state, send] = useMachine(machine, { input: { tenancy: name, urlTokens, storage: browserStorage } });
  const { tenancy, user } = state.context;

  useEffect(() => {
    if (!tenancy) return;
    setWorkspaceApiHost(tenancy.name, tenancy.baseAPIURL);
    applyBranding(tenancy);
    if (tenancy.isActive) browserStorage.rememberWorkspace({ name: tenancy.name, label: tenancy.label });
  }, [tenancy]);

  if (state.matches('loading') || state.matches({ workspace: 'checking' })) return <LoadingPage />;
  if (state.matches('notResponding')) return <ServerUnavailablePage />;
  if (state.matches('noWorkspace')) return <Navigate to="/" replace state={{ notFoundWorkspace: name }} />;
  if (state.matches('inactive')) return <DeactivatedPage />;
  if (!tenancy) return <LoadingPage />;

  if (state.matches({ workspace: 'termsRequired' }) && user) {
    return terms({
      tenancy,
      user,
      onAccepted: (accepted) => send({ type: 'TERMS_ACCEPTED', user: accepted }),
      onRejected: () => send({ type: 'REJECT_TERMS' }),
    });
  }

  if (state.matches({ workspace: 'signedIn' }) && user) {
    // App state's collections live as long as the person's session: another person starts with none.
    return (
      <CollectionsProvider key={user._id}>
        <Routes>
          <Route path="login" element={<Navigate to={`/${name}/`} replace />} />
          {signedInRoutes?.({ tenancy, user, onSignOut: () => send({ type: 'SIGN_OUT' }) })}
          <Route index element={signedInHome({ tenancy, user, onSignOut: () => send({ type: 'SIGN_OUT' }) })} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </CollectionsProvider>
    );
  }

  return signedOut({
    tenancy,
    onSignedIn: (session) => send({ type: 'SIGNED_IN', session }),
  });
}
