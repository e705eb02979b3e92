import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { downloadTemplate, openTemplateInTab } from '../../api/download-template.api';
import { sizeText, uploadTimeText, type TemplateFile } from '../../model/template-files';

/** The workspace's locale, as the branding set it on the page (001 §3 Settings: locale). */
const pageLocale = () => document.documentElement.lang || undefined;

/**
 * 001 §2: the template's file: DOWNLOAD (and OPEN for a PDF, in a new tab), its upload date and time, size in
 * bytes and uploader. Both buttons serve the SAVED file: a newly uploaded file is downloadable once "Save changes
 * to types" has kept it.
 */
export function TemplateFileInfo({
  tenancy,
  typeId,
  templateName,
  file,
  savedFile,
  canOpen,
}: {
  tenancy: string;
  typeId: string;
  /** The template's name as saved (the download route names it). */
  templateName: string | undefined;
  file: TemplateFile | undefined;
  savedFile: TemplateFile | undefined;
  canOpen: boolean;
}) {
  const [busy, setBusy] = useState<'download' | 'open'>();
  const downloadable = templateName !== undefined && savedFile !== undefined;
  const run = (what: 'download' | 'open', action: () => Promise<void>) => {
    setBusy(what);
    action()
      .catch(() => undefined) // the http client has toasted the failure
      .finally(() => setBusy(undefined));
  };
  if (!file) {
    return (
      <Text fontSize="sm" color="gray.600" data-testid="template-file">
        No file uploaded yet.
      </Text>
    );
  }
  const facts = [
    file.date && `Uploaded ${uploadTimeText(file.date, pageLocale())}`,
    file.filesize !== undefined && sizeText(file.filesize, pageLocale()),
    file.user && `by ${file.user.name}`,
  ].filter(Boolean);
  return (
    <Stack gap="1" fontSize="sm" data-testid="template-file">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">{file.filename}</Text>
        {canOpen && (
          <Button
            size="xs"
            variant="outline"
            disabled={!downloadable}
            loading={busy === 'open'}
            onClick={() => run('open', () => openTemplateInTab(tenancy, typeId, templateName!))}
          >
            OPEN
          </Button>
        )}
        <Button
          size="xs"
          variant="plain"
          color="blue.700"
          textDecoration="underline"
          disabled={!downloadable}
          loading={busy === 'download'}
          onClick={() =>
            run('download', () =>
              downloadTemplate(tenancy, typeId, templateName!, savedFile?.filename ?? file.filename),
            )
          }
        >
          DOWNLOAD
        </Button>
      </HStack>
      <Text color="gray.700" fontSize="xs">
        {facts.join(' · ')}
      </Text>
      {file.filepath !== savedFile?.filepath && (
        <Text fontSize="xs" color="orange.800">
          New file: choose "Save changes to types" to keep it (DOWNLOAD and OPEN give the saved file).
        </Text>
      )}
    </Stack>
  );
}
