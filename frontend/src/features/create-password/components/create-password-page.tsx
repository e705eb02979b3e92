import { Button, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { CardForm, CardHeading, CardPage } from '../../../components/ui/card-page';
import { FullPageAlert } from '../../../components/ui/full-page-alert';
import { showPersistentError } from '../../../components/ui/toaster-store';
import { fieldBinder } from '../../../lib/forms/field-binder';
import { LabelledInput } from '../../../lib/forms/labelled-input';
import { useToastPerAttempt } from '../../../lib/forms/use-toast-on-change';
import type { SignInResult } from '../../../lib/session/session-check';
import type { SessionUser } from '../../../lib/session/session-user';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { setPassword } from '../api/set-password.api';
import { createPasswordMachine } from '../machines/create-password.machine';

interface Props {
  tenancy: Tenancy;
  onSignedIn(session: SignInResult): void;
}

/**
 * Create your password at /{tenancy}/confirm (specification §2.7): t, type, internalEmail, backLink. The default
 * type sets a password and signs the person in; the Microsoft type offers 'Sign in using Microsoft'.
 */
export default function CreatePasswordPage({ tenancy, onSignedIn }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const machine = useMemo(
    () =>
      createPasswordMachine.provide({
        actors: { setPassword: fromPromise(({ input }) => setPassword(tenancy.name, input)) },
      }),
    [tenancy.name],
  );
  const [state, send] = useMachine(machine, { input: { tenancy: tenancy.name, query: location.search } });
  const { context } = state;
  const field = fieldBinder(context, send);
  const editing = state.matches('editing') || state.matches('saving');
  const newAttempt = useToastPerAttempt(editing ? context.error : undefined, showPersistentError);

  useEffect(() => {
    const output = state.output;
    if (!output) return;
    if (output.kind === 'redirect') {
      window.location.assign(output.url);
      return;
    }
    const user = output.login.user as SessionUser | undefined;
    navigate(output.backLink ?? `/${tenancy.name}/`, { replace: true });
    if (user) onSignedIn({ token: output.login.token, refreshToken: output.login.refreshToken, user });
  }, [state.output, tenancy.name, navigate, onSignedIn]);

  if (state.matches('hidden')) return null;
  if (state.matches('invalidParameters')) {
    return <FullPageAlert>{context.error}</FullPageAlert>;
  }
  return (
    <CardPage>
      {state.matches('microsoft') || state.matches('redirecting') ? (
        <Stack gap="4">
          <CardHeading>Welcome</CardHeading>
          <Button bg="app.widget" color="app.widgetText" onClick={() => send({ type: 'SIGN_IN_MICROSOFT' })}>
            Sign in using Microsoft
          </Button>
        </Stack>
      ) : (
        <CardForm
          title="Create your password"
          onSubmit={() => {
            newAttempt();
            send({ type: 'SUBMIT' });
          }}
        >
          <LabelledInput label="Password" type="password" autoComplete="new-password" {...field('password')} />
          <LabelledInput label="Confirm Password" type="password" autoComplete="new-password" {...field('confirm')} />
          <Button type="submit" bg="app.widget" color="app.widgetText" loading={state.matches('saving')}>
            Save
          </Button>
        </CardForm>
      )}
    </CardPage>
  );
}
