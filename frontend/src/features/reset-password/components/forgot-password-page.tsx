import { Button, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { CardForm, CardPage } from '../../../components/ui/card-page';
import { showPersistentError } from '../../../components/ui/toaster-store';
import { LabelledInput } from '../../../lib/forms/labelled-input';
import { useToastOnChange } from '../../../lib/forms/use-toast-on-change';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { requestReset } from '../api/request-reset.api';
import { forgotPasswordMachine } from '../machines/forgot-password.machine';

/**
 * Forgot password (specification §2.6): one e-mail field and Send; once sent, the notice and a Back button to
 * /{tenancy}/login. The back link of the navigation state goes to the server, which puts it in the e-mailed link.
 */
export default function ForgotPasswordPage({ tenancy }: { tenancy: Tenancy }) {
  const navigate = useNavigate();
  const location = useLocation();
  const backLink = (location.state as { backLink?: unknown } | null)?.backLink;
  const machine = useMemo(
    () =>
      forgotPasswordMachine.provide({
        actors: { requestReset: fromPromise(({ input }) => requestReset(tenancy.name, input)) },
      }),
    [tenancy.name],
  );
  const [state, send] = useMachine(machine, {
    input: { tenancy: tenancy.name, backLink: typeof backLink === 'string' ? backLink : undefined },
  });
  const { context } = state;
  useToastOnChange(context.error, showPersistentError);

  useEffect(() => {
    if (state.output) navigate(state.output.navigateTo);
  }, [state.output, navigate]);

  const sent = state.matches('sent') || state.matches('left');
  return (
    <CardPage>
      <CardForm title="Forgot your password" onSubmit={() => send({ type: 'SUBMIT' })}>
        <LabelledInput
          label="Email"
          type="email"
          value={context.email}
          invalid={state.matches('invalid')}
          autoComplete="email"
          onChange={(email) => send({ type: 'CHANGE', email })}
        />
        {sent ? (
          <>
            <Text role="status">{context.notice}</Text>
            <Button bg="app.widget" color="app.widgetText" onClick={() => send({ type: 'BACK' })}>
              Back
            </Button>
          </>
        ) : (
          <Button type="submit" bg="app.widget" color="app.widgetText" loading={state.matches('sending')}>
            Send
          </Button>
        )}
      </CardForm>
    </CardPage>
  );
}
