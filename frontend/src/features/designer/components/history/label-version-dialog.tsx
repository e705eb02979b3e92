import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import { useLabelVersion } from '../../api/label-version.api';
import type { ElementListItem } from '../../model/designer.types';
import type { VersionRow } from '../../model/history.types';
import { TextField } from '../../../../components/ui/form-fields';

/** Not in the seed: the server keeps labels up to this length. */
const MAX_LABEL = 1000;

/** Names a version ("Before the 2027 rates") or, emptied, removes its name. Labelling makes no new version. */
export function LabelVersionDialog({
  tenancy,
  element,
  row,
  onClose,
}: {
  tenancy: string;
  element: Pick<ElementListItem, '_id' | 'kind'>;
  row: VersionRow;
  onClose(): void;
}) {
  const [label, setLabel] = useState(row.label ?? '');
  const labelVersion = useLabelVersion(tenancy, element.kind, element._id);
  const tooLong = label.trim().length > MAX_LABEL;
  return (
    <DialogFrame
      title={`Label version ${row.version}`}
      width="410px"
      busy={labelVersion.isPending}
      onCancel={onClose}
      onOk={() => {
        if (tooLong) return;
        labelVersion.mutate({ version: row.version, label: label.trim() }, { onSuccess: onClose });
      }}
    >
      <TextField
        label="Label"
        value={label}
        onChange={setLabel}
        autoFocus
        error={tooLong ? `A label is at most ${MAX_LABEL} characters.` : null}
      />
      <Text fontSize="sm" color="gray.600" mt="2">
        A name for this version, such as “Before the 2027 rates”. Leave it empty to remove the name.
      </Text>
    </DialogFrame>
  );
}
