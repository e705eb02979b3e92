import { Box, Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import { serverSaid } from '../../../../lib/http/http-error';
import { useAppLink } from '../../api/get-app-link.api';
import { useLinkRecord } from '../../api/link-record.api';
import { matchingItems } from '../../model/app-data';
import { autoLinkTo, linkName, type AppLinkItems } from '../../model/app-link';

type Place = { catalog: string; recordId: string; app: string };

/**
 * The record's link in the interview's header (docs/runs.md "An app's link"): "Linked to {item} — Change", or "Not
 * linked — Link", opening the list of the app's 'LINK record TO…' items. 'Link automatically' links an unlinked
 * record to the only item that matches, once, when the header first reads them.
 */
export function RecordLinkLine({ tenancy, place, readOnly }: { tenancy: string; place: Place; readOnly: boolean }) {
  const data = useAppLink(tenancy, place, true);
  const link = useLinkRecord(tenancy, place);
  const [choosing, setChoosing] = useState(false);
  const tried = useRef(false);
  useEffect(() => {
    if (readOnly || !data.data || tried.current) return;
    tried.current = true;
    const only = autoLinkTo(data.data);
    if (only) link.mutate(only.id);
  });

  const current = data.data?.link ?? null;
  return (
    <HStack data-testid="record-link" gap="2" fontSize="sm" minW="0" flexWrap="wrap">
      {data.isPending || (link.isPending && !choosing) ? (
        <Text color="gray.500">Reading the link…</Text>
      ) : data.isError ? (
        <Text color="red.700" role="alert">
          {serverSaid(data.error) ?? 'The link could not be read.'}
        </Text>
      ) : current ? (
        <Text color="gray.700" truncate title={`${current.source}: ${current.id}`}>
          Linked to{' '}
          <Text as="span" fontWeight="semibold" color="gray.900" data-testid="record-link-name">
            {linkName(current)}
          </Text>
        </Text>
      ) : (
        <Text color="gray.600">Not linked to {data.data?.source}</Text>
      )}
      {!readOnly && data.data && (
        <Button size="xs" variant="outline" onClick={() => setChoosing(true)} aria-haspopup="dialog">
          {current ? 'Change' : 'Link'}
        </Button>
      )}
      {!choosing && link.isError && (
        <Text color="red.700" role="alert">
          {serverSaid(link.error) ?? 'The record could not be linked.'}
        </Text>
      )}
      {choosing && data.data && (
        <LinkDialog
          data={data.data}
          busy={link.isPending}
          error={link.isError ? (serverSaid(link.error) ?? 'The record could not be linked. Try again.') : null}
          onLink={(id) => link.mutate(id, { onSuccess: () => setChoosing(false) })}
          onCancel={() => {
            link.reset();
            setChoosing(false);
          }}
        />
      )}
    </HStack>
  );
}

function LinkDialog({
  data,
  busy,
  error,
  onLink,
  onCancel,
}: {
  data: AppLinkItems;
  busy: boolean;
  error: string | null;
  onLink(id: string): void;
  onCancel(): void;
}) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(data.link?.id ?? null);
  const searchId = useId();
  const groupName = useId();
  const items = matchingItems(data.items, search);
  const pickedName = data.items.find((item) => item._id === picked)?.name;
  return (
    <DialogFrame
      title={`Link to ${data.source}`}
      width="480px"
      sheet
      okLabel="Link"
      okDisabled={picked === null || picked === data.link?.id}
      busy={busy}
      onOk={() => picked && onLink(picked)}
      onCancel={onCancel}
    >
      <Stack gap="3" data-testid="link-dialog">
        <Box>
          <chakra.label htmlFor={searchId} display="block" fontSize="sm" fontWeight="medium" mb="1">
            Search
          </chakra.label>
          <Input
            id={searchId}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Type part of a name"
            autoComplete="off"
          />
        </Box>
        <chakra.fieldset
          aria-label={`Items from ${data.source}`}
          m="0"
          p="0"
          maxH="18rem"
          overflowY="auto"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="md"
        >
          {items.map((item) => (
            <chakra.label
              key={item._id}
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              cursor="pointer"
              borderBottomWidth="1px"
              borderColor="gray.100"
              _last={{ borderBottomWidth: 0 }}
              bg={picked === item._id ? 'gray.50' : 'white'}
              _hover={{ bg: 'gray.50' }}
              data-testid="link-item"
            >
              <input
                type="radio"
                name={groupName}
                value={item._id}
                checked={picked === item._id}
                onChange={() => setPicked(item._id)}
              />
              <Text as="span">{item.name}</Text>
              {data.link?.id === item._id && (
                <Text as="span" ml="auto" fontSize="xs" color="gray.600">
                  Linked now
                </Text>
              )}
            </chakra.label>
          ))}
          {items.length === 0 && (
            <Text px="3" py="4" color="gray.600">
              {data.items.length === 0 ? `${data.source} has nothing to link to.` : 'Nothing matches your search.'}
            </Text>
          )}
        </chakra.fieldset>
        {data.truncated && (
          <Text fontSize="sm" color="gray.600">
            Only the first 200 are listed: search to narrow them.
          </Text>
        )}
        {data.bidirectional && pickedName && (
          <Text fontSize="sm" color="gray.700">
            {pickedName} will be linked back to this record.
          </Text>
        )}
        {error && (
          <Text role="alert" color="red.700" data-testid="link-error">
            {error}
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
