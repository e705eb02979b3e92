import { Box, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { CheckboxField } from '../../../components/ui/form-fields';
import type { SyncRequest } from '../machines/catalog-save.machine';
import { syncApplyDisabled, syncList, type SyncOffer } from '../model/sync-offer';

/**
 * 002 §2.2 sync dialog, after a save: copy the saved catalog's app settings to the other catalogs of its model.
 * With several of them the administrator picks (Apply is disabled until one is picked, §5); the list scrolls past
 * 200 px (§9).
 */
export function SyncDialog({
  offer,
  busy,
  onApply,
  onSkip,
}: {
  offer: SyncOffer;
  busy: boolean;
  onApply(request: SyncRequest): void;
  onSkip(): void;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const [skipDisabled, setSkipDisabled] = useState(false);
  const { parent, targets } = offer;
  const single = targets.length === 1;
  return (
    <DialogFrame
      title="Synchronize catalogs"
      okLabel="Apply"
      cancelLabel="Not now"
      busy={busy}
      okDisabled={syncApplyDisabled(targets, picked)}
      onCancel={onSkip}
      onOk={() =>
        onApply({
          parentCatalog: parent._id,
          syncList: syncList(targets, picked),
          skipDisabledAppOptions: skipDisabled,
        })
      }
      width="460px"
    >
      <Text fontSize="sm">
        {single
          ? `${targets[0].name} also holds records of ${parent.typeName}. Copy the app settings of ${parent.name} (enabled apps, live versions, external access, sending documents) to it?`
          : `Other catalogs also hold records of ${parent.typeName}. Copy the app settings of ${parent.name} (enabled apps, live versions, external access, sending documents) to:`}
      </Text>
      {!single && (
        <Box
          role="group"
          aria-label="Catalogs to synchronize"
          mt="3"
          maxH="200px"
          overflowY="auto"
          borderWidth="1px"
          borderColor="gray.300"
          borderRadius="md"
          px="3"
          py="2"
          display="grid"
          gap="1.5"
        >
          {targets.map((target) => (
            <CheckboxField
              key={target._id}
              label={target.name}
              checked={picked.includes(target._id)}
              onChange={(on) => setPicked((was) => (on ? [...was, target._id] : was.filter((id) => id !== target._id)))}
            />
          ))}
        </Box>
      )}
      <Box mt="4">
        <CheckboxField
          label={`Leave apps disabled on ${parent.name} as they are there`}
          checked={skipDisabled}
          onChange={setSkipDisabled}
        />
      </Box>
    </DialogFrame>
  );
}
