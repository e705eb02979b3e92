import { Box, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { templateTypes, type TemplateType } from './add-template-dialog';
import { CheckboxField, FieldLabel, SelectField, TextAreaControl, TextField } from './form-fields';
import { MemberNameField, textOf } from './member-name-field';
import type { MemberEditorProps } from './member-editor-props';

/**
 * 001 §2 Template editor, text and file kinds: TEMPLATE NAME, TEMPLATE TYPE, ASSEMBLED FILE NAME, TEMPLATE TEXT
 * (300 px) and 'Allow formatting (markdown)'. Word and PDF templates (upload, compile, field maps) and storage
 * profiles come with the designer's second part.
 */
export function TemplateEditor(props: MemberEditorProps) {
  const { member, disabled, onChange, addons } = props;
  const type = (textOf(member.type) || 'text') as TemplateType;
  return (
    <Stack gap="5" maxW="3xl">
      <MemberNameField {...props} label="TEMPLATE NAME" />
      <SelectField<TemplateType>
        label="TEMPLATE TYPE"
        value={type}
        choices={templateTypes(addons)}
        disabled={disabled}
        onChange={(next) => onChange({ type: next })}
      />
      <TextField
        label="ASSEMBLED FILE NAME"
        value={textOf(member.output)}
        disabled={disabled}
        onChange={(output) => onChange({ output })}
      />
      {(type === 'text' || type === 'file') && (
        <>
          <Box>
            <ExpressionTemplateText {...props} />
          </Box>
          <CheckboxField
            label="Allow formatting (markdown)"
            checked={member.contentType === 'markdown'}
            disabled={disabled}
            onChange={(markdown) => onChange({ contentType: markdown ? 'markdown' : 'text' })}
          />
        </>
      )}
    </Stack>
  );
}

function ExpressionTemplateText({ member, disabled, onChange }: MemberEditorProps) {
  const id = useId();
  return (
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
  );
}
