import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { ModalShell } from '../../../components/ui/modal-shell';
import type { SessionUser } from '../../../lib/session/session-user';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { updateUserWithTerms } from '../api/update-user.api';
import { termsMachine, type TermsUser } from '../machines/terms.machine';
import { TERMS_ACCEPT_LABEL, TERMS_REJECT_LABEL, TERMS_TITLE } from '../machines/terms.messages';

export interface TermsModalProps {
  tenancy: Tenancy;
  user: SessionUser;
  /** Accepted (or nothing to accept): the user as the server stored it. */
  onAccepted(user: SessionUser): void;
  /** Rejected: the caller's session signs out (on the server and in the browser). */
  onRejected(): void;
}

/** The Terms of Service modal (specification §2.9, §4 "Terms"), driven by the terms machine. */
export default function TermsModal({ tenancy, user, onAccepted, onRejected }: TermsModalProps) {
  const machine = useMemo(
    () =>
      termsMachine.provide({
        actors: {
          updateUser: fromPromise(({ input }: { input: { user: TermsUser } }) =>
            updateUserWithTerms(tenancy.name, input.user),
          ),
        },
      }),
    [tenancy.name],
  );
  const [state, send] = useMachine(machine, {
    input: { user: user as TermsUser, settings: tenancy.settings, addons: tenancy.addons },
  });
  const titleId = useId();
  const output = state.output;

  useEffect(() => {
    if (!output) return;
    if (output.outcome === 'rejected') onRejected();
    else onAccepted({ ...user, ...(output.user as Partial<SessionUser>) });
    // The outcome is reported once, when the machine finishes.
  }, [output]);

  // Once rejected the modal waits for the session to end: nothing more to press.
  const busy = state.matches('accepting') || state.status === 'done';
  return (
    <ModalShell labelledBy={titleId} maxW="2xl" width="full" p="8" borderRadius="lg">
      <Stack gap="4">
        <Heading as="h1" size="lg" id={titleId}>
          {TERMS_TITLE}
        </Heading>
        <Box maxH="60vh" overflowY="auto" whiteSpace="pre-wrap" data-testid="terms-text">
          <Text>{state.context.terms}</Text>
        </Box>
        {state.context.error && (
          <Text color="red.600" role="alert">
            {state.context.error}
          </Text>
        )}
        <HStack justify="flex-end">
          <Button variant="outline" disabled={busy} onClick={() => send({ type: 'REJECT' })}>
            {TERMS_REJECT_LABEL}
          </Button>
          <Button
            bg="app.widget"
            color="app.widgetText"
            loading={state.matches('accepting')}
            disabled={busy}
            onClick={() => send({ type: 'ACCEPT' })}
          >
            {TERMS_ACCEPT_LABEL}
          </Button>
        </HStack>
      </Stack>
    </ModalShell>
  );
}
