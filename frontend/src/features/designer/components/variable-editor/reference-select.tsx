import { Box, Button, HStack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useElement } from '../../api/get-element.api';
import type { ElementListItem } from '../../model/designer.types';
import { queryDefinitionOf } from '../../model/query-definition';
import {
  formatQueryReference,
  parseQueryReference,
  REFERENCE_ERROR,
  referenceChoiceOf,
  sourceChoices,
} from '../../model/variable-references';
import { FieldError, FieldLabel, SelectControl } from '../../../../components/ui/form-fields';
import { OptionsDialog } from './options-dialog';

const ERROR_CHOICE = '\u0000error';

/**
 * A table or query to take data from (a selection's options, an object's 'SELECT data FROM...'): tables by name,
 * queries as `Name()`, with an Options… button for a query's parameters. A name the workspace no longer has shows
 * '(ERROR - change!)' (001 §5).
 */
export function ReferenceSelect({
  label,
  value,
  elements,
  onChange,
  disabled,
  noneLabel,
}: {
  label: string;
  value: unknown;
  elements: readonly ElementListItem[];
  onChange(value: string | null): void;
  disabled?: boolean;
  /** The first choice, for no table or query at all; without it a source must be chosen. */
  noneLabel?: string;
}) {
  const id = useId();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const choices = sourceChoices(elements);
  const current = referenceChoiceOf(value, elements);
  const selected = current.status === 'known' ? current.choice : current.status === 'error' ? ERROR_CHOICE : '';
  const reference = current.status === 'known' && current.query ? parseQueryReference(value) : null;
  const error = current.status === 'error' ? `"${String(value)}" is not a table or query of this workspace.` : null;
  // The query's declared parameters, read when its Options dialog opens (the workspace is the route's).
  const { tenancy = '' } = useParams();
  const queryId = reference ? elements.find((e) => e.kind === 'query' && e.name === reference.name)?._id : undefined;
  const query = useElement(tenancy, 'query', optionsOpen ? queryId : undefined);
  return (
    <Box>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <HStack gap="2">
        <SelectControl
          id={id}
          value={selected}
          disabled={disabled}
          invalid={!!error}
          onChange={(event) => {
            const next = event.target.value;
            if (next === ERROR_CHOICE || next === selected) return;
            onChange(next === '' ? null : next);
          }}
          flex="1"
          color={error ? 'red.600' : 'black'}
        >
          {(noneLabel !== undefined || selected === '') && (
            <option value="">{noneLabel ?? 'Choose a table or query…'}</option>
          )}
          {current.status === 'error' && <option value={ERROR_CHOICE}>{REFERENCE_ERROR}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectControl>
        <Button
          size="sm"
          h="10"
          variant="outline"
          disabled={disabled || reference === null}
          title={reference ? `Parameters of ${reference.name}` : 'Parameters are for queries'}
          onClick={() => setOptionsOpen(true)}
        >
          Options…
        </Button>
      </HStack>
      {error && <FieldError>{error}</FieldError>}
      {reference && (reference.params.length > 0 || reference.args.length > 0) && (
        <Box mt="1" fontSize="xs" color="gray.600" fontFamily="mono" data-testid="reference-text">
          {String(value)}
        </Box>
      )}
      {optionsOpen && reference && (queryId === undefined || !query.isPending) && (
        <OptionsDialog
          reference={reference}
          declared={queryDefinitionOf(query.data?.params).parameters}
          onCancel={() => setOptionsOpen(false)}
          onSave={(next) => {
            setOptionsOpen(false);
            onChange(formatQueryReference(next));
          }}
        />
      )}
    </Box>
  );
}
