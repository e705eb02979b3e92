import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useQueryDescriptor } from '../../api/query-descriptor.api';
import { useQueryProviders } from '../../api/query-providers.api';
import { useQuerySources } from '../../api/query-sources.api';
import type { ElementListItem, ElementView } from '../../model/designer.types';
import {
  paramsChange,
  providerChange,
  queryDefinitionOf,
  writeBackShown,
  type QueryDefinition,
} from '../../model/query-definition';
import { CheckboxField, FieldLabel, SelectField, type Choice } from '../../../../components/ui/form-fields';
import { QueryFieldsTable } from './query-fields-table';
import { QueryFilters } from './query-filters';
import { QueryParameters } from './query-parameters';

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A saved choice the server no longer offers stays visible, marked, rather than silently showing blank. */
function withSaved(choices: Choice[], saved: string | undefined, mark: string): Choice[] {
  return saved === undefined || choices.some((choice) => choice.value === saved)
    ? choices
    : [...choices, { value: saved, label: `${saved} (${mark})` }];
}

/**
 * 001 §2 "Query model form": PROVIDER, SOURCE (disabled until a provider is chosen), FILTERS with the PARAMETERS
 * side list, the read-only field table of the source, and 'Modified data can be saved back to the provider' when
 * the source supports it or it is already set. Every edit is a pending change of the element.
 */
export function QueryForm({
  tenancy,
  element,
  elements,
  disabled,
  onChange,
}: {
  tenancy: string;
  /** With the pending changes applied. */
  element: ElementView;
  elements: readonly ElementListItem[];
  disabled: boolean;
  onChange(set: Record<string, unknown>): void;
}) {
  const provider = textOf(element.provider);
  const source = provider === undefined ? undefined : textOf(element.source);
  const providers = useQueryProviders(tenancy);
  const sources = useQuerySources(tenancy, provider);
  const descriptor = useQueryDescriptor(tenancy, provider, source);
  const definition = useMemo(() => queryDefinitionOf(element.params), [element.params]);

  // 001 §4: edits are ignored while the editor is disabled.
  const edit = (set: Record<string, unknown>) => {
    if (!disabled) onChange(set);
  };
  const editDefinition = (next: QueryDefinition) => edit(paramsChange(next));

  const providerChoices = withSaved(
    (providers.data ?? []).map((option) => ({ value: option.name, label: option.label })),
    provider,
    'not available',
  );
  const sourceChoices = withSaved(
    (sources.data ?? []).map((name) => ({ value: name, label: name })),
    source,
    'not found',
  );

  return (
    <Stack gap="6" data-testid="query-form">
      <Flex gap="6" wrap="wrap">
        <Box flex="1" minW="60" maxW="sm">
          <SelectField
            label="PROVIDER"
            value={provider}
            placeholder=""
            choices={providerChoices}
            disabled={disabled}
            error={providers.error?.message}
            onChange={(value) => edit(providerChange(value))}
          />
        </Box>
        <Box flex="1" minW="60" maxW="sm">
          <SelectField
            label="SOURCE"
            value={source}
            placeholder=""
            choices={sourceChoices}
            disabled={disabled || provider === undefined}
            error={sources.error?.message ?? descriptor.error?.message}
            onChange={(value) => edit({ source: value === '' ? null : value })}
          />
        </Box>
      </Flex>

      <Box as="section" aria-label="Filters">
        <FieldLabel>FILTERS</FieldLabel>
        <Flex gap="6" align="flex-start" wrap="wrap">
          <QueryParameters definition={definition} disabled={disabled} onChange={editDefinition} />
          <Box flex="1" minW="md">
            {source === undefined ? (
              <Text fontSize="sm" color="gray.600">
                Choose a provider and a source to filter its records.
              </Text>
            ) : (
              <QueryFilters
                definition={definition}
                selectors={descriptor.data?.selectors ?? []}
                loading={descriptor.isPending}
                disabled={disabled}
                onChange={editDefinition}
              />
            )}
          </Box>
        </Flex>
      </Box>

      {provider !== undefined && source !== undefined && (
        <QueryFieldsTable tenancy={tenancy} provider={provider} source={source} elements={elements} />
      )}

      {writeBackShown(descriptor.data, element.writeBack) && (
        <Box>
          <CheckboxField
            label="Modified data can be saved back to the provider"
            checked={element.writeBack === true}
            disabled={disabled}
            onChange={(checked) => edit({ writeBack: checked ? true : null })}
          />
        </Box>
      )}
    </Stack>
  );
}
