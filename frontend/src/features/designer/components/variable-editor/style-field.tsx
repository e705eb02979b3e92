import { SelectField } from '../../../../components/ui/form-fields';
import { defaultStyle, styleChoices } from '../../model/variable-types';
import type { SectionProps } from './section-props';
import { setProperty } from './section-props';

/** STYLE: how the question is asked; the choices follow the type and, for a selection, single or list (001 §3). */
export function StyleField({ member, edit, disabled }: Pick<SectionProps, 'member' | 'edit' | 'disabled'>) {
  const isList = member.isList === true;
  const choices = styleChoices(member.type, isList);
  const current =
    typeof member.style === 'string' && member.style !== '' ? member.style : defaultStyle(member.type, isList);
  const known = choices.some((choice) => choice.value === current);
  return (
    <SelectField
      label="STYLE"
      value={known ? current : undefined}
      placeholder={known ? undefined : 'Choose a style…'}
      choices={choices}
      disabled={disabled}
      onChange={(style) => edit(setProperty('style', style))}
    />
  );
}
