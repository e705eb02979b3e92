import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useInterview } from '../../model/interview-context';
import type { InputProps } from './input-props';

const choiceLabel = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  pr: '4',
  cursor: 'pointer',
  fontSize: 'md',
} as const;

const bigControl = { width: '20px', height: '20px', margin: 0, cursor: 'pointer' } as const;

/**
 * A true/false question, committed at once (INTERVIEW §5): a checkbox, a switch, or Yes/No radios, which keep
 * "not answered" apart from "No" (neither is checked until someone answers).
 */
export function BooleanInput({
  id,
  path,
  variable,
  value,
  invalid,
  describedBy,
  readOnly,
  style,
}: InputProps & { style: 'checkbox' | 'switch' | 'radiobuttons' }) {
  const interview = useInterview();
  const set = (next: boolean) => {
    interview.commit(path, next);
    interview.check(path, variable, next);
  };
  if (style === 'radiobuttons')
    return (
      <HStack gap="2" role="presentation">
        {[
          { label: 'Yes', answer: true },
          { label: 'No', answer: false },
        ].map((choice, index) => (
          <chakra.label key={choice.label} {...choiceLabel}>
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={id}
              checked={value === choice.answer}
              disabled={readOnly}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              style={bigControl}
              onChange={() => set(choice.answer)}
            />
            {choice.label}
          </chakra.label>
        ))}
      </HStack>
    );
  if (style === 'switch') {
    const on = value === true;
    return (
      <chakra.button
        type="button"
        role="switch"
        id={id}
        aria-checked={on}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={readOnly}
        onClick={() => set(!on)}
        display="inline-flex"
        alignItems="center"
        gap="3"
        minH="11"
        bg="transparent"
        cursor={readOnly ? 'not-allowed' : 'pointer'}
        borderRadius="md"
        _focusVisible={{ outline: '3px solid', outlineColor: 'app.accent', outlineOffset: '2px' }}
      >
        <Box
          as="span"
          position="relative"
          w="11"
          h="6"
          borderRadius="full"
          bg={on ? 'green.600' : 'gray.400'}
          transition="background 0.15s"
        >
          <Box
            as="span"
            position="absolute"
            top="0.5"
            left={on ? '5.5' : '0.5'}
            w="5"
            h="5"
            borderRadius="full"
            bg="white"
            boxShadow="sm"
            transition="left 0.15s"
          />
        </Box>
        <Text as="span" fontSize="md" aria-hidden>
          {on ? 'Yes' : 'No'}
        </Text>
      </chakra.button>
    );
  }
  // The prompt (the frame's label) names the checkbox; the "Yes" beside it only widens the target.
  return (
    <chakra.label {...choiceLabel}>
      <input
        type="checkbox"
        id={id}
        checked={value === true}
        disabled={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        style={bigControl}
        onChange={(event) => set(event.target.checked)}
      />
      <Text as="span" color="gray.700" aria-hidden>
        Yes
      </Text>
    </chakra.label>
  );
}
