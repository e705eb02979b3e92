import { Button, chakra, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import { fieldBinder } from '../../../lib/forms/field-binder';
import { LabelledInput } from '../../../lib/forms/labelled-input';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { signInChoiceView, type SignInChoiceEvent, type signInChoiceMachine } from '../machines/sign-in-choice.machine';

interface Props {
  tenancy: Tenancy;
  state: SnapshotFrom<typeof signInChoiceMachine>;
  send(event: SignInChoiceEvent): void;
  showBack: boolean;
}

const Radio = chakra('input');

/**
 * The e-mail screen (specification §2.5): New user (Full name, Email, REGISTER & CONFIRM) or Returning user
 * (Email, Password, 'Forgot your password', 'SIGN IN TO {label}'); BACK returns to the choice. Native radios keep
 * the Chakra system (and so the entry screen) free of a radio recipe.
 */
export function EmailSignInForm({ tenancy, state, send, showBack }: Props) {
  const location = useLocation();
  const { context } = state;
  const newUser = state.matches({ email: 'newUser' });
  const busy =
    state.matches({ email: { newUser: 'registering' } }) || state.matches({ email: { returningUser: 'signingIn' } });
  const { canRegister, registrationClosed } = signInChoiceView(context);
  const field = fieldBinder(context, send);

  return (
    <chakra.form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <Stack gap="4">
        {canRegister && (
          <Flex gap="6" role="radiogroup" aria-label="Account">
            {(['newUser', 'returningUser'] as const).map((mode) => (
              <Flex as="label" key={mode} gap="2" align="center" cursor="pointer">
                <Radio
                  type="radio"
                  name="account"
                  checked={mode === 'newUser' ? newUser : !newUser}
                  onChange={() => send({ type: 'SET_MODE', mode })}
                />
                {mode === 'newUser' ? 'New user' : 'Returning user'}
              </Flex>
            ))}
          </Flex>
        )}
        {registrationClosed && (
          <Text fontSize="sm" color="gray.700" data-testid="registration-closed">
            This link does not take new registrations. Sign in with your account, or ask whoever sent you the link to
            invite you.
          </Text>
        )}
        {newUser ? (
          <>
            <LabelledInput label="Full name" autoComplete="name" {...field('name')} />
            <LabelledInput label="Email" type="email" autoComplete="email" {...field('email')} />
            <Button type="submit" bg="app.widget" color="app.widgetText" loading={busy}>
              REGISTER & CONFIRM
            </Button>
          </>
        ) : (
          <>
            <LabelledInput label="Email" type="email" autoComplete="username" {...field('email')} />
            <LabelledInput label="Password" type="password" autoComplete="current-password" {...field('password')} />
            <Link asChild fontSize="sm">
              <RouterLink
                to={`/${tenancy.name}/resetPassword`}
                state={{ backLink: location.pathname + location.search }}
              >
                Forgot your password
              </RouterLink>
            </Link>
            <Button type="submit" bg="app.widget" color="app.widgetText" loading={busy}>
              {`SIGN IN TO ${tenancy.label}`}
            </Button>
          </>
        )}
        {showBack && (
          <Button variant="ghost" onClick={() => send({ type: 'BACK' })}>
            BACK
          </Button>
        )}
      </Stack>
    </chakra.form>
  );
}
