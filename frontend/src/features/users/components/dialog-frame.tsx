import { Box, Button, Flex, Heading, HStack } from '@chakra-ui/react';
import { useEffect, useId, type ReactNode } from 'react';

/**
 * A plain modal (overlay, title, body, Ok/Cancel), built from boxes: Chakra's Dialog would need its recipe in
 * the shared system, which every screen loads, while this one ships only with the users screen.
 */
export function DialogFrame({
  title,
  width = '400px',
  children,
  okLabel = 'Ok',
  cancelLabel = 'Cancel',
  busy = false,
  onOk,
  onCancel,
}: {
  title: string;
  width?: string;
  children: ReactNode;
  okLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onOk(): void;
  onCancel(): void;
}) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <Flex position="fixed" inset="0" bg="blackAlpha.600" zIndex="modal" align="center" justify="center" p="4">
      <Box
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        width={width}
        boxSizing="border-box"
        maxW="full"
        bg="app.menu"
        color="app.menuText"
        borderRadius="md"
        boxShadow="lg"
        p="6"
      >
        <Heading as="h2" size="md" id={titleId} mb="4">
          {title}
        </Heading>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onOk();
          }}
        >
          {children}
          <HStack justify="flex-end" mt="6">
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button type="submit" bg="app.widget" color="app.widgetText" loading={busy}>
              {okLabel}
            </Button>
          </HStack>
        </form>
      </Box>
    </Flex>
  );
}
