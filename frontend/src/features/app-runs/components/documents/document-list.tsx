import { Box, Button, chakra, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useDownloadRunFile } from '../../api/download-run-file.api';
import type { AppResult, ResultFile } from '../../model/app-result.types';
import { formatSize, zipNameOf } from '../../model/documents-view';
import { canSendAgain, deliveryLine, type DeliveryTone } from '../../model/document-delivery';
import { useSendRunDocuments } from '../../api/send-run-documents.api';

/**
 * The run's documents (002 §2.3, INTERVIEW §8): one row per document with its name, size and **Download**; its
 * provenance (model version, record version, template) on demand; **Download All**, a zip named after the app, when
 * there are several.
 */
export function DocumentList({
  tenancy,
  result,
  sendAgainOn,
}: {
  tenancy: string;
  result: AppResult;
  /** The record and app, for workspace users: documents a provider did not take can be sent again. */
  sendAgainOn?: { catalog: string; recordId: string; app: string };
}) {
  const download = useDownloadRunFile();
  const send = useSendRunDocuments();
  const offerSend = sendAgainOn !== undefined && canSendAgain(result, false);
  // The notice and its button go once the documents are on their way: focus moves to the list they are in.
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = download.isPending ? download.variables?.url : undefined;
  return (
    <Stack gap="3">
      <Flex align="center" justify="space-between" gap="3" flexWrap="wrap">
        <Text
          as="h2"
          ref={heading}
          tabIndex={-1}
          outline="none"
          fontSize="sm"
          fontWeight="semibold"
          letterSpacing="wide"
          color="gray.600"
          textTransform="uppercase"
        >
          {result.files.length === 1 ? '1 document' : `${result.files.length} documents`}
        </Text>
        {result.files.length > 1 && result.allUrl && (
          <Button
            size="sm"
            bg="app.widget"
            color="app.widgetText"
            minH="9"
            loading={busy === result.allUrl}
            disabled={busy !== undefined}
            onClick={() =>
              download.mutate({ tenancy, url: result.allUrl!, fallbackName: zipNameOf(result.label || result.name) })
            }
          >
            Download All
          </Button>
        )}
      </Flex>
      {offerSend && (
        <Flex
          role="status"
          align="center"
          justify="space-between"
          gap="3"
          flexWrap="wrap"
          borderWidth="1px"
          borderColor="orange.200"
          bg="orange.50"
          borderRadius="md"
          px="4"
          py="2.5"
          data-testid="send-error"
        >
          <Text fontSize="sm" color="orange.900">
            {result.sendError ?? 'Some documents were not sent.'} The documents are kept here.
          </Text>
          <Button
            size="sm"
            variant="outline"
            minH="9"
            loading={send.isPending}
            onClick={() =>
              send.mutate(
                { tenancy, ...sendAgainOn, runId: result.runId! },
                { onSuccess: () => heading.current?.focus() },
              )
            }
          >
            Send again
          </Button>
        </Flex>
      )}
      {(result.notSavedBack ?? []).length > 0 && (
        <Stack
          role="status"
          gap="1"
          borderWidth="1px"
          borderColor="orange.200"
          bg="orange.50"
          borderRadius="md"
          px="4"
          py="2.5"
          data-testid="not-saved-back"
        >
          {result.notSavedBack!.map((line) => (
            <Text key={line} fontSize="sm" color="orange.900">
              {line}
            </Text>
          ))}
        </Stack>
      )}
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" data-testid="document-list">
        {result.files.map((file) => (
          <DocumentRow
            key={file.index}
            file={file}
            busy={busy === file.url}
            disabled={busy !== undefined}
            onDownload={() => download.mutate({ tenancy, url: file.url, fallbackName: file.name })}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function DocumentRow({
  file,
  busy,
  disabled,
  onDownload,
}: {
  file: ResultFile;
  busy: boolean;
  disabled: boolean;
  onDownload(): void;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      bg="white"
      px="4"
      py="3"
      data-testid="document-row"
    >
      <Flex align="center" gap="3" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
        <ExtensionBadge extension={file.extension} />
        <Box flex="1" minW="0">
          <Text fontWeight="medium" wordBreak="break-word">
            {file.name}
          </Text>
          <HStack gap="2" fontSize="sm" color="gray.600">
            <Text>{formatSize(file.size)}</Text>
            <Text aria-hidden>·</Text>
            <chakra.button
              type="button"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen(!open)}
              color="gray.700"
              textDecoration="underline"
              textUnderlineOffset="3px"
              borderRadius="sm"
              minH="6"
              _hover={{ color: 'black' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '2px' }}
            >
              {open ? 'Hide details' : 'Details'}
              <chakra.span srOnly> of {file.name}</chakra.span>
            </chakra.button>
          </HStack>
          <Delivery file={file} />
        </Box>
        <Button
          size="sm"
          variant="outline"
          minH="9"
          aria-label={`Download ${file.name}`}
          loading={busy}
          disabled={disabled}
          onClick={onDownload}
        >
          Download
        </Button>
      </Flex>
      {open && (
        <chakra.dl
          id={detailsId}
          mt="3"
          pt="3"
          borderTopWidth="1px"
          borderColor="gray.100"
          display="grid"
          gridTemplateColumns="max-content minmax(0, 1fr)"
          columnGap="4"
          rowGap="1"
          fontSize="sm"
          data-testid="document-provenance"
        >
          <Provenance term="Template" value={file.provenance.template} />
          <Provenance
            term="Template file"
            value={
              file.provenance.templateSha256 ? file.provenance.templateSha256.slice(0, 12) : 'none (text template)'
            }
            mono={file.provenance.templateSha256 !== null}
          />
          <Provenance term="Model version" value={String(file.provenance.modelVersion)} />
          <Provenance term="Record version" value={String(file.provenance.recordVersion)} />
          {Object.entries(file.provenance.globals ?? {}).map(([name, version]) => (
            <Provenance key={name} term={`Global info ${name}`} value={version === 0 ? 'none' : `version ${version}`} />
          ))}
          <Provenance term="SHA-256" value={file.sha256.slice(0, 12)} mono />
        </chakra.dl>
      )}
    </Box>
  );
}

const TONES: Record<DeliveryTone, string> = {
  muted: 'gray.600',
  ok: 'green.700',
  warn: 'orange.800',
  error: 'red.700',
};

/** Where 'Send documents' put this document, or why it is not there (the local copy is always kept). */
function Delivery({ file }: { file: ResultFile }) {
  const line = deliveryLine(file);
  if (!line) return null;
  return (
    <Text fontSize="sm" color={TONES[line.tone]} data-testid="document-delivery">
      {line.text}
    </Text>
  );
}

function Provenance({ term, value, mono }: { term: string; value: string; mono?: boolean }) {
  return (
    <>
      <chakra.dt color="gray.600">{term}</chakra.dt>
      <chakra.dd m="0" fontFamily={mono ? 'mono' : undefined} wordBreak="break-all">
        {value}
      </chakra.dd>
    </>
  );
}

const BADGE_COLOURS: Record<string, { bg: string; color: string }> = {
  docx: { bg: 'blue.50', color: 'blue.800' },
  pdf: { bg: 'red.50', color: 'red.800' },
  txt: { bg: 'gray.100', color: 'gray.800' },
  md: { bg: 'gray.100', color: 'gray.800' },
};

/** The document's kind at a glance (its extension), beside its name. */
function ExtensionBadge({ extension }: { extension: string }) {
  const colours = BADGE_COLOURS[extension.toLowerCase()] ?? { bg: 'green.50', color: 'green.800' };
  return (
    <Flex
      aria-hidden
      align="center"
      justify="center"
      w="11"
      h="11"
      flexShrink={0}
      borderRadius="md"
      bg={colours.bg}
      color={colours.color}
      fontSize="xs"
      fontWeight="bold"
      textTransform="uppercase"
      letterSpacing="wide"
    >
      {extension.slice(0, 4) || 'file'}
    </Flex>
  );
}

/** While the run is In Progress (002 §2.3: a spinner until files appear). */
export function Assembling() {
  return (
    <Flex
      align="center"
      gap="3"
      bg="gray.50"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      px="5"
      py="5"
      data-testid="documents-assembling"
    >
      <Spinner size="md" color="app.accent" />
      <Text fontWeight="medium">Assembling your documents…</Text>
    </Flex>
  );
}
