import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCloseExternalAccess } from '../api/close-external-access.api';
import { externalAccessHolder } from '../model/external-access';
import type { OpenedRecord } from '../model/record.types';

/**
 * 002 §3/§4: while a record's `extUserID` is set its external access is open. The notice names the external user
 * and offers to close it (after a confirmation), which posts `extUserID: null`; the answer replaces the record, so
 * the notice goes away, and the lists and the history are read again.
 */
export function ExternalAccessNotice({
  tenancy,
  catalog,
  record,
  disabled,
}: {
  tenancy: string;
  catalog: string;
  record: OpenedRecord;
  /** Someone else is working on the record (the lock rule): its buttons wait. */
  disabled: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const closing = useCloseExternalAccess(tenancy, catalog);
  const holder = externalAccessHolder(record);
  if (!holder) return null;
  return (
    <Box
      role="region"
      aria-label="External access"
      bg="gray.50"
      borderWidth="1px"
      borderColor="gray.200"
      borderLeftWidth="4px"
      borderLeftColor="app.accent"
      borderRadius="md"
      p="3"
    >
      <Flex gap="3" align="center" wrap="wrap">
        <Box flex="1" minW="12rem">
          <Text fontWeight="semibold" fontSize="sm">
            External access is open
          </Text>
          <Text fontSize="sm" color="gray.700" wordBreak="break-word" data-testid="external-access-holder">
            For {holder}
          </Text>
        </Box>
        <Button size="xs" variant="outline" disabled={disabled} onClick={() => setConfirming(true)}>
          Close external access
        </Button>
      </Flex>
      {confirming && (
        <ConfirmDialog
          title="Close external access"
          message={`Close external access for ${holder}? The record will no longer be open to them.`}
          subject={record.name || '(no name)'}
          confirmLabel="Close external access"
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            await closing.mutateAsync(record);
            setConfirming(false);
          }}
        />
      )}
    </Box>
  );
}
