import { Button, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { choosableWorkspaces } from '../api/workspace-list.api';
import { workspaceListOptions } from '../api/workspace-list.query';
import { filterWorkspaces, type WorkspaceParam } from '../api/workspace-param';

/**
 * Several workspaces from the p parameter: a search box (name or label, 400 ms debounce) and the list. The auth
 * host's workspace/list replaces p's list when it answers, so logos too long for p show. Loaded lazily: only a
 * Microsoft sign-in with several workspaces needs it.
 */
export default function WorkspaceChoiceList({
  param,
  onChoose,
}: {
  param: WorkspaceParam;
  onChoose(name: string): void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const listed = useQuery(workspaceListOptions(param.token));
  const shown = filterWorkspaces(choosableWorkspaces(param.workspaces, listed.data), debounced);
  return (
    <Stack gap="3">
      <Input
        type="search"
        name="workspace-search"
        placeholder="Search"
        aria-label="Search workspaces"
        bg="white"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Your workspaces">
        {shown.map((w) => (
          <li key={w.name}>
            <Button
              variant="outline"
              width="full"
              justifyContent="flex-start"
              bg="white"
              onClick={() => onChoose(w.name)}
            >
              {w.logo && <Image src={w.logo} alt="" maxH="6" maxW="12" data-testid={`workspace-logo-${w.name}`} />}
              <Text as="span">{w.label || w.name}</Text>
              {w.label && (
                <Text as="span" color="gray.600" fontSize="sm">
                  {w.name}
                </Text>
              )}
            </Button>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
