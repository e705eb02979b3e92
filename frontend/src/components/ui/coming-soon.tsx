import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A screen the menu already leads to but that is not built yet: its name, a plain word that it is on its way, and
 * the way back. One look for all of them, so a person never lands on a blank page.
 */
export function ComingSoon({
  title,
  text,
  backTo,
  backLabel,
}: {
  /** The screen's name, the page's heading. */
  title: string;
  /** What the screen will do, in a sentence. */
  text: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Center px="6" py="16">
      <Stack
        data-testid="coming-soon"
        maxW="lg"
        w="full"
        gap="4"
        align="center"
        textAlign="center"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="xl"
        boxShadow="sm"
        px={{ base: '6', md: '10' }}
        py="10"
      >
        <Box
          aria-hidden
          w="14"
          h="14"
          borderRadius="full"
          bg="app.accent"
          color="white"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontSize="2xl"
        >
          ✦
        </Box>
        <Text fontSize="xs" fontWeight="semibold" letterSpacing="widest" color="gray.500" textTransform="uppercase">
          Coming soon
        </Text>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="gray.700">{text}</Text>
        <Text color="gray.600" fontSize="sm">
          This screen arrives in the next release.
        </Text>
        <Button asChild size="sm" bg="app.widget" color="app.widgetText" mt="2">
          <RouterLink to={backTo}>{backLabel}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
