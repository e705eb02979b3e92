import { dataSelectionChange } from '../../model/app-options';
import { textOf } from '../member-name-field';
import type { MemberEditorProps } from '../member-editor-props';
import { ReferenceSelect } from '../variable-editor/reference-select';
import { CheckboxRow, EditorSection } from '../variable-editor/editor-section';
import { AppCheckbox } from './app-checkbox';

/**
 * 001 §2–§3 the app's data selection and link: where the record's data may be chosen from when the app starts
 * (`selectFrom`, `selectOnce`, `autoSelect`), the query the record is linked to (`linkedQuery`, `autoLink`,
 * `isLink`), and whether the answers update the catalogs' records they came from (`isUpdateCollections`).
 */
export function AppDataSection({ member, elements, disabled, onChange }: MemberEditorProps) {
  const source = textOf(member.selectFrom);
  const link = textOf(member.linkedQuery);
  const bound = { member, onChange };
  return (
    <EditorSection title="Data">
      <ReferenceSelect
        label="SELECT data FROM..."
        value={member.selectFrom}
        elements={elements}
        noneLabel="Nothing: the app starts with the record as it is"
        disabled={disabled}
        onChange={(value) => onChange(dataSelectionChange('selectFrom', value))}
      />
      <CheckboxRow>
        <AppCheckbox {...bound} disabled={disabled || source === ''} property="selectOnce" label="Select only once" />
        <AppCheckbox
          {...bound}
          disabled={disabled || source === ''}
          property="autoSelect"
          label="Select automatically when only one item matches"
        />
      </CheckboxRow>
      <ReferenceSelect
        label="LINK record TO..."
        value={member.linkedQuery}
        elements={elements}
        noneLabel="No link"
        disabled={disabled}
        onChange={(value) => onChange(dataSelectionChange('linkedQuery', value))}
      />
      <CheckboxRow>
        <AppCheckbox {...bound} disabled={disabled || link === ''} property="autoLink" label="Link automatically" />
        <AppCheckbox {...bound} disabled={disabled || link === ''} property="isLink" label="Bidirectional link" />
        <AppCheckbox
          {...bound}
          disabled={disabled}
          property="isUpdateCollections"
          label="Save changed data back to the catalogs it came from"
        />
      </CheckboxRow>
    </EditorSection>
  );
}
