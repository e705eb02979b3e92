import { Box, Stack, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import { useVersionDiff } from '../../api/diff-versions.api';
import { useRevertElement } from '../../api/revert-element.api';
import type { ElementListItem } from '../../model/designer.types';
import { dataLossWarnings, diffSummary } from '../../model/version-compare';
import { CompareView } from './compare-view';

/**
 * "Revert to this version": first what will change (the latest version compared with the chosen one, as
 * Compare shows it) and the seed's data-loss warnings when variables or formulas are renamed or retyped; then
 * Revert appends a new version that brings the chosen one back.
 */
export function RevertDialog({
  tenancy,
  element,
  latest,
  version,
  onClose,
  onReverted,
}: {
  tenancy: string;
  element: Pick<ElementListItem, '_id' | 'kind' | 'name'>;
  latest: number;
  version: number;
  onClose(): void;
  onReverted(result: { version: number; revertedTo: number }): void;
}) {
  const revert = useRevertElement(tenancy, element.kind, element._id);
  // The same query as the preview below: one request for both.
  const diff = useVersionDiff(tenancy, element.kind, element._id, latest, version);
  const warnings = diff.data ? dataLossWarnings(diff.data.members) : [];
  // Nothing differs: there is nothing to bring back, and the server would add no version.
  const same = diff.data !== undefined && diffSummary(diff.data) === '';
  return (
    <DialogFrame
      title={`Revert to version ${version}`}
      width="960px"
      okLabel="Revert"
      busy={revert.isPending}
      onCancel={onClose}
      onOk={() => {
        if (!diff.data) return;
        if (same) return onClose();
        revert.mutate(version, {
          onSuccess: (result) => onReverted({ version: result.version, revertedTo: version }),
        });
      }}
    >
      <Box maxH="65vh" overflowY="auto" pr="1">
        <Stack gap="3">
          {!same && (
            <Text>
              Reverting adds version {latest + 1}, which brings {element.name} back as it was at version {version}.
              Nothing is rewritten: this revert can itself be reverted later.
            </Text>
          )}
          {warnings.map((warning) => (
            <Box
              key={warning.text}
              role="alert"
              borderLeftWidth="4px"
              borderColor="orange.500"
              bg="orange.50"
              color="orange.900"
              px="3"
              py="2"
            >
              <Text fontWeight="medium">⚠ {warning.text}</Text>
              <Text fontSize="sm">
                {warning.kind === 'variable' ? 'Variables' : 'Formulas'} concerned: {warning.names.join(', ')}
              </Text>
            </Box>
          ))}
          <CompareView tenancy={tenancy} element={element} from={latest} to={version} />
        </Stack>
      </Box>
    </DialogFrame>
  );
}
