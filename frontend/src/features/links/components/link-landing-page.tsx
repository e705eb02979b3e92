import { Button, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { CardForm, CardPage } from '../../../components/ui/card-page';
import { FullPageAlert } from '../../../components/ui/full-page-alert';
import { FullPageError } from '../../../components/ui/full-page-error';
import { LoadingPage } from '../../../components/ui/full-page-message';
import { showPersistentError } from '../../../components/ui/toaster-store';
import { fieldBinder } from '../../../lib/forms/field-binder';
import { LabelledInput } from '../../../lib/forms/labelled-input';
import { useToastPerAttempt } from '../../../lib/forms/use-toast-on-change';
import type { SignInResult } from '../../../lib/session/session-check';
import type { SessionUser } from '../../../lib/session/session-user';
import { visitorId } from '../../../lib/session/visitor-id';
import { browserStorage } from '../../../lib/storage/browser-storage';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { getLink } from '../api/get-link.api';
import { getLinkedRecord } from '../api/get-linked-record.api';
import { registerByLink } from '../api/register-by-link.api';
import { signInByLink } from '../api/sign-in-by-link.api';
import { linkLandingMachine, maskEmail } from '../machines/link-landing.machine';
import { LINK_NOT_FOUND_MESSAGE } from '../machines/link-landing.messages';

interface Props {
  tenancy: Tenancy;
  onSignedIn(session: SignInResult): void;
}

/**
 * Link landing at /{tenancy}/links/{IdLink} (specification §2.8): 'Loading...', then registration by link (new
 * user) or sign-in by link, with the e-mail masked; afterwards the record app, flagged external.
 */
export default function LinkLandingPage({ tenancy, onSignedIn }: Props) {
  const { linkId = '' } = useParams();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      linkLandingMachine.provide({
        actors: {
          getLink: fromPromise(({ input }) => getLink(tenancy.name, input.linkId)),
          registerByLink: fromPromise(({ input }) => registerByLink(tenancy.name, input)),
          signIn: fromPromise(({ input }) => signInByLink(tenancy.name, input)),
          getRecord: fromPromise(({ input }) => getLinkedRecord(input)),
        },
      }),
    [tenancy.name],
  );
  const [state, send] = useMachine(machine, {
    input: { tenancy: tenancy.name, linkId, visitorId: visitorId(), storage: browserStorage },
  });
  const { context } = state;
  const field = fieldBinder(context, send);
  const editing = state.matches('register') || state.matches('signIn');
  const newAttempt = useToastPerAttempt(editing ? context.error : undefined, showPersistentError);

  useEffect(() => {
    if (!state.output || !context.token || !context.user) return;
    navigate(state.output.redirectTo, { replace: true });
    onSignedIn({
      token: context.token,
      refreshToken: context.refreshToken,
      user: context.user as unknown as SessionUser,
    });
  }, [state.output, context.token, context.refreshToken, context.user, navigate, onSignedIn]);

  if (state.matches('loading') || state.matches('signedIn') || state.matches('done')) return <LoadingPage />;
  if (state.matches('notFound')) {
    return <FullPageAlert fontSize="xl">{LINK_NOT_FOUND_MESSAGE}</FullPageAlert>;
  }
  if (state.matches('failed')) {
    return <FullPageError message={context.error ?? ''} onRetry={() => send({ type: 'RETRY' })} />;
  }

  const registering = state.matches('register');
  const busy = state.matches({ register: 'submitting' }) || state.matches({ signIn: 'submitting' });
  return (
    <CardPage>
      <CardForm
        title={registering ? 'Create your account' : `Sign in to ${tenancy.label}`}
        onSubmit={() => {
          newAttempt();
          send({ type: 'SUBMIT' });
        }}
      >
        <Text data-testid="link-email">{maskEmail(context.link?.userEmail ?? '')}</Text>
        <LabelledInput label="Email" type="email" autoComplete="username" {...field('email')} />
        <LabelledInput
          label="Password"
          type="password"
          autoComplete={registering ? 'new-password' : 'current-password'}
          {...field('password')}
        />
        {registering && (
          <LabelledInput label="Confirm Password" type="password" autoComplete="new-password" {...field('confirm')} />
        )}
        <Button type="submit" bg="app.widget" color="app.widgetText" loading={busy}>
          {registering ? 'REGISTER' : 'SIGN IN'}
        </Button>
      </CardForm>
    </CardPage>
  );
}
