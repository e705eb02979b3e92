import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useElement } from '../../api/get-element.api';
import type { ElementListItem } from '../../model/designer.types';
import {
  ndRows,
  ndTypeName,
  profileKind,
  withDefText,
  withNdExpression,
  type TemplateProfile,
} from '../../model/template-profile';
import { ExpressionInput } from '../expression-input';
import { TextField } from '../../../../components/ui/form-fields';
import { Td, Th } from './editor-table-cells';

interface ProfileFieldsProps {
  tenancy: string;
  profile: TemplateProfile;
  elements: readonly ElementListItem[];
  disabled: boolean;
  onChange(next: TemplateProfile): void;
}

/**
 * The fields of a profile (001 §2): OneDrive's FOLDER PATH; Clio's MATTER ID and FOLDER PATH; an `nd:` profile's
 * VARIABLE / EXPRESSION table, one row per property of the type it names.
 */
export function ProfileDefinitionFields({ tenancy, profile, elements, disabled, onChange }: ProfileFieldsProps) {
  const kind = profileKind(profile.profile);
  const folder = (
    <Box>
      <TextField
        label="FOLDER PATH"
        value={profile.def.folder}
        disabled={disabled}
        onChange={(value) => onChange(withDefText(profile, 'folder', value))}
      />
      <Text fontSize="xs" color="gray.600" mt="1">
        separate folder names with /
      </Text>
    </Box>
  );
  if (kind === 'onedrive') return folder;
  if (kind === 'clio') {
    return (
      <Stack gap="3">
        <TextField
          label="MATTER ID"
          value={profile.def.matter}
          placeholder="the link value"
          disabled={disabled}
          onChange={(value) => onChange(withDefText(profile, 'matter', value))}
        />
        {folder}
      </Stack>
    );
  }
  if (kind === 'nd') {
    return (
      <NdProfileTable tenancy={tenancy} profile={profile} elements={elements} disabled={disabled} onChange={onChange} />
    );
  }
  return null;
}

/** An `nd:` profile's VARIABLE / EXPRESSION rows: the properties of the element the profile names ('nd:Matter'). */
function NdProfileTable({ tenancy, profile, elements, disabled, onChange }: ProfileFieldsProps) {
  const typeName = ndTypeName(profile.profile);
  const named = elements.find((element) => element.name.toLowerCase() === typeName.toLowerCase());
  const referenced = useElement(tenancy, named?.kind, named?._id);
  if (!named) {
    return (
      <Text fontSize="sm" color="orange.800" role="alert">
        There is no element named {typeName} in this workspace: its properties cannot be listed.
      </Text>
    );
  }
  if (referenced.isPending) return <Text fontSize="sm">Loading...</Text>;
  if (referenced.error) {
    return (
      <Text fontSize="sm" role="alert">
        Error: {referenced.error.message}
      </Text>
    );
  }
  const rows = ndRows(referenced.data.properties ?? [], profile.def);
  return (
    <chakra.table w="full" borderCollapse="collapse" aria-label={`Profile ${profile.profile}`}>
      <thead>
        <tr>
          <Th w="35%">VARIABLE</Th>
          <Th>EXPRESSION</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <Td>{row.name}</Td>
            <Td>
              <ExpressionInput
                aria-label={`Expression of ${row.name}`}
                value={row.expression}
                disabled={disabled}
                onChange={(expression) => onChange(withNdExpression(profile, rows, row.name, expression))}
              />
            </Td>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}
