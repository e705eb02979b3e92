import { Text } from '@chakra-ui/react';
import { EditorSection } from './editor-section';
import { PropertyTextField } from './property-fields';
import type { SectionProps } from './section-props';
import { StyleField } from './style-field';

/** 001 §2 True/false: its style only. */
export function TrueFalseSection({ member, edit, disabled }: SectionProps) {
  return (
    <EditorSection title="True/false">
      <StyleField member={member} edit={edit} disabled={disabled} />
    </EditorSection>
  );
}

/** 001 §2 Date: its style only. */
export function DateSection({ member, edit, disabled }: SectionProps) {
  return (
    <EditorSection title="Date">
      <StyleField member={member} edit={edit} disabled={disabled} />
    </EditorSection>
  );
}

/** 001 §2 File: STYLE (upload only) and ACCEPT, the file types the upload takes. */
export function FileSection({ member, edit, disabled }: SectionProps) {
  return (
    <EditorSection title="File">
      <StyleField member={member} edit={edit} disabled={disabled} />
      <PropertyTextField
        member={member}
        edit={edit}
        disabled={disabled}
        property="accept"
        label="ACCEPT"
        placeholder=".pdf, .docx, image/*"
      />
      <Text fontSize="xs" color="gray.600" mt="-2">
        File extensions or media types, separated by commas. Empty accepts any file.
      </Text>
    </EditorSection>
  );
}
