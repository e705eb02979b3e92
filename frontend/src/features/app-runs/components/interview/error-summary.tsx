import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { forwardRef } from 'react';
import type { ProblemGroup } from '../../model/interview-navigation';

/**
 * The GOV.UK error summary (INTERVIEW §6): "There is a problem", focused when it shows, one link per problem grouped
 * by screen; a link opens the screen and focuses the field. Finish's summary offers internal users Assemble anyway.
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  {
    groups: ProblemGroup[];
    /** Several screens: each group is headed by its screen. */
    showScreens: boolean;
    onOpen(screen: string, path: string): void;
    /** Internal users after Finish: assemble with the answers missing. */
    onAssembleAnyway?: () => void;
    assembling?: boolean;
  }
>(function ErrorSummary({ groups, showScreens, onOpen, onAssembleAnyway, assembling }, ref) {
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      data-testid="error-summary"
      borderWidth="4px"
      borderColor="red.600"
      borderRadius="sm"
      bg="white"
      p={{ base: '4', md: '5' }}
      mb="6"
      _focusVisible={{ outline: '3px solid', outlineColor: 'orange.300', outlineOffset: '0' }}
    >
      <Heading as="h2" id="error-summary-title" size="md" mb="3">
        There is a problem
      </Heading>
      <Stack gap="3">
        {groups.map((group) => (
          <Box key={group.screen}>
            {showScreens && (
              <Text as="h3" fontWeight="semibold" fontSize="sm" color="gray.700" mb="1">
                {group.title}
              </Text>
            )}
            <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="1">
              {group.problems.map((problem) => (
                <li key={problem.path}>
                  <chakra.a
                    href={`#${problem.path}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onOpen(group.screen, problem.path);
                    }}
                    color="red.700"
                    fontWeight="semibold"
                    textDecoration="underline"
                    textUnderlineOffset="3px"
                    _hover={{ color: 'red.800', textDecorationThickness: '2px' }}
                    _focusVisible={{ outline: '3px solid', outlineColor: 'orange.300', bg: 'orange.100' }}
                  >
                    {problem.message}
                  </chakra.a>
                </li>
              ))}
            </chakra.ul>
          </Box>
        ))}
      </Stack>
      {onAssembleAnyway && (
        <Box mt="4" pt="4" borderTopWidth="1px" borderColor="gray.200">
          <Text fontSize="sm" color="gray.700" mb="2">
            The documents can be assembled now: a missing answer shows as its name in brackets.
          </Text>
          <Button size="sm" variant="outline" onClick={onAssembleAnyway} loading={assembling}>
            Assemble anyway
          </Button>
        </Box>
      )}
    </Box>
  );
});
