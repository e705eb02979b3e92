import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toParagraphs } from '../../lib/http/http-error';
import { toaster } from './toaster-store';

export { showPersistentError, showRequestError, toaster } from './toaster-store';

/** Chakra's toaster snippet; a multi-line description shows as paragraphs (specification §8). */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'md' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {typeof toast.description === 'string'
                ? toParagraphs(toast.description).map((line, i) => (
                    <Toast.Description key={i}>{line}</Toast.Description>
                  ))
                : toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

export default Toaster;
