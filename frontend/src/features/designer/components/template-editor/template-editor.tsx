import { Stack } from '@chakra-ui/react';
import { showsProfile } from '../../model/template-profile';
import { templateTypes, type TemplateType } from '../add-template-dialog';
import { SelectField, TextField } from '../../../../components/ui/form-fields';
import type { MemberEditorProps } from '../member-editor-props';
import { MemberNameField, textOf } from '../member-name-field';
import { TemplateFileSection } from './template-file-section';
import { TemplateProfileSection } from './template-profile-section';
import { TextTemplateFields } from './text-template-fields';

/**
 * 001 §2 Template editor: TEMPLATE NAME (disabled for an external template), TEMPLATE TYPE (text, docx, file, and
 * pdf form with the `pdf` add-on) and ASSEMBLED FILE NAME; then the text of a text or file template, or the
 * uploaded file of a Word or PDF-form one; and, for those, the storage PROFILE when a storage add-on is on.
 */
export function TemplateEditor(props: MemberEditorProps) {
  const { tenancy, element, member, saved, elements, disabled, onChange, addons } = props;
  const type = (textOf(member.type) || 'text') as TemplateType;
  return (
    <Stack gap="5" maxW="4xl" data-testid="template-editor">
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
      {(type === 'text' || type === 'file') && <TextTemplateFields {...props} />}
      {(type === 'docx' || type === 'pdf') && <TemplateFileSection {...props} ext={type} />}
      {showsProfile(type, addons) && (
        <TemplateProfileSection
          tenancy={tenancy}
          element={element}
          templateName={saved?.name}
          elements={elements}
          disabled={disabled}
          onOwnSave={props.onOwnSave}
        />
      )}
    </Stack>
  );
}
