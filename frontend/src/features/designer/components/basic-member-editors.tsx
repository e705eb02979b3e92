import { Box, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { membersOf } from '../model/designer.types';
import { memberNameProblem } from '../model/element-names';
import { templateTypes, type TemplateType } from './add-template-dialog';
import { ExpressionInput } from './expression-input';
import { CheckboxField, FieldLabel, SelectField, TextAreaControl, TextField } from './form-fields';
import type { MemberEditorProps } from './member-editor-props';

/** A member's name field: the 001 §5 rules inline, disabled for an external member. */
export function MemberNameField({ label, ...props }: MemberEditorProps & { label: string }) {
  const { kind, member, element, disabled, onChange } = props;
  const problem = memberNameProblem(kind, member.name, membersOf(element, kind), member._id);
  return (
    <TextField
      label={label}
      value={member.name}
      disabled={disabled || member.isExternal === true}
      error={problem}
      onChange={(name) => onChange({ name })}
    />
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * 001 §2 Template editor, text and file kinds: TEMPLATE NAME, TEMPLATE TYPE, ASSEMBLED FILE NAME, TEMPLATE TEXT
 * (300 px) and 'Allow formatting (markdown)'. Word and PDF templates (upload, compile, field maps) and storage
 * profiles come with the designer's second part.
 */
export function TemplateEditor(props: MemberEditorProps) {
  const { member, disabled, onChange, addons } = props;
  const type = (text(member.type) || 'text') as TemplateType;
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
        value={text(member.output)}
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
        value={text(member.text)}
        disabled={disabled}
        onChange={(event) => onChange({ text: event.target.value })}
        h="300px"
        p="3"
        fontFamily="mono"
      />
    </Box>
  );
}

/** 001 §2 App editor's first fields: NAME, LABEL (placeholder from the name) and the APP TEMPLATE expression. */
export function AppEditor(props: MemberEditorProps) {
  const { member, disabled, onChange } = props;
  const templates = Array.isArray(member.templates) ? (member.templates as unknown[]) : [''];
  return (
    <Stack gap="5" maxW="3xl">
      <MemberNameField {...props} label="NAME" />
      <TextField
        label="LABEL"
        value={text(member.label)}
        placeholder={member.name.replace(/_/g, ' ')}
        disabled={disabled}
        onChange={(label) => onChange({ label })}
      />
      <ExpressionInput
        label="APP TEMPLATE"
        value={text(templates[0])}
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

/** A layout's name and grid columns (1 to 6, 001 §5); the canvas comes with the designer's second part. */
export function LayoutEditor(props: MemberEditorProps) {
  const { member, disabled, onChange } = props;
  return (
    <Stack gap="5" maxW="md">
      <TextField label="NAME" value={member.name} disabled onChange={() => undefined} />
      <SelectField
        label="GRID COLUMNS"
        value={String(member.columnCount ?? 1)}
        choices={[1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: String(n) }))}
        disabled={disabled}
        onChange={(count) => onChange({ columnCount: Number(count) })}
      />
    </Stack>
  );
}
