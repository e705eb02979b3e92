import { useEffect, useState } from 'react';
import { TextField } from '../../../../components/ui/form-fields';

const show = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/**
 * A number property (minimum, maximum, decimal places, height in lines): typed as text so a half-typed "-" or "1."
 * stays in the field; it is set only once it reads as a number the property allows, and removed when emptied.
 */
export function NumberField({
  label,
  value,
  onCommit,
  disabled,
  integer = false,
  min,
  placeholder,
  problem,
}: {
  label: string;
  value: unknown;
  onCommit(value: number | null): void;
  disabled?: boolean;
  integer?: boolean;
  min?: number;
  placeholder?: string;
  /** A problem with the committed value as a whole (minimum above maximum). */
  problem?: string | null;
}) {
  const [draft, setDraft] = useState(show(value));
  useEffect(() => {
    // Another edit (a revert, another member) changed the value: show it, unless the draft already means it.
    setDraft((current) => (Number(current) === value && current.trim() !== '' ? current : show(value)));
  }, [value]);
  const reason = (text: string): string | null => {
    if (text.trim() === '') return null;
    const number = Number(text);
    if (!Number.isFinite(number)) return 'Enter a number.';
    if (integer && !Number.isInteger(number)) return 'Enter a whole number.';
    if (min !== undefined && number < min) return `Enter ${min} or more.`;
    return null;
  };
  const own = reason(draft);
  return (
    <TextField
      label={label}
      value={draft}
      disabled={disabled}
      placeholder={placeholder}
      error={own ?? problem}
      onChange={(text) => {
        setDraft(text);
        if (reason(text) === null) onCommit(text.trim() === '' ? null : Number(text));
      }}
    />
  );
}
