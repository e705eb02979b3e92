import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

export interface FieldFrameProps {
  /** The input's id (`q-{path}`); a group's first control carries it. */
  id: string;
  prompt: string;
  help?: string;
  unlabeled?: boolean;
  optional: boolean;
  answered: boolean;
  error?: string;
  /** "Updated by Jane": someone else changed this answer meanwhile. */
  updatedBy?: string;
  /** Radios and checkboxes: a fieldset whose legend is the prompt (INTERVIEW §10). */
  group: boolean;
  children: ReactNode;
}

/** The ids a field's input is described by: its message and its help, when shown. */
export const describedByIds = (id: string, error: boolean, help: boolean) =>
  [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;

/**
 * A question's frame (INTERVIEW §1, §3, §6): the prompt as a real label (or a fieldset's legend for groups),
 * "(optional)", a "?" that shows the help in a panel below the prompt, the green check of an answered question,
 * "Updated by Jane", and the field's message above the input (the input itself carries aria-invalid and
 * aria-describedby, see describedByIds). An `unlabeled` prompt is hidden but stays the accessible name.
 */
export function FieldFrame({
  id,
  prompt,
  help,
  unlabeled,
  optional,
  answered,
  error,
  updatedBy,
  group,
  children,
}: FieldFrameProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  const hasHelp = !!help?.trim();
  const labelText = (
    <>
      {prompt}
      {optional && (
        <Text as="span" fontWeight="normal" color="gray.600">
          {' '}
          (optional)
        </Text>
      )}
    </>
  );
  const labelStyle = unlabeled ? visuallyHidden : { fontWeight: 'semibold', fontSize: 'md', color: 'gray.900' };
  // A legend names its fieldset only as the fieldset's first child, and browsers draw it in the border: it is
  // kept for screen readers, and the same words are shown in the row of help, check and "Updated by".
  const legend = group && <chakra.legend {...visuallyHidden}>{labelText}</chakra.legend>;
  const label = group ? (
    <Text as="span" aria-hidden {...labelStyle}>
      {labelText}
    </Text>
  ) : (
    <chakra.label htmlFor={id} {...labelStyle}>
      {labelText}
    </chakra.label>
  );
  const Frame = group ? chakra.fieldset : chakra.div;
  return (
    <Frame
      data-question={id}
      minW="0"
      borderWidth="0"
      m="0"
      p="0"
      borderLeftWidth={error ? '4px' : '0'}
      borderLeftColor="red.600"
      pl={error ? '3' : '0'}
    >
      {legend}
      <HStack gap="2" align="center" minH="6" mb="1" flexWrap="wrap">
        {label}
        {hasHelp && (
          <chakra.button
            type="button"
            aria-expanded={helpOpen}
            aria-controls={`${id}-help`}
            aria-label={`Help: ${prompt}`}
            onClick={() => setHelpOpen((open) => !open)}
            minW="6"
            h="6"
            borderRadius="full"
            borderWidth="1px"
            borderColor="gray.400"
            bg={helpOpen ? 'gray.100' : 'white'}
            color="gray.700"
            fontSize="xs"
            fontWeight="bold"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '2px' }}
          >
            ?
          </chakra.button>
        )}
        {answered && !error && (
          <Text as="span" color="green.600" fontSize="sm" fontWeight="bold" title="Answered">
            ✓<chakra.span {...visuallyHidden}> answered</chakra.span>
          </Text>
        )}
        {updatedBy && (
          <Text
            as="span"
            fontSize="xs"
            color="orange.800"
            bg="orange.100"
            borderRadius="sm"
            px="1.5"
            py="0.5"
            data-updated-by
          >
            Updated by {updatedBy}
          </Text>
        )}
      </HStack>
      {hasHelp && (
        <Box
          id={`${id}-help`}
          hidden={!helpOpen}

          mb="2"
          p="3"
          bg="gray.50"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="md"
          fontSize="sm"
          color="gray.800"
          whiteSpace="pre-wrap"
        >
          {help}
        </Box>
      )}
      {error && (
        <Text id={`${id}-error`} color="red.700" fontSize="sm" fontWeight="semibold" mb="1">
          <chakra.span {...visuallyHidden}>Error: </chakra.span>
          {error}
        </Text>
      )}
      <Box>{children}</Box>
    </Frame>
  );
}
