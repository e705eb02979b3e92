import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { serverSaid } from '../../../../lib/http/http-error';
import { useInterview } from '../../model/interview-context';
import { acceptMessage, acceptsFile, fileAnswers, fileSizeText } from '../../model/widgets/file-answer';
import type { InputProps } from './input-props';

/** The badge of a file: its extension ("PDF"), or "File". */
const extensionOf = (name: string) => /\.([a-z0-9]{1,5})$/i.exec(name)?.[1] ?? 'File';

/**
 * A file question (INTERVIEW §3): a drop zone with a "Choose file" button (the ACCEPT filter applies to both),
 * then the file's name and size with Remove. The upload goes through the page (`upload`), and its result is the
 * answer, committed at once. A list of files adds each upload to the list.
 */
export function FileInput({ id, path, variable, value, invalid, describedBy, readOnly }: InputProps) {
  const interview = useInterview();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const files = fileAnswers(value);
  const accept = variable.accept?.trim() || undefined;
  const multiple = variable.isList === true;

  const commit = (next: unknown) => {
    interview.commit(path, next);
    interview.check(path, variable, next);
  };
  const take = async (chosen: File | undefined) => {
    if (!chosen || readOnly) return;
    if (!acceptsFile(accept, chosen)) return setProblem(acceptMessage(accept!));
    setProblem(null);
    setBusy(true);
    try {
      const uploaded = await interview.upload(chosen);
      commit(multiple ? [...(Array.isArray(value) ? value : []), uploaded] : uploaded);
    } catch (error) {
      // The server's own words when it refused the file (too big, a type it does not take).
      setProblem(serverSaid(error) ?? `${chosen.name} could not be uploaded. Try again.`);
    } finally {
      setBusy(false);
    }
  };
  const remove = (index: number) => {
    if (!multiple) return commit(undefined);
    const next = (Array.isArray(value) ? value : []).filter((_, at) => at !== index);
    commit(next.length > 0 ? next : undefined);
  };
  const canAdd = multiple || files.length === 0;

  return (
    <Stack gap="2" maxW="lg">
      {files.length > 0 && (
        <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2">
          {files.map((file, index) => (
            <chakra.li
              key={`${file.name}-${index}`}
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              borderWidth="1px"
              borderColor="gray.300"
              borderRadius="md"
              bg="white"
            >
              <Text
                as="span"
                aria-hidden
                flexShrink={0}
                minW="10"
                px="1"
                py="1.5"
                borderRadius="sm"
                bg="gray.100"
                color="gray.700"
                fontSize="2xs"
                fontWeight="bold"
                textAlign="center"
                textTransform="uppercase"
              >
                {extensionOf(file.name)}
              </Text>
              <Box flex="1" minW="0">
                <Text fontWeight="medium" truncate>
                  {file.name}
                </Text>
                {file.size !== undefined && (
                  <Text fontSize="sm" color="gray.600">
                    {fileSizeText(file.size)}
                  </Text>
                )}
              </Box>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={readOnly || busy}
                aria-label={`Remove ${file.name}`}
                onClick={() => remove(index)}
              >
                Remove
              </Button>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      {canAdd && (
        <Box
          data-drop-zone
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={invalid || problem ? 'red.600' : over ? 'app.accent' : 'gray.400'}
          bg={over ? 'orange.50' : 'gray.50'}
          borderRadius="md"
          px="4"
          py="5"
          onDragOver={(event) => {
            if (readOnly) return;
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(event) => {
            event.preventDefault();
            setOver(false);
            void take(event.dataTransfer.files[0]);
          }}
        >
          <HStack gap="3" flexWrap="wrap">
            <Button
              type="button"
              variant="outline"
              bg="white"
              id={id}
              aria-invalid={invalid || undefined}
              aria-describedby={[describedBy, `${id}-drop`].filter(Boolean).join(' ')}
              disabled={readOnly || busy}
              loading={busy}
              loadingText="Uploading…"
              onClick={() => picker.current?.click()}
            >
              {files.length > 0 ? 'Add another file' : 'Choose file'}
            </Button>
            <Text id={`${id}-drop`} color="gray.700" fontSize="sm">
              or drop it here{accept ? ` (${accept})` : ''}
            </Text>
          </HStack>
          <input
            ref={picker}
            type="file"
            hidden
            tabIndex={-1}
            accept={accept}
            onChange={(event) => {
              void take(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Box>
      )}
      {problem && (
        <Text role="alert" color="red.700" fontSize="sm">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
