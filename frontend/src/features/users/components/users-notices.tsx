import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';

/**
 * The users screen's own notices (licence warning, password reset sent). They live with the screen, so the
 * application's error toaster stays as it is; like it, they sit at the top centre.
 */
export const usersNotices = createToaster({ placement: 'top', max: 5 });

export const LICENCE_WARNING =
  'Please note: adding users in excess of your current license allotment will increase the amount of your monthly bill.';
export const RESET_PASSWORD_SENT = 'Thank you. An email containing a link to reset the password has been sent.';

/** §6: adding users shows a persistent warning; one at a time, however often Add New User is pressed. */
export function showLicenceWarning(): void {
  if (usersNotices.isVisible('licence-warning')) return;
  usersNotices.create({
    id: 'licence-warning',
    type: 'warning',
    description: LICENCE_WARNING,
    duration: Infinity,
    closable: true,
  });
}

export function showResetPasswordSent(): void {
  usersNotices.create({ type: 'success', description: RESET_PASSWORD_SENT, duration: Infinity, closable: true });
}

export function UsersNotices() {
  return (
    <Portal>
      <ChakraToaster toaster={usersNotices} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'md' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
