import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';

/** The first stop for keyboard users (INTERVIEW §10): straight to the questions, past the header and outline. */
export function SkipToQuestions({ target }: { target: string }) {
  return (
    <chakra.a
      href={`#${target}`}
      position="absolute"
      left="-9999px"
      _focus={{ left: '4', top: '4', zIndex: 'overlay', bg: 'white', px: '4', py: '2', boxShadow: 'md' }}
      borderRadius="md"
      fontWeight="semibold"
    >
      Skip to questions
    </chakra.a>
  );
}

/** Finish of an app that makes no documents (generateDocs off): the answers are the result (INTERVIEW §8). */
export function AnswersSavedNotice() {
  return (
    <Box
      role="status"
      data-testid="answers-saved"
      borderLeftWidth="4px"
      borderColor="green.600"
      bg="green.50"
      borderRadius="md"
      px="4"
      py="3"
      mb="6"
    >
      <Text fontWeight="semibold">Answers saved</Text>
    </Box>
  );
}

/** An app none of whose screens asks anything now: said in words, with the way out. */
export function NoQuestions({
  appLabel,
  exitLabel,
  onExit,
}: {
  appLabel: string;
  /** null: there is no way out to offer (an external user without an exit URL). */
  exitLabel: string | null;
  onExit(): void;
}) {
  return (
    <Flex justify="center" px="6" py="12">
      <Stack maxW="xl" gap="3" bg="white" p="8" borderRadius="xl" borderWidth="1px" borderColor="gray.200">
        <Heading as="h1" size="xl">
          {appLabel}
        </Heading>
        <Text color="gray.700">This app has no questions to ask.</Text>
        {exitLabel && (
          <Box>
            <Button variant="outline" onClick={onExit}>
              {exitLabel}
            </Button>
          </Box>
        )}
      </Stack>
    </Flex>
  );
}
