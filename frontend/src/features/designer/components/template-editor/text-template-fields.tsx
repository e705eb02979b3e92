import { Box } from '@chakra-ui/react';
import { useId } from 'react';
import { CheckboxField, FieldLabel, TextAreaControl } from '../../../../components/ui/form-fields';
import { textOf } from '../member-name-field';
import type { MemberEditorProps } from '../member-editor-props';

/** 001 §2 text and file templates: TEMPLATE TEXT (300 high) and 'Allow formatting (markdown)'. */
export function TextTemplateFields({ member, disabled, onChange }: MemberEditorProps) {
  const id = useId();
  return (
    <>
      <Box>
        <FieldLabel htmlFor={id}>TEMPLATE TEXT</FieldLabel>
        <TextAreaControl
          id={id}
          value={textOf(member.text)}
          disabled={disabled}
          onChange={(event) => onChange({ text: event.target.value })}
          h="300px"
          p="3"
          fontFamily="mono"
        />
      </Box>
      <CheckboxField
        label="Allow formatting (markdown)"
        checked={member.contentType === 'markdown'}
        disabled={disabled}
        onChange={(markdown) => onChange({ contentType: markdown ? 'markdown' : 'text' })}
      />
    </>
  );
}
