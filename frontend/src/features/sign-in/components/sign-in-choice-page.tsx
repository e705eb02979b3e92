import { Button, Center, Link, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { CardHeading, CardPage } from '../../../components/ui/card-page';
import { WorkspaceLogo } from '../../../components/ui/workspace-logo';
import { showNotice, showPersistentError, showRequestError } from '../../../components/ui/toaster-store';
import { useToastOnChange, useToastPerAttempt } from '../../../lib/forms/use-toast-on-change';
import type { SignInResult } from '../../../lib/session/session-check';
import type { SessionUser } from '../../../lib/session/session-user';
import { visitorId } from '../../../lib/session/visitor-id';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { useExternalInvite } from '../api/external-invite.api';
import { register } from '../api/register.api';
import { signIn } from '../api/sign-in.api';
import type { SocialProvider } from '../api/social-redirect';
import { externalLinkVisit, signInChoiceMachine, signInChoiceView } from '../machines/sign-in-choice.machine';
import { EmailSignInForm } from './email-sign-in-form';

const SOCIAL: { provider: SocialProvider; label: string }[] = [
  { provider: 'google', label: 'Sign in with Google' },
  { provider: 'facebook', label: 'Sign in with Facebook' },
  { provider: 'microsoft', label: 'Sign in with Microsoft' },
];

export interface SignInPageProps {
  tenancy: Tenancy;
  onSignedIn(session: SignInResult): void;
}

/** The sign-in choice screen (specification §2.4) and the e-mail sign-in and registration screen (§2.5). */
export function SignInChoicePage({ tenancy, onSignedIn }: SignInPageProps) {
  const location = useLocation();
  const [params] = useSearchParams();
  const external = params.has('external');
  const machine = useMemo(
    () =>
      signInChoiceMachine.provide({
        actors: {
          register: fromPromise(({ input }) => register(tenancy.name, input)),
          signIn: fromPromise(({ input }) => signIn(tenancy.name, input)),
        },
      }),
    [tenancy.name],
  );
  const [state, send] = useMachine(machine, {
    input: {
      tenancy: tenancy.name,
      addons: tenancy.addons,
      isRegistration: tenancy.settings.isRegistration === true,
      external,
      pathname: location.pathname,
      origin: window.location.origin,
      visitorId: visitorId(),
      // The confirmation link comes back to where the person registered (the record of an external visit).
      backLink: external ? `${location.pathname}${location.search}` : `/${tenancy.name}/`,
    },
  });
  const { context } = state;
  const view = signInChoiceView(context);
  // On a catalog's external link, New user is offered only when the link's app invites external users.
  const visit = useMemo(() => externalLinkVisit(external, location.pathname), [external, location.pathname]);
  const invite = useExternalInvite(tenancy.name, visit);
  const invites = invite.data?.invites ?? (invite.isError ? true : undefined);
  useEffect(() => {
    if (invites !== undefined) send({ type: 'INVITES', invites });
  }, [invites, send]);
  const newAttempt = useToastPerAttempt(
    context.error,
    context.errorDurationMs ? showRequestError : showPersistentError,
  );
  // §4 "Registration (workspace)": the confirmation is a toast.
  useToastOnChange(context.notice, showNotice);
  const sendCounted: typeof send = (event) => {
    if (event.type === 'SUBMIT') newAttempt();
    send(event);
  };

  useEffect(() => {
    const output = state.output;
    if (!output) return;
    if (output.kind === 'redirect') window.location.assign(output.url);
    else if (output.user) {
      onSignedIn({
        token: output.token,
        refreshToken: output.refreshToken,
        user: output.user as unknown as SessionUser,
      });
    }
  }, [state.output, tenancy.name, onSignedIn]);

  const microsoft = (
    <Button variant="outline" bg="white" color="black" onClick={() => send({ type: 'SOCIAL', provider: 'microsoft' })}>
      Sign in with Microsoft
    </Button>
  );

  return (
    <CardPage>
      <Stack gap="4" align="stretch">
        {tenancy.logo && (
          <Center>
            <WorkspaceLogo src={tenancy.logo} label={tenancy.label} />
          </Center>
        )}
        <CardHeading testId="workspace-label">{tenancy.label}</CardHeading>
        {state.matches('choice') && (
          <>
            {view.showSocial &&
              SOCIAL.map(({ provider, label }) => (
                <Button
                  key={provider}
                  variant="outline"
                  bg="white"
                  color="black"
                  onClick={() => send({ type: 'SOCIAL', provider })}
                >
                  {label}
                </Button>
              ))}
            {view.showExternalMicrosoft && microsoft}
            {view.showPasswordForm && (
              <Button bg="app.widget" color="app.widgetText" onClick={() => send({ type: 'CHOOSE_EMAIL' })}>
                Sign in with email
              </Button>
            )}
            <Link asChild alignSelf="center" fontSize="sm">
              <RouterLink to={`/${tenancy.name}/resetPassword`} state={{ backLink: location.pathname }}>
                Forgot your password
              </RouterLink>
            </Link>
          </>
        )}
        {state.matches('email') && (
          <>
            {view.showExternalMicrosoft && microsoft}
            <EmailSignInForm tenancy={tenancy} state={state} send={sendCounted} showBack={view.showBack} />
          </>
        )}
        {(state.matches('redirecting') || state.matches('signedIn')) && <Center>Loading...</Center>}
      </Stack>
    </CardPage>
  );
}

export default SignInChoicePage;
