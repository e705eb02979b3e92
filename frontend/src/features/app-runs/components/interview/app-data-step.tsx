import { Box, Button, chakra, Flex, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { serverSaid } from '../../../../lib/http/http-error';
import { useChooseAppData } from '../../api/choose-app-data.api';
import { useAppData } from '../../api/get-app-data.api';
import { appDataPlan, chosenNotice, matchingItems, type AppDataChosen } from '../../model/app-data';
import type { InterviewOpened } from '../../model/interview.types';

/**
 * The step an app with 'SELECT data FROM…' starts with (docs/runs.md "An app's data from a query"): "Choose from
 * {source}", a searchable list of the query's items; choosing one fills the record's answers on the server and the
 * interview opens on them. 'Select automatically when only one item matches' takes the only item without asking;
 * 'Select only once' skips the step on a record that chose before; Skip starts with the answers as they are.
 */
export function AppDataStep({
  tenancy,
  opened,
  onDone,
}: {
  tenancy: string;
  opened: InterviewOpened;
  /** `chosen`: the record the item filled (a new one on `new`) and what to tell the person; none: skipped. */
  onDone(chosen?: { chosen: AppDataChosen; notice: string }): void;
}) {
  const place = { catalog: opened.catalog.name, recordId: opened.record?.id, app: opened.app.name };
  const data = useAppData(tenancy, place, true);
  const choose = useChooseAppData(tenancy, place);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const plan = data.data ? appDataPlan(data.data) : null;

  const pick = (id: string, name: string, automatic: boolean) =>
    choose.mutate(
      { id, version: opened.record?.version },
      { onSuccess: (chosen) => onDone({ chosen, notice: chosenNotice(chosen, name, automatic) }) },
    );

  // Runs once the items are in: skipping and the automatic choice need no one.
  const planned = useRef(false);
  useEffect(() => {
    if (!plan || planned.current) return;
    planned.current = true;
    if (plan.kind === 'skip') onDone();
    else if (plan.kind === 'auto') pick(plan.id, plan.name, true);
    else heading.current?.focus();
  });

  if (data.isPending || plan?.kind === 'skip' || (plan?.kind === 'auto' && !choose.isError)) {
    return (
      <Flex justify="center" py="16">
        <Spinner size="lg" aria-label="Loading" />
      </Flex>
    );
  }

  const items = data.data ? matchingItems(data.data.items, search) : [];
  const failed = data.isError
    ? (serverSaid(data.error) ?? 'The items to choose from could not be read.')
    : choose.isError
      ? (serverSaid(choose.error) ?? 'The item could not be chosen. Try again.')
      : null;

  return (
    <Flex
      justify="center"
      px={{ base: '4', md: '6' }}
      py={{ base: '6', md: '10' }}
      bg="gray.50"
      minH="calc(100dvh - 6.5rem)"
    >
      <Stack
        data-testid="app-data-step"
        maxW="2xl"
        w="full"
        gap="5"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="xl"
        p={{ base: '5', md: '8' }}
        alignSelf="flex-start"
      >
        <Box>
          <Text fontSize="sm" color="gray.600">
            {opened.app.label}
          </Text>
          <Heading as="h1" size="xl" ref={heading} tabIndex={-1} outline="none">
            Choose from {data.data?.source ?? 'the list'}
          </Heading>
          <Text color="gray.700" mt="1">
            Pick the item whose data fills this record&apos;s answers. You can change any answer afterwards.
          </Text>
        </Box>
        {failed && (
          <Text role="alert" color="red.700" data-testid="app-data-error">
            {failed}
          </Text>
        )}
        {data.data && (
          <Stack gap="3">
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
            <chakra.ul
              aria-label={`Items from ${data.data.source}`}
              listStyleType="none"
              m="0"
              p="0"
              maxH="24rem"
              overflowY="auto"
              borderWidth="1px"
              borderColor="gray.200"
              borderRadius="md"
            >
              {items.map((item) => (
                <chakra.li
                  key={item._id}
                  borderBottomWidth="1px"
                  borderColor="gray.100"
                  _last={{ borderBottomWidth: 0 }}
                >
                  <chakra.button
                    type="button"
                    data-testid="app-data-item"
                    w="full"
                    textAlign="left"
                    px="4"
                    py="3"
                    cursor="pointer"
                    bg="white"
                    _hover={{ bg: 'gray.50' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '-2px' }}
                    disabled={choose.isPending}
                    onClick={() => pick(item._id, item.name, false)}
                  >
                    {item.name}
                  </chakra.button>
                </chakra.li>
              ))}
              {items.length === 0 && (
                <chakra.li px="4" py="3" color="gray.600">
                  {data.data.items.length === 0 ? 'Nothing to choose from yet.' : 'No item matches your search.'}
                </chakra.li>
              )}
            </chakra.ul>
            {data.data.truncated && (
              <Text fontSize="sm" color="gray.600">
                More items match than are listed here: search to narrow them.
              </Text>
            )}
          </Stack>
        )}
        <Flex justify="space-between" align="center" gap="3" flexWrap="wrap">
          <Text fontSize="sm" color="gray.600" role="status" aria-live="polite">
            {choose.isPending ? 'Filling the answers…' : ''}
          </Text>
          <Button variant="outline" onClick={() => onDone()} disabled={choose.isPending} data-testid="app-data-skip">
            Skip
          </Button>
        </Flex>
      </Stack>
    </Flex>
  );
}
