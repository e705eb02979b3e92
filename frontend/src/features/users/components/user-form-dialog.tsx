import { Box, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import {
  canChangeRole,
  editUserPayload,
  hasErrors,
  newUserPayload,
  validateUserDraft,
  type UserDraft,
  type UserFormErrors,
} from '../../../lib/validation/access-rules';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import type { NewUserPayload } from '../api/create-user.api';
import type { UserView } from '../api/list-users.api';
import type { EditUserPayload } from '../api/update-user.api';

type Props = {
  users: readonly UserView[];
  /** With ms_auth_int new users are Microsoft accounts and the type switch is hidden (§6). */
  microsoftOnly: boolean;
  onCancel(): void;
} & (
  | { mode: 'new'; onSave(payload: NewUserPayload): Promise<unknown> }
  | { mode: 'edit'; user: UserView; onSave(payload: EditUserPayload): Promise<unknown> }
);

/** The New User and Edit User modals (specification §2.9, checks of §5). */
export function UserFormDialog(props: Props) {
  const editing = props.mode === 'edit' ? props.user : undefined;
  const [draft, setDraft] = useState<UserDraft>(() =>
    editing
      ? {
          _id: editing._id,
          name: editing.name,
          mail: editing.mail,
          isAdmin: editing.isAdmin === true,
          type: editing.type ?? 'default',
        }
      : { name: '', mail: '', isAdmin: false, type: props.microsoftOnly ? 'microsoft' : 'default' },
  );
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<UserDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const showName = !(props.mode === 'new' && draft.type === 'microsoft');
  const roleLocked = editing ? !canChangeRole(editing) : false;
  // A Microsoft account's address is its Microsoft identity: the server refuses to change it (§5 skips the check).
  const mailLocked = editing?.type === 'microsoft';

  async function save() {
    const found = validateUserDraft(props.mode, draft, props.users);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      if (props.mode === 'new') await props.onSave(newUserPayload(draft));
      else await props.onSave(editUserPayload({ ...draft, _id: props.user._id }));
    } catch {
      // Logged by the users API (§8: no message to the person); the modal stays open to try again.
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      title={props.mode === 'new' ? 'New User' : 'Edit User'}
      busy={busy}
      onOk={save}
      onCancel={props.onCancel}
    >
      <Stack gap="4">
        {showName && (
          <Field label="Name" error={errors.name}>
            <Input value={draft.name} aria-invalid={!!errors.name} onChange={(e) => set({ name: e.target.value })} />
          </Field>
        )}
        <Field
          label="Email"
          error={errors.mail}
          hint={mailLocked ? 'A Microsoft account keeps the address it signs in with.' : undefined}
        >
          <Input
            type="email"
            value={draft.mail}
            disabled={mailLocked}
            aria-invalid={!!errors.mail}
            // Spaces are stripped as they are typed or pasted (§5).
            onChange={(e) => set({ mail: e.target.value.replace(/\s+/g, '') })}
          />
        </Field>
        <Choice
          legend="Role"
          name="role"
          value={draft.isAdmin ? 'admin' : 'user'}
          disabled={roleLocked}
          options={[
            { value: 'user', label: 'User' },
            { value: 'admin', label: 'Admin' },
          ]}
          onChange={(value) => set({ isAdmin: value === 'admin' })}
        />
        {props.mode === 'new' && !props.microsoftOnly && (
          <Choice
            legend="Account type"
            name="type"
            value={draft.type}
            options={[
              { value: 'default', label: 'Default' },
              { value: 'microsoft', label: 'Microsoft' },
            ]}
            onChange={(value) => set({ type: value as UserDraft['type'] })}
          />
        )}
      </Stack>
    </DialogFrame>
  );
}

function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Box as="label" display="block">
      <Text fontWeight="medium" mb="1">
        {label}
      </Text>
      {children}
      {hint && (
        <Text fontSize="sm" mt="1" opacity={0.8}>
          {hint}
        </Text>
      )}
      {error && (
        <Text color="red.600" fontSize="sm" mt="1" role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}

function Choice({
  legend,
  name,
  value,
  options,
  disabled,
  onChange,
}: {
  legend: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
  onChange(value: string): void;
}) {
  return (
    <fieldset disabled={disabled}>
      <Text as="legend" fontWeight="medium" mb="1">
        {legend}
      </Text>
      <Stack direction="row" gap="6">
        {options.map((option) => (
          <label key={option.value} style={{ display: 'flex', gap: '0.4rem', alignItems: 'center' }}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </Stack>
    </fieldset>
  );
}
