import { Box, Button, chakra, Flex } from '@chakra-ui/react';
import { useId } from 'react';
import { controlStyle } from '../../../components/ui/form-fields';
import { writeClipboard } from '../../../lib/write-clipboard';
import { externalLink } from '../model/app-options';

/**
 * 002 §6: the external link of an app on this catalog, as read-only text (selectable, so it can be copied by
 * hand too) with a copy button; a copy shows 'Data copied to the clipboard' (CopiedNotice, by the caller).
 */
export function ExternalLinkField({
  tenancy,
  catalogName,
  appName,
  appTitle,
  onCopied,
}: {
  tenancy: string;
  catalogName: string;
  appName: string;
  appTitle: string;
  onCopied(): void;
}) {
  const id = useId();
  const link = externalLink(window.location.origin, tenancy, catalogName, appName);
  return (
    <Box display="grid" gap="1" fontSize="sm">
      <chakra.label htmlFor={id}>External link</chakra.label>
      <Flex gap="1.5" align="flex-start">
        {/* A text area so that the whole link shows, wrapped, in the narrow settings column. */}
        <chakra.textarea
          id={id}
          {...controlStyle}
          borderColor="gray.300"
          px="2"
          py="1.5"
          flex="1"
          minW="0"
          rows={2}
          resize="none"
          fontSize="xs"
          fontFamily="mono"
          wordBreak="break-all"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="external-link"
        />
        <Button
          size="sm"
          h="9"
          variant="outline"
          aria-label={`Copy the external link of ${appTitle}`}
          onClick={async () => {
            if (await writeClipboard(link)) onCopied();
          }}
        >
          Copy
        </Button>
      </Flex>
    </Box>
  );
}
