import { Box, chakra, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { CheckboxField, FieldError, FieldLabel, TextField } from '../../../components/ui/form-fields';
import { serverSaid } from '../../../lib/http/http-error';
import { useCreateCatalog } from '../api/create-catalog.api';
import { itemTypeChoices, newCatalogProblems, NEW_TYPE } from '../model/catalog-name-rules';
import type { Catalog, ItemType } from '../model/catalog.types';

/**
 * 002 §2.2 'Add a new catalog': its name (002 §5's messages as it is typed), the type of its items — a new model
 * named after it, or an existing model or table — and whether everyone sees it. Ok creates it; the screen then
 * selects it.
 */
export function NewCatalogDialog({
  tenancy,
  catalogs,
  types,
  onCreated,
  onCancel,
}: {
  tenancy: string;
  catalogs: readonly Catalog[];
  types: readonly ItemType[];
  onCreated(catalog: Catalog): void;
  onCancel(): void;
}) {
  const create = useCreateCatalog(tenancy);
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [isEveryone, setIsEveryone] = useState(false);
  const [touched, setTouched] = useState(false);
  const [forced, setForced] = useState(false);
  const [refused, setRefused] = useState<string>();
  const problems = newCatalogProblems({ name, type }, catalogs, types);
  const typeLabel = useId();
  const choices = [
    { value: NEW_TYPE, label: 'New model, named after the catalog' },
    ...itemTypeChoices(types).map((each) => ({ value: each._id, label: `${each.name} (${each.kind})` })),
  ];

  const submit = async () => {
    setForced(true);
    if (problems.name || problems.type) return;
    setRefused(undefined);
    try {
      onCreated(await create.mutateAsync({ name, type, isEveryone }));
    } catch (error) {
      setRefused(serverSaid(error) ?? 'The catalog could not be created.');
    }
  };

  return (
    <DialogFrame title="Add a new catalog" width="480px" busy={create.isPending} onOk={submit} onCancel={onCancel}>
      <Box display="grid" gap="4">
        <TextField
          label="Catalog name"
          value={name}
          autoFocus
          onChange={(value) => {
            setName(value);
            setTouched(true);
            setRefused(undefined);
          }}
          error={refused ?? (touched || forced ? problems.name : null)}
        />
        <Box role="radiogroup" aria-labelledby={typeLabel}>
          <FieldLabel>
            <chakra.span id={typeLabel}>Type of items</chakra.span>
          </FieldLabel>
          <Box
            maxH="300px"
            overflowY="auto"
            borderWidth="1px"
            borderColor={forced && problems.type ? 'red.500' : 'gray.300'}
            borderRadius="md"
            bg="white"
            color="black"
            py="1"
          >
            {choices.map((choice) => (
              <chakra.label
                key={choice.value}
                display="flex"
                alignItems="center"
                gap="2"
                px="3"
                py="1.5"
                fontSize="sm"
                cursor="pointer"
                _hover={{ bg: 'gray.50' }}
                fontWeight={choice.value === NEW_TYPE ? 'medium' : 'normal'}
              >
                <input
                  type="radio"
                  name={typeLabel}
                  value={choice.value}
                  checked={type === choice.value}
                  onChange={() => setType(choice.value)}
                />
                {choice.label}
              </chakra.label>
            ))}
          </Box>
          {choices.length === 1 && (
            <Text fontSize="xs" color="gray.600" mt="1">
              This workspace has no models or tables yet: the catalog gets a new model.
            </Text>
          )}
          {forced && problems.type && <FieldError>{problems.type}</FieldError>}
        </Box>
        <CheckboxField label="Everyone can see this catalog" checked={isEveryone} onChange={setIsEveryone} />
      </Box>
    </DialogFrame>
  );
}
