import { Box, HStack, Stack } from '@chakra-ui/react';
import {
  docxFieldsOf,
  docxVariablesOf,
  modelNamesOf,
  statusReason,
  templateFileOf,
  templateStatus,
  undefinedDocxNames,
} from '../../model/template-files';
import { fieldMapOf } from '../../model/template-pdf-fields';
import { FieldLabel } from '../../../../components/ui/form-fields';
import type { MemberEditorProps } from '../member-editor-props';
import { DocxCompiledFields } from './docx-compiled-fields';
import { HelpButton } from '../../../../components/ui/help-button';
import { PdfFieldTable } from './pdf-field-table';
import { TemplateFileInfo } from './template-file-info';
import { HELP } from './template-help';
import { TemplateStatusBadge } from './template-status';
import { TemplateUpload } from './template-upload';
import { useTemplateUpload } from './use-template-upload';

/**
 * 001 §2 Word and PDF-form templates: the TEMPLATE FILE with UPLOAD, the file (DOWNLOAD, OPEN for a PDF, date,
 * size, uploader) and the status; then a .docx's compiled fields and variables, or a PDF's field table.
 */
export function TemplateFileSection(props: MemberEditorProps & { ext: 'docx' | 'pdf' }) {
  const { tenancy, element, member, saved, disabled, onChange, ext } = props;
  const fieldMap = fieldMapOf(member.fieldMap);
  const { state, busy, upload } = useTemplateUpload({
    tenancy,
    typeId: element._id,
    templateId: member._id,
    ext,
    fieldMap,
    onChange,
  });
  const modelNames = modelNamesOf(element);
  const status = { type: ext, template: member, busy, modelNames };
  const fields = docxFieldsOf(member);
  const help = HELP[ext];
  return (
    <Stack gap="4">
      <Box>
        <HStack gap="2" align="center" mb="1">
          <FieldLabel>{ext === 'pdf' ? 'PDF FORM' : 'TEMPLATE FILE'}</FieldLabel>
          <Box mb="1">
            <HelpButton {...help} />
          </Box>
        </HStack>
        <Stack gap="2">
          <TemplateUpload
            accept={ext === 'pdf' ? '.pdf' : '.docx'}
            state={state}
            disabled={disabled}
            onFile={(file) => void upload(file)}
          />
          <TemplateFileInfo
            tenancy={tenancy}
            typeId={element._id}
            templateName={saved?.name}
            file={templateFileOf(member)}
            savedFile={saved ? templateFileOf(saved) : undefined}
            canOpen={ext === 'pdf'}
          />
          <TemplateStatusBadge status={templateStatus(status)} reason={statusReason(status)} />
        </Stack>
      </Box>
      {ext === 'docx' ? (
        <DocxCompiledFields
          fields={fields}
          variables={docxVariablesOf(member)}
          undefinedNames={undefinedDocxNames(fields, modelNames)}
        />
      ) : (
        <PdfFieldTable
          fieldMap={fieldMap}
          fillable={member.fillable === true}
          disabled={disabled}
          onChange={onChange}
        />
      )}
    </Stack>
  );
}
