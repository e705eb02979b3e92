import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import type { Member } from '../model/designer.types';

/** 001 §2: app names in the Reorder dialog truncate at 22 characters (21 plus an ellipsis). */
export const truncateAppName = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

/** 001 §2/§4 "Reorder apps": the apps in order, moved up or down; Ok saves the ordered ids. */
export function ReorderAppsDialog({
  apps,
  onSave,
  onCancel,
}: {
  apps: readonly Member[];
  onSave(ids: string[]): Promise<unknown>;
  onCancel(): void;
}) {
  const [order, setOrder] = useState<Member[]>([...apps]);
  const [busy, setBusy] = useState(false);
  const move = (index: number, step: -1 | 1) =>
    setOrder((list) => {
      const next = [...list];
      [next[index], next[index + step]] = [next[index + step], next[index]];
      return next;
    });
  return (
    <DialogFrame
      title="Reorder apps"
      width="410px"
      busy={busy}
      onCancel={onCancel}
      onOk={async () => {
        setBusy(true);
        try {
          await onSave(order.map((app) => app._id));
        } catch {
          setBusy(false);
        }
      }}
    >
      <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" aria-label="Apps in order">
        {order.map((app, index) => (
          <Flex as="li" key={app._id} align="center" justify="space-between" py="1" borderBottomWidth="1px">
            <Text fontSize="sm" title={app.name}>
              {index + 1}. {truncateAppName(app.name)}
            </Text>
            <HStack gap="1">
              <Button
                size="xs"
                variant="ghost"
                aria-label={`Move ${app.name} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </Button>
              <Button
                size="xs"
                variant="ghost"
                aria-label={`Move ${app.name} down`}
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </Button>
            </HStack>
          </Flex>
        ))}
      </Stack>
    </DialogFrame>
  );
}
