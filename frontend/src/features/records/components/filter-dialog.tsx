import { Box, Input, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { controlStyle, FieldLabel, SelectField } from '../../../components/ui/form-fields';
import {
  FILTER_KEY_LABELS,
  FILTER_KEYS,
  FILTER_KIND,
  isFilterComplete,
  normalizeFilter,
  OPERATORS,
  type FilterKey,
  type RecordFilter,
} from '../model/record-filters';
import { RECORD_STATUSES, type RecordUser } from '../model/record.types';

/**
 * 'Filter by' (002 §2.1, §5; 410 wide, not closed by a click beside it): a filter type, its operator and its value.
 * Ok is enabled only when the filter is complete; 'My records' needs no value.
 */
export function FilterDialog({
  users,
  usersLoading,
  apps,
  onAdd,
  onCancel,
}: {
  users: readonly RecordUser[];
  usersLoading: boolean;
  /** The names of the model's apps, for the app filter. */
  apps: readonly string[];
  onAdd(filter: RecordFilter): void;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState<Partial<RecordFilter>>({});
  const kind = draft.key ? FILTER_KIND[draft.key] : undefined;
  const complete = isFilterComplete(draft);
  const set = (change: Partial<RecordFilter>) => setDraft((was) => ({ ...was, ...change }));
  return (
    <DialogFrame
      title="Filter by"
      width="410px"
      okDisabled={!complete}
      onCancel={onCancel}
      onOk={() => complete && onAdd(normalizeFilter(draft))}
    >
      <Stack gap="4">
        <SelectField<FilterKey>
          label="Filter type"
          value={draft.key}
          placeholder="Choose…"
          choices={FILTER_KEYS.map((key) => ({ value: key, label: FILTER_KEY_LABELS[key] }))}
          onChange={(key) => setDraft(key ? { key } : {})}
        />
        {kind && kind !== 'none' && (
          <SelectField
            label="Operator"
            value={draft.c}
            placeholder="Choose…"
            choices={OPERATORS[kind].map((c) => ({ value: c, label: c }))}
            onChange={(c) => set({ c: c || undefined })}
          />
        )}
        {kind === 'user' && (
          <SelectField
            label="User"
            value={draft.v}
            placeholder={usersLoading ? 'Loading...' : 'Choose…'}
            choices={users.map((user) => ({ value: user._id, label: user.name || user._id }))}
            onChange={(v) => set({ v: v || undefined })}
          />
        )}
        {kind === 'status' && (
          <SelectField
            label="Status"
            value={draft.v}
            placeholder="Choose…"
            choices={RECORD_STATUSES.map((status) => ({ value: status, label: status }))}
            onChange={(v) => set({ v: v || undefined })}
          />
        )}
        {kind === 'app' && (
          <SelectField
            label="App"
            value={draft.v}
            placeholder="Choose…"
            choices={apps.map((app) => ({ value: app, label: app }))}
            onChange={(v) => set({ v: v || undefined })}
          />
        )}
        {kind === 'date' && draft.c === 'range' && (
          <>
            <DateField label="From" value={draft.dateStart} onChange={(dateStart) => set({ dateStart })} />
            <DateField label="To" value={draft.dateEnd} onChange={(dateEnd) => set({ dateEnd })} />
          </>
        )}
        {kind === 'date' && (draft.c === 'before' || draft.c === 'after') && (
          <DateField label="Date" value={draft.v} onChange={(v) => set({ v })} />
        )}
      </Stack>
    </DialogFrame>
  );
}

function DateField({ label, value, onChange }: { label: string; value?: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <Box>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        {...controlStyle}
        borderColor="gray.300"
      />
    </Box>
  );
}
