import { Box, chakra, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ScreenState, ShownScreen } from '@app/templating/interview';

const STATE_LOOK: Record<ScreenState, { icon: string; color: string; bg: string }> = {
  'not started': { icon: '○', color: 'gray.500', bg: 'transparent' },
  'in progress': { icon: '◐', color: 'app.accent', bg: 'transparent' },
  complete: { icon: '✓', color: 'green.700', bg: 'green.50' },
  problems: { icon: '!', color: 'red.700', bg: 'red.50' },
};

function ScreenList({
  screens,
  states,
  current,
  onOpen,
}: {
  screens: ShownScreen[];
  states: ReadonlyMap<string, ScreenState>;
  current: string;
  onOpen(name: string): void;
}) {
  return (
    <chakra.ol listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="1">
      {screens.map((screen, index) => {
        const state = states.get(screen.name) ?? 'not started';
        const look = STATE_LOOK[state];
        const here = screen.name === current;
        return (
          <li key={screen.name}>
            <chakra.button
              type="button"
              onClick={() => onOpen(screen.name)}
              aria-current={here ? 'step' : undefined}
              data-testid="outline-screen"
              data-state={state}
              display="flex"
              alignItems="flex-start"
              gap="3"
              w="full"
              minH="11"
              px="3"
              py="2"
              textAlign="left"
              borderRadius="md"
              bg={here ? 'gray.100' : 'transparent'}
              borderLeftWidth="3px"
              borderLeftColor={here ? 'app.accent' : 'transparent'}
              cursor="pointer"
              _hover={{ bg: here ? 'gray.100' : 'gray.50' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '1px' }}
            >
              <Box
                as="span"
                aria-hidden
                flexShrink={0}
                w="6"
                h="6"
                mt="0.5"
                borderRadius="full"
                borderWidth="1px"
                borderColor={look.color}
                color={look.color}
                bg={look.bg}
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontSize="xs"
                fontWeight="bold"
              >
                {look.icon}
              </Box>
              <Box as="span" minW="0">
                <Text as="span" display="block" fontWeight={here ? 'semibold' : 'medium'} color="gray.900">
                  <chakra.span srOnly>{`Screen ${index + 1}: `}</chakra.span>
                  {screen.title}
                </Text>
                <Text as="span" display="block" fontSize="xs" color={look.color}>
                  {state === 'complete' ? 'Complete' : state === 'problems' ? 'Problems' : capitalise(state)}
                </Text>
              </Box>
            </chakra.button>
          </li>
        );
      })}
    </chakra.ol>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The outline (INTERVIEW §1, §11): a nav named "Screens" listing the visible screens in order, each with its state in
 * icon and text; any can be opened. On narrow screens it folds into a "Screen 3 of 7 ▾" drawer.
 */
export function InterviewOutline({
  screens,
  states,
  current,
  positionLabel,
  onOpen,
}: {
  screens: ShownScreen[];
  states: ReadonlyMap<string, ScreenState>;
  current: string;
  positionLabel: string;
  onOpen(name: string): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <chakra.nav aria-label="Screens" data-testid="interview-outline">
      <Box display={{ base: 'block', md: 'none' }} px="4" pt="3">
        <chakra.button
          type="button"
          aria-expanded={open}
          aria-controls="interview-screens-drawer"
          onClick={() => setOpen((was) => !was)}
          data-testid="outline-drawer-toggle"
          w="full"
          minH="11"
          px="4"
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          borderWidth="1px"
          borderColor="gray.300"
          borderRadius="md"
          bg="white"
          fontWeight="medium"
          _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '2px' }}
        >
          <span>{positionLabel}</span>
          <span aria-hidden>{open ? '▴' : '▾'}</span>
        </chakra.button>
        {open && (
          <Box
            id="interview-screens-drawer"
            mt="2"
            p="2"
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="md"
            boxShadow="md"
          >
            <ScreenList
              screens={screens}
              states={states}
              current={current}
              onOpen={(name) => {
                setOpen(false);
                onOpen(name);
              }}
            />
          </Box>
        )}
      </Box>
      <Box display={{ base: 'none', md: 'block' }}>
        <Text
          as="h2"
          fontSize="xs"
          fontWeight="semibold"
          letterSpacing="wider"
          textTransform="uppercase"
          color="gray.500"
          px="3"
          mb="2"
        >
          Screens
        </Text>
        <ScreenList screens={screens} states={states} current={current} onOpen={onOpen} />
      </Box>
    </chakra.nav>
  );
}
