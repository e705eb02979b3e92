/** The change event the access machines accept for each text field. */
export interface FieldChange<F extends string> {
  type: 'CHANGE';
  field: F;
  value: string;
}

/** The form state those machines keep: each field's text beside its invalid flag. */
export type FieldValues<F extends string> = { [K in F]: string } & { invalid: Partial<Record<F, boolean>> };

/**
 * The value, invalid flag and change handler of one machine field, ready to spread on a LabelledInput, so a screen
 * names each field once: `<LabelledInput label="Email" type="email" {...field('email')} />`.
 */
export function fieldBinder<F extends string>(context: FieldValues<NoInfer<F>>, send: (event: FieldChange<F>) => void) {
  return (field: F) => ({
    value: context[field],
    invalid: context.invalid[field],
    onChange: (value: string) => send({ type: 'CHANGE', field, value }),
  });
}
