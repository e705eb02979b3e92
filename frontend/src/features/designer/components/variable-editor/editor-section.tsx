import { Heading, HStack, Separator, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One part of the variable editor under a small heading (Variable, Question, Text…): fields 4 apart. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Stack gap="2">
        <Heading as="h3" id={headingId} fontSize="sm" fontWeight="semibold" color="gray.700">
          {title}
        </Heading>
        <Separator borderColor="gray.200" />
      </Stack>
      {children}
    </Stack>
  );
}

/** Checkboxes of a section side by side, wrapping when the panel is narrow. */
export function CheckboxRow({ children }: { children: ReactNode }) {
  return (
    <HStack gap="6" wrap="wrap">
      {children}
    </HStack>
  );
}
