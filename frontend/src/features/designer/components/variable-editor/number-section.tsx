import { SimpleGrid } from '@chakra-ui/react';
import { EditorSection } from './editor-section';
import { NumberField } from './number-field';
import { setProperty, type SectionProps } from './section-props';
import { StyleField } from './style-field';

/** 001 §2 Number: style, decimal places, minimum and maximum. */
export function NumberSection({ member, edit, disabled }: SectionProps) {
  const { minimum, maximum } = member;
  const rangeProblem =
    typeof minimum === 'number' && typeof maximum === 'number' && minimum > maximum
      ? 'The minimum is above the maximum.'
      : null;
  return (
    <EditorSection title="Number">
      <StyleField member={member} edit={edit} disabled={disabled} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <NumberField
          label="DECIMAL PLACES"
          value={member.decimalPlaces}
          integer
          min={0}
          placeholder="any"
          disabled={disabled}
          onCommit={(value) => edit(setProperty('decimalPlaces', value))}
        />
        <NumberField
          label="MINIMUM"
          value={minimum}
          placeholder="none"
          disabled={disabled}
          problem={rangeProblem}
          onCommit={(value) => edit(setProperty('minimum', value))}
        />
        <NumberField
          label="MAXIMUM"
          value={maximum}
          placeholder="none"
          disabled={disabled}
          onCommit={(value) => edit(setProperty('maximum', value))}
        />
      </SimpleGrid>
    </EditorSection>
  );
}
