import { Box, HStack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FieldLabel, TextField } from '../../../../components/ui/form-fields';
import { MaskedInput, type MaskedValue } from '../../../../components/ui/masked-input/masked-input';
import { patternProblem } from '@app/templating/mask-pattern';
import { setProperty, textOf, type SectionProps } from './section-props';

const EMPTY: MaskedValue = { formatted: '', raw: '', complete: false };

/**
 * A text variable's input pattern (002 §5: 9 a digit, A a letter, X either, L lower-case, U upper-case, `\` for a
 * literal): its problem under the field, and a box to try it the way people answering will type into it.
 */
export function PatternField({ member, edit, disabled }: Pick<SectionProps, 'member' | 'edit' | 'disabled'>) {
  const pattern = member.pattern;
  const text = textOf(pattern);
  const set = pattern !== undefined && pattern !== null && pattern !== '';
  const problem = set ? patternProblem(pattern) : null;
  const previewId = useId();
  const [tried, setTried] = useState(EMPTY);
  return (
    <Box>
      <TextField
        label="PATTERN"
        value={text}
        placeholder="e.g. (999) 999-9999"
        disabled={disabled}
        error={problem}
        onChange={(value) => edit(setProperty('pattern', value))}
      />
      <Text fontSize="xs" color="gray.600" mt="1">
        9 a digit, A a letter, X a letter or digit, L lower-case, U upper-case; \ before a character keeps it as is.
      </Text>
      {set && problem === null && (
        <Box mt="3">
          <FieldLabel htmlFor={previewId}>PREVIEW</FieldLabel>
          <MaskedInput id={previewId} pattern={text} value={tried.formatted} onChange={setTried} maxW="xs" />
          <HStack mt="1" gap="3" fontSize="xs" color="gray.600" aria-live="polite">
            <Text>
              Raw value: <Text as="code">{tried.raw === '' ? '—' : tried.raw}</Text>
            </Text>
            {tried.formatted !== '' && (
              <Text color={tried.complete ? 'green.700' : 'orange.700'}>
                {tried.complete ? 'Complete' : 'Incomplete'}
              </Text>
            )}
          </HStack>
        </Box>
      )}
    </Box>
  );
}
