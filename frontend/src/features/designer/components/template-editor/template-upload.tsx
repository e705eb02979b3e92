import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { problemLine } from '../../model/template-compile';
import type { UploadState } from './use-template-upload';

/**
 * 001 §2's UPLOAD button of a Word (.docx) or PDF (.pdf) template: it opens the file picker; the progress shows
 * while the file is sent and compiled; a refusal or a compile error is said under it, each problem with its field
 * and the text around it.
 */
export function TemplateUpload({
  accept,
  state,
  disabled,
  onFile,
}: {
  accept: '.docx' | '.pdf';
  state: UploadState;
  disabled: boolean;
  onFile(file: File): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const busy = state.phase !== 'idle';
  const error = state.phase === 'idle' ? state.error : undefined;
  return (
    <Stack gap="2">
      <HStack gap="3">
        <chakra.input
          ref={input}
          type="file"
          accept={accept}
          aria-label={`Template file (${accept})`}
          display="none"
          disabled={disabled || busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again uploads it again.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <Button
          size="sm"
          bg="app.widget"
          color="app.widgetText"
          disabled={disabled || busy}
          loading={busy}
          loadingText={state.phase === 'compiling' ? 'Compiling…' : 'Uploading…'}
          aria-describedby={error ? errorId : undefined}
          onClick={() => input.current?.click()}
        >
          UPLOAD
        </Button>
        <Text fontSize="xs" color="gray.600" aria-live="polite">
          {state.phase === 'uploading' && state.progress
            ? `Uploading ${Math.round((100 * state.progress.loaded) / Math.max(1, state.progress.total))}%`
            : state.phase === 'compiling'
              ? 'Reading the template…'
              : `${accept} file`}
        </Text>
      </HStack>
      {error && (
        <Box
          id={errorId}
          role="alert"
          data-testid="template-upload-error"
          borderWidth="1px"
          borderColor="red.300"
          bg="red.50"
          color="red.800"
          borderRadius="md"
          p="3"
          fontSize="sm"
        >
          <Text fontWeight="semibold">{error.message}</Text>
          {error.problems.length > 0 && (
            <chakra.ul mt="1" pl="5" listStyleType="disc">
              {error.problems.map((problem, index) => (
                <li key={index}>
                  <chakra.span fontFamily="mono" fontSize="xs">
                    {problemLine(problem)}
                  </chakra.span>
                </li>
              ))}
            </chakra.ul>
          )}
        </Box>
      )}
    </Stack>
  );
}
