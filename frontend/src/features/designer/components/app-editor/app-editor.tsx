import { Stack } from '@chakra-ui/react';
import { appLabelPlaceholder, showsEnableForAllCatalogs, showsExternalOptions } from '../../model/app-options';
import { ExpressionInput } from '../expression-input';
import { TextField } from '../../../../components/ui/form-fields';
import { MemberNameField, textOf } from '../member-name-field';
import type { MemberEditorProps } from '../member-editor-props';
import { CheckboxRow, EditorSection } from '../variable-editor/editor-section';
import { AppCheckbox } from './app-checkbox';
import { AppDataSection } from './app-data-section';
import { AppExternalSection } from './app-external-section';

/**
 * 001 §2 App editor: NAME, LABEL (placeholder derived from the name), the APP TEMPLATE expression (the first of
 * `templates`: which of the model's templates the app assembles), OPTIONS, the data selection and link, and — when
 * registration and the extUsers add-on are on — what external users get.
 */
export function AppEditor(props: MemberEditorProps) {
  const { member, disabled, onChange, addons, registration, catalogsUsingModel = 0 } = props;
  const templates = Array.isArray(member.templates) ? (member.templates as unknown[]) : [''];
  const bound = { member, onChange, disabled };
  return (
    <Stack gap="8" maxW="3xl">
      <Stack gap="5">
        <MemberNameField {...props} label="NAME" />
        <TextField
          label="LABEL"
          value={textOf(member.label)}
          placeholder={appLabelPlaceholder(member.name)}
          disabled={disabled}
          onChange={(label) => onChange({ label })}
        />
        <ExpressionInput
          label="APP TEMPLATE"
          value={textOf(templates[0])}
          placeholder="e.g. [Letter, Invoice]"
          disabled={disabled}
          onChange={(value) => onChange({ templates: [value, ...templates.slice(1)] })}
        />
      </Stack>
      <EditorSection title="Options">
        <CheckboxRow>
          <AppCheckbox {...bound} property="generateDocs" label="Generate documents" onByDefault />
          <AppCheckbox
            {...bound}
            disabled={disabled || member.generateDocs === false}
            property="showDocs"
            label="Show the documents when finished"
          />
          {showsEnableForAllCatalogs(catalogsUsingModel) && (
            <AppCheckbox {...bound} property="enableApp" label="Enable for all catalogs" />
          )}
        </CheckboxRow>
      </EditorSection>
      <AppDataSection {...props} />
      {showsExternalOptions(registration, addons) && <AppExternalSection {...props} />}
    </Stack>
  );
}
