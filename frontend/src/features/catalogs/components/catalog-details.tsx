import { Box, Button, chakra, Flex, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { CheckboxField, controlStyle, FieldLabel, TextAreaField, TextField } from '../../../components/ui/form-fields';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { useItemModel } from '../api/get-item-model.api';
import { CREATE_RECORD_PLACEHOLDER, GLOBAL_INFO_PLACEHOLDER, pluralLabelPlaceholder } from '../model/catalog-labels';
import type { Catalog, CatalogSettings, ItemType } from '../model/catalog.types';
import { CatalogAppsSection } from './catalog-apps-section';
import { CatalogGlobalsSection } from './catalog-globals-section';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} pt="6">
      <Heading
        as="h3"
        id={id}
        fontSize="xs"
        fontWeight="semibold"
        letterSpacing="wider"
        color="gray.600"
        mb="3"
        pb="1"
        borderBottomWidth="1px"
        borderColor="gray.200"
      >
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * 002 §2.2 details panel of one catalog: its name (read-only), labels, item type, columns, default filter, item
 * detail template, the apps of its model with their settings on this catalog, and its global info. Save and
 * Revert show only while something is unsaved.
 */
export function CatalogDetails({
  tenancy,
  catalog,
  itemType,
  unsaved,
  saving,
  saveError,
  onChange,
  onSave,
  onRevert,
  onReload,
  onDismissError,
  onOpenType,
}: {
  tenancy: Tenancy;
  /** The catalog with its unsaved edits. */
  catalog: Catalog;
  /** Its model or table as the types list has it; undefined while loading or when it is gone. */
  itemType: ItemType | undefined;
  unsaved: boolean;
  saving: boolean;
  saveError?: string;
  onChange(change: Partial<CatalogSettings>): void;
  onSave(): void;
  onRevert(): void;
  onReload(): void;
  onDismissError(): void;
  /** Opens the item type in the designer (asking first when something is unsaved). */
  onOpenType(path: string): void;
}) {
  const model = useItemModel(tenancy.name, itemType);
  const nameId = useId();
  const globals = (model.data?.properties ?? []).filter((property) => property.type === 'global');
  const typePath = catalog.type ? `/${tenancy.name}/types/${encodeURIComponent(catalog.type.name)}` : undefined;

  return (
    <Box as="section" aria-label={`Catalog ${catalog.name}`} maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py="6">
      <Flex align="center" justify="space-between" gap="4" wrap="wrap" minH="10">
        <Heading as="h2" size="lg">
          {catalog.name}
        </Heading>
        {unsaved && (
          <HStack gap="2">
            <Button variant="outline" size="sm" disabled={saving} onClick={onRevert}>
              Revert
            </Button>
            <Button size="sm" bg="app.widget" color="app.widgetText" loading={saving} onClick={onSave}>
              Save
            </Button>
          </HStack>
        )}
      </Flex>
      {saveError && (
        <Box
          role="alert"
          mt="4"
          p="3"
          borderRadius="md"
          bg="red.50"
          color="red.800"
          borderWidth="1px"
          borderColor="red.200"
        >
          <Text fontSize="sm" fontWeight="medium">
            Someone else saved these catalogs since you opened them, so nothing was saved. Your changes are still here:
            reload the catalogs to see theirs, then save again.
          </Text>
          <Text fontSize="xs" mt="1" color="red.700">
            {saveError}
          </Text>
          <HStack mt="2" gap="2">
            <Button size="xs" variant="outline" onClick={onReload}>
              Reload the catalogs
            </Button>
            <Button size="xs" variant="ghost" onClick={onDismissError}>
              Dismiss
            </Button>
          </HStack>
        </Box>
      )}

      <Box
        mt="4"
        bg="app.menu"
        color="app.menuText"
        borderRadius="md"
        borderWidth="1px"
        borderColor="gray.200"
        px={{ base: '4', md: '6' }}
        pb="6"
      >
        <Section title="CATALOG">
          <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <Box>
              <FieldLabel htmlFor={nameId}>Catalog name</FieldLabel>
              <Input id={nameId} value={catalog.name} readOnly {...controlStyle} borderColor="gray.200" bg="gray.50" />
            </Box>
            <TextField
              label="Plural label"
              value={catalog.label}
              placeholder={pluralLabelPlaceholder(catalog.name)}
              onChange={(label) => onChange({ label })}
            />
            <Box>
              <FieldLabel>Item type</FieldLabel>
              <Flex h="10" align="center" fontSize="sm">
                {catalog.type && typePath ? (
                  <Link
                    href={typePath}
                    color="app.accent"
                    fontWeight="medium"
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      onOpenType(typePath);
                    }}
                  >
                    {catalog.type.name}
                  </Link>
                ) : (
                  <Text color="gray.600">empty</Text>
                )}
              </Flex>
            </Box>
          </Box>
        </Section>

        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} columnGap="8">
          <Section title="COLUMNS">
            <Stack gap="1.5">
              <CheckboxField label="Item summary" checked disabled onChange={() => undefined} />
              <CheckboxField label="Last modified date" checked disabled onChange={() => undefined} />
              <CheckboxField label="Created by" checked={false} disabled onChange={() => undefined} />
            </Stack>
          </Section>
          <Section title="DEFAULT FILTER">
            <CheckboxField
              label="My records"
              checked={catalog.myRecords}
              onChange={(myRecords) => onChange({ myRecords })}
            />
            <Text fontSize="xs" color="gray.600" mt="1">
              The catalog opens showing only the records of the person looking at it.
            </Text>
          </Section>
        </Box>

        <Section title="TEMPLATES FOR ITEM DETAIL">
          <TextAreaField
            label="Item detail"
            rows={4}
            value={catalog.detail}
            placeholder="The text shown for the selected record, e.g. {Name}"
            onChange={(detail) => onChange({ detail })}
          />
        </Section>

        <Section title="LABELS">
          <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField
              label="Create record label"
              value={catalog.recordLabel}
              placeholder={CREATE_RECORD_PLACEHOLDER}
              onChange={(recordLabel) => onChange({ recordLabel })}
            />
            <TextField
              label="Global info label"
              value={catalog.globalLabel}
              placeholder={GLOBAL_INFO_PLACEHOLDER}
              onChange={(globalLabel) => onChange({ globalLabel })}
            />
          </Box>
        </Section>

        <Box pt="6">
          {!catalog.type ? (
            <Text fontSize="sm" color="gray.600">
              The model of this catalog was deleted: it has no apps to set.
            </Text>
          ) : model.isPending ? (
            <Text fontSize="sm" color="gray.600">
              Loading...
            </Text>
          ) : model.isError ? (
            <Text fontSize="sm" color="red.600">
              The apps of {catalog.type.name} could not be read: {model.error.message}{' '}
              <chakra.button type="button" textDecoration="underline" onClick={() => void model.refetch()}>
                Retry
              </chakra.button>
            </Text>
          ) : (
            <CatalogAppsSection
              tenancy={tenancy.name}
              catalogId={catalog._id}
              catalogName={catalog.name}
              apps={model.data.apps ?? []}
              appOptions={catalog.appOptions}
              addons={tenancy.addons}
              registration={tenancy.settings.isRegistration === true}
              onChange={(appOptions) => onChange({ appOptions })}
            />
          )}
        </Box>

        {globals.length > 0 && (
          <Section title="GLOBAL INFO ON THIS CATALOG">
            <CatalogGlobalsSection
              tenancy={tenancy.name}
              catalogId={catalog._id}
              globals={globals}
              appOptions={catalog.appOptions}
            />
          </Section>
        )}
      </Box>
    </Box>
  );
}
