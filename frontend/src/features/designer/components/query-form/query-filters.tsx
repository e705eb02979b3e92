import { Box, Button, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  addFilter,
  changeFilterSelector,
  changeFilterSelectorType,
  filterParameterProblem,
  operatorChoices,
  removeFilter,
  updateFilter,
  type QueryDefinition,
  type QueryFilter,
  type QuerySelector,
  type SelectorType,
} from '../../model/query-definition';
import { ExpressionInput } from '../expression-input';
import { RadioGroupField, SelectField } from '../../../../components/ui/form-fields';

const COMPARE_WITH = [
  { value: 'value', label: 'Value' },
  { value: 'param', label: 'Parameter' },
] as const satisfies readonly { value: SelectorType; label: string }[];

function FilterRow({
  index,
  filter,
  definition,
  selectors,
  disabled,
  onChange,
}: {
  index: number;
  filter: QueryFilter;
  definition: QueryDefinition;
  selectors: readonly QuerySelector[];
  disabled: boolean;
  onChange(definition: QueryDefinition): void;
}) {
  const selector = selectors.find((candidate) => candidate.name === filter.name);
  const fieldChoices = selectors.map((candidate) => ({ value: candidate.name, label: candidate.name }));
  if (!selector) fieldChoices.push({ value: filter.name, label: `${filter.name} (not in source)` });
  const parameterChoices = definition.parameters.map((parameter) => ({
    value: parameter.name,
    label: parameter.required ? `${parameter.name} (required)` : parameter.name,
  }));
  return (
    <Box
      role="group"
      aria-label={`Filter ${index + 1}`}
      data-testid="query-filter"
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="md"
      p="3"
    >
      <Grid templateColumns="minmax(0, 1fr) minmax(0, 1fr) auto auto" gap="3" alignItems="end">
        <SelectField
          label="FIELD"
          value={filter.name}
          choices={fieldChoices}
          disabled={disabled}
          onChange={(name) => {
            const chosen = selectors.find((candidate) => candidate.name === name);
            if (chosen) onChange(changeFilterSelector(definition, index, chosen));
          }}
        />
        <SelectField
          label="OPERATOR"
          value={filter.operator}
          choices={operatorChoices(filter, selector).map((operator) => ({ value: operator, label: operator }))}
          disabled={disabled}
          onChange={(operator) => onChange(updateFilter(definition, index, { operator }))}
        />
        <RadioGroupField
          label="COMPARE WITH"
          value={filter.selectorType}
          choices={COMPARE_WITH}
          disabled={disabled}
          onChange={(selectorType) => onChange(changeFilterSelectorType(definition, index, selectorType))}
        />
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove filter ${index + 1}`}
          title="Remove"
          disabled={disabled}
          onClick={() => onChange(removeFilter(definition, index))}
        >
          <span aria-hidden="true">✕</span>
        </Button>
      </Grid>
      <Box mt="3">
        {filter.selectorType === 'value' ? (
          <ExpressionInput
            label="VALUE"
            value={filter.valueExpr}
            disabled={disabled}
            placeholder={selector?.enum ? selector.enum.map((option) => JSON.stringify(option)).join(' or ') : ''}
            onChange={(valueExpr) => onChange(updateFilter(definition, index, { valueExpr }))}
          />
        ) : (
          <SelectField
            label="PARAMETER"
            value={filter.paramName}
            placeholder=""
            choices={parameterChoices}
            disabled={disabled}
            error={filterParameterProblem(filter, definition.parameters)}
            onChange={(paramName) => onChange(updateFilter(definition, index, { paramName }))}
          />
        )}
      </Box>
    </Box>
  );
}

/**
 * 001 §2 FILTERS: one row per filter, comparing a selector of the source (GET …/descriptor/{source}) with a value
 * (an expression) or one of the query's parameters; a parameter the query no longer has asks for another.
 */
export function QueryFilters({
  definition,
  selectors,
  loading,
  disabled,
  onChange,
}: {
  definition: QueryDefinition;
  selectors: readonly QuerySelector[];
  loading: boolean;
  disabled: boolean;
  onChange(definition: QueryDefinition): void;
}) {
  return (
    <Stack gap="3">
      {definition.filters.length === 0 && (
        <Text fontSize="sm" color="gray.600">
          No filters: the query reads every record of its source.
        </Text>
      )}
      {definition.filters.map((filter, index) => (
        <FilterRow
          key={index}
          index={index}
          filter={filter}
          definition={definition}
          selectors={selectors}
          disabled={disabled}
          onChange={onChange}
        />
      ))}
      <HStack>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled || selectors.length === 0}
          onClick={() => onChange(addFilter(definition, selectors[0]))}
        >
          Add filter
        </Button>
        {loading && <Spinner size="sm" />}
      </HStack>
    </Stack>
  );
}
