import { Box, Center, chakra, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The access screens' frame (sign-in, link, password): one card in the middle of the page, in the menu colours. */
export function CardPage({ children }: { children: ReactNode }) {
  return (
    <Center minH="100vh" p="4">
      <Box width="full" maxW="sm" bg="app.menu" color="app.menuText" borderRadius="lg" boxShadow="lg" p="8">
        {children}
      </Box>
    </Center>
  );
}

/** The card's page heading; one h1 per screen, so people (and tests) find the screen by it. */
export function CardHeading({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Heading as="h1" size="lg" textAlign="center" data-testid={testId}>
      {children}
    </Heading>
  );
}

interface CardFormProps {
  title: ReactNode;
  /** Called instead of the browser's own submit: the screen's machine validates and sends. */
  onSubmit(): void;
  children: ReactNode;
}

/** A titled form in a card. `noValidate`: the machines check the fields and explain what is wrong. */
export function CardForm({ title, onSubmit, children }: CardFormProps) {
  return (
    <chakra.form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="4">
        <CardHeading>{title}</CardHeading>
        {children}
      </Stack>
    </chakra.form>
  );
}
