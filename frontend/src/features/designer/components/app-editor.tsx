import { Stack } from '@chakra-ui/react';
import { ExpressionInput } from './expression-input';
import { CheckboxField, TextField } from './form-fields';
import { MemberNameField, textOf } from './member-name-field';
import type { MemberEditorProps } from './member-editor-props';

/** 001 §2 App editor's first fields: NAME, LABEL (placeholder from the name) and the APP TEMPLATE expression. */
export function AppEditor(props: MemberEditorProps) {
  const { member, disabled, onChange } = props;
  const templates = Array.isArray(member.templates) ? (member.templates as unknown[]) : [''];
  return (
    <Stack gap="5" maxW="3xl">
      <MemberNameField {...props} label="NAME" />
      <TextField
        label="LABEL"
        value={textOf(member.label)}
        placeholder={member.name.replace(/_/g, ' ')}
        disabled={disabled}
        onChange={(label) => onChange({ label })}
      />
      <ExpressionInput
        label="APP TEMPLATE"
        value={textOf(templates[0])}
        disabled={disabled}
        onChange={(value) => onChange({ templates: [value, ...templates.slice(1)] })}
      />
      <CheckboxField
        label="Generate documents"
        checked={member.generateDocs !== false}
        disabled={disabled}
        onChange={(generateDocs) => onChange({ generateDocs })}
      />
    </Stack>
  );
}
