import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useElement } from '../../api/get-element.api';
import { useSaveTemplateProfile, useTemplateProfile } from '../../api/template-profile.api';
import { useTemplateProfiles } from '../../api/template-profiles.api';
import type { ElementListItem, ElementView } from '../../model/designer.types';
import {
  NO_PROFILE,
  profileChoices,
  profileToSave,
  sameProfile,
  withProfileName,
  type TemplateProfile,
} from '../../model/template-profile';
import { FieldLabel, SelectControl } from '../../../../components/ui/form-fields';
import { HelpButton } from '../../../../components/ui/help-button';
import { ProfileDefinitionFields } from './profile-definition-fields';
import { ProfileLeaveDialog } from './profile-leave-dialog';
import { useLeaveGuard } from '../../../../lib/navigation/leave-guard';
import { HELP } from './template-help';

/**
 * 001 §2 PROFILE section of a Word or PDF template, with a storage add-on: the PROFILE select (blank and the
 * names the server offers) and the chosen profile's fields. The profile is saved on its own (POST …/profile, a new
 * version of the element), not with the pending changes: editing marks it unsaved and shows Save profile / Undo;
 * leaving the template meanwhile asks first (profile-leave-guard).
 */
export function TemplateProfileSection({
  tenancy,
  element,
  templateName,
  elements,
  disabled,
  onOwnSave,
}: {
  tenancy: string;
  element: ElementView;
  /** The template's name as saved; undefined while the template itself is a pending addition. */
  templateName: string | undefined;
  elements: readonly ElementListItem[];
  disabled: boolean;
  onOwnSave?(version: number): void;
}) {
  // The server knows the element by its saved name, whatever rename is pending.
  const savedElement = useElement(tenancy, element.kind, element._id).data;
  const typeName = savedElement?.name ?? element.name;
  const known = templateName !== undefined;
  const saved = useTemplateProfile(tenancy, typeName, templateName ?? '', known);
  const offered = useTemplateProfiles(tenancy, typeName, templateName ?? '', known);
  const save = useSaveTemplateProfile(tenancy, typeName, templateName ?? '', element._id, onOwnSave);
  const [draft, setDraft] = useState<TemplateProfile>();
  const [leaving, setLeaving] = useState<() => void>();
  const selectId = useId();

  const savedProfile = saved.data ?? NO_PROFILE;
  const current = draft ?? savedProfile;
  const unsaved = draft !== undefined && !sameProfile(draft, savedProfile);
  useLeaveGuard(unsaved, (proceed) => setLeaving(() => proceed));

  const saveDraft = async () => {
    await save.mutateAsync(profileToSave(current));
    setDraft(undefined);
  };
  const undo = () => {
    setDraft(undefined);
    void saved.refetch();
  };

  return (
    <Box
      as="section"
      aria-label="Profile"
      borderTopWidth="1px"
      borderColor="gray.300"
      pt="4"
      data-testid="template-profile"
    >
      {!known ? (
        <Text fontSize="sm" color="gray.600">
          Save the new template with "Save changes to types" before choosing its profile.
        </Text>
      ) : saved.error ? (
        <HStack role="alert" gap="2">
          <Text fontSize="sm">Error: {saved.error.message}</Text>
          <Button size="xs" variant="outline" onClick={() => saved.refetch()}>
            Retry
          </Button>
        </HStack>
      ) : saved.isPending ? (
        <Text fontSize="sm">Loading...</Text>
      ) : (
        <Stack gap="3">
          <Box>
            <HStack gap="2" align="center" mb="1">
              <FieldLabel htmlFor={selectId}>PROFILE</FieldLabel>
              <Box mb="1">
                <HelpButton {...HELP.profile} />
              </Box>
            </HStack>
            <SelectControl
              id={selectId}
              w="full"
              maxW="md"
              value={current.profile}
              disabled={disabled || save.isPending}
              onChange={(event) => setDraft(withProfileName(event.target.value))}
            >
              <option value=""></option>
              {profileChoices(offered.data ?? [], current.profile).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </SelectControl>
          </Box>
          <ProfileDefinitionFields
            tenancy={tenancy}
            profile={current}
            elements={elements}
            disabled={disabled || save.isPending}
            onChange={setDraft}
          />
          {unsaved && (
            <HStack gap="2">
              <Text fontSize="xs" color="orange.800" fontWeight="semibold">
                The profile has unsaved changes.
              </Text>
              <Button
                size="sm"
                bg="app.widget"
                color="app.widgetText"
                loading={save.isPending}
                disabled={disabled}
                onClick={() => void saveDraft().catch(() => undefined)}
              >
                Save profile
              </Button>
              <Button size="sm" variant="outline" disabled={save.isPending} onClick={undo}>
                Undo
              </Button>
            </HStack>
          )}
        </Stack>
      )}
      {leaving && (
        <ProfileLeaveDialog
          onStay={() => setLeaving(undefined)}
          onLeave={() => {
            setLeaving(undefined);
            setDraft(undefined);
            leaving();
          }}
          onSave={async () => {
            await saveDraft();
            setLeaving(undefined);
            leaving();
          }}
        />
      )}
    </Box>
  );
}
