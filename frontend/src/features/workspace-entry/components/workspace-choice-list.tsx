import { Button, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { filterWorkspaces, type WorkspaceChoice } from '../api/workspace-param';

/** Several workspaces from the p parameter: a search box (name or label, 400 ms debounce) and the list. */
export function WorkspaceChoiceList({
  workspaces,
  onChoose,
}: {
  workspaces: WorkspaceChoice[];
  onChoose(name: string): void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const shown = filterWorkspaces(workspaces, debounced);
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
              {w.logo && <Image src={w.logo} alt="" maxH="6" maxW="12" />}
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
