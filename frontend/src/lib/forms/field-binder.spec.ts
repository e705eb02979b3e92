import { fieldBinder, type FieldChange } from './field-binder';

describe('fieldBinder', () => {
  const context = { email: 'a@b.co', password: 'secret', invalid: { password: true } };

  it('gives the field its own text and invalid flag', () => {
    const field = fieldBinder<'email' | 'password'>(context, () => {});
    expect(field('email')).toMatchObject({ value: 'a@b.co', invalid: undefined });
    expect(field('password')).toMatchObject({ value: 'secret', invalid: true });
  });

  it('sends one CHANGE event naming the field that changed', () => {
    const sent: FieldChange<string>[] = [];
    fieldBinder<'email' | 'password'>(context, (event) => sent.push(event))('password').onChange('new one');
    expect(sent).toEqual([{ type: 'CHANGE', field: 'password', value: 'new one' }]);
  });
});
