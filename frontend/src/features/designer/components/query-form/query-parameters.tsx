import { Box, Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  addParameter,
  PARAMETER_TYPES,
  parameterNameProblem,
  removeParameter,
  renameParameter,
  updateParameter,
  type QueryDefinition,
  type QueryParameter,
} from '../../model/query-definition';
import { controlStyle, FieldError, FieldLabel, SelectControl } from '../../../../components/ui/form-fields';

/** A parameter's name, renamed on blur or Enter when the name is valid; Escape or an invalid name goes back. */
function ParameterName({
  parameter,
  parameters,
  disabled,
  onRename,
}: {
  parameter: QueryParameter;
  parameters: readonly QueryParameter[];
  disabled: boolean;
  onRename(name: string): void;
}) {
  const [draft, setDraft] = useState<string>();
  const value = draft ?? parameter.name;
  const problem = draft === undefined ? null : parameterNameProblem(draft, parameters, parameter.name);
  const finish = () => {
    if (draft !== undefined && !problem) onRename(draft);
    setDraft(undefined);
  };
  return (
    <Box flex="1" minW="0">
      <Input
        size="sm"
        aria-label={`Parameter ${parameter.name} name`}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={finish}
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish();
          if (event.key === 'Escape') setDraft(undefined);
        }}
        {...controlStyle}
        borderColor={problem ? 'red.500' : 'gray.300'}
      />
      {problem && <FieldError>{problem}</FieldError>}
    </Box>
  );
}

/**
 * 001 §2 FILTERS' PARAMETERS side list: the values a query is called with (001 §5 `queryName(requiredArgs,
 * {optional:value})`), each with its name (the member name rules), type, list flag and whether it is required.
 */
export function QueryParameters({
  definition,
  disabled,
  onChange,
}: {
  definition: QueryDefinition;
  disabled: boolean;
  onChange(definition: QueryDefinition): void;
}) {
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const problem = parameterNameProblem(name, definition.parameters);
  const add = () => {
    setTried(true);
    if (problem) return;
    onChange(addParameter(definition, name));
    setName('');
    setTried(false);
  };
  return (
    <Box
      as="section"
      aria-label="Parameters"
      w="80"
      flexShrink={0}
      bg="blackAlpha.50"
      borderRadius="md"
      p="3"
      data-testid="query-parameters"
    >
      <FieldLabel>PARAMETERS</FieldLabel>
      <Stack gap="3">
        {definition.parameters.length === 0 && (
          <Text fontSize="sm" color="gray.600">
            No parameters.
          </Text>
        )}
        {definition.parameters.map((parameter) => (
          <Stack key={parameter.name} gap="1" data-testid="query-parameter">
            <HStack gap="2" align="flex-start">
              <ParameterName
                parameter={parameter}
                parameters={definition.parameters}
                disabled={disabled}
                onRename={(to) => onChange(renameParameter(definition, parameter.name, to))}
              />
              {parameter.required && (
                <Text as="span" color="red.600" fontWeight="bold" title="Required" aria-label="required" pt="1">
                  *
                </Text>
              )}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove parameter ${parameter.name}`}
                title="Remove"
                disabled={disabled}
                onClick={() => onChange(removeParameter(definition, parameter.name))}
              >
                <span aria-hidden="true">✕</span>
              </Button>
            </HStack>
            <HStack gap="3">
              <SelectControl
                h="8"
                aria-label={`Parameter ${parameter.name} type`}
                value={parameter.type}
                disabled={disabled}
                onChange={(event) =>
                  onChange(updateParameter(definition, parameter.name, { type: event.target.value }))
                }
              >
                {PARAMETER_TYPES.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </SelectControl>
              <chakra.label display="inline-flex" alignItems="center" gap="1.5" fontSize="sm">
                <input
                  type="checkbox"
                  checked={parameter.required}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange(updateParameter(definition, parameter.name, { required: event.target.checked }))
                  }
                />
                Required
              </chakra.label>
              <chakra.label display="inline-flex" alignItems="center" gap="1.5" fontSize="sm">
                <input
                  type="checkbox"
                  checked={parameter.isList}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange(updateParameter(definition, parameter.name, { isList: event.target.checked }))
                  }
                />
                List
              </chakra.label>
            </HStack>
          </Stack>
        ))}
        <Box>
          <HStack gap="2">
            <Input
              size="sm"
              aria-label="New parameter name"
              placeholder="New parameter name"
              value={name}
              disabled={disabled}
              aria-invalid={tried && problem ? true : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setTried(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') add();
              }}
              {...controlStyle}
              borderColor={tried && problem ? 'red.500' : 'gray.300'}
            />
            <Button size="sm" variant="outline" disabled={disabled} onClick={add}>
              Add parameter
            </Button>
          </HStack>
          {tried && problem && <FieldError>{problem}</FieldError>}
        </Box>
      </Stack>
    </Box>
  );
}
