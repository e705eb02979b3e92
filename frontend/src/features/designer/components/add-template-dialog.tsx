import { useState } from 'react';
import type { Member } from '../model/designer.types';
import { AddMemberDialog } from './add-member-dialog';
import { SelectField, type Choice } from '../../../components/ui/form-fields';

export type TemplateType = 'text' | 'docx' | 'file' | 'pdf';

/** 001 §2 TEMPLATE TYPE: text, docx, file, and pdf form only when the pdf feature is on. */
export const templateTypes = (addons: readonly string[]): Choice<TemplateType>[] => [
  { value: 'text', label: 'text' },
  { value: 'docx', label: 'docx' },
  { value: 'file', label: 'file' },
  ...(addons.includes('pdf') ? [{ value: 'pdf' as const, label: 'pdf form' }] : []),
];

/** 001 §2/§3: "Add a new template" (width 410); the pending add carries {name, type}. */
export function AddTemplateDialog({
  members,
  addons,
  onAdd,
  onCancel,
}: {
  members: readonly Member[];
  addons: readonly string[];
  onAdd(properties: { name: string; type: TemplateType }): void;
  onCancel(): void;
}) {
  const [type, setType] = useState<TemplateType>('text');
  return (
    <AddMemberDialog
      kind="template"
      title="Add a new template"
      width="410px"
      members={members}
      onAdd={(name) => onAdd({ name, type })}
      onCancel={onCancel}
    >
      {() => (
        <SelectField<TemplateType>
          label="Template type"
          value={type}
          choices={templateTypes(addons)}
          onChange={setType}
        />
      )}
    </AddMemberDialog>
  );
}
