import { Input } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useInterview } from '../../model/interview-context';
import { dateOrderOf, datePlaceholder, dateText, parseDateText } from '../../model/widgets/date-text';
import { boxStyle, type InputProps } from './input-props';
import { useTypedAnswer } from './use-typed-answer';

const asIso = (value: unknown) => (typeof value === 'string' ? value : '');
const isoOrNothing = (text: string) => (text === '' ? undefined : text);

/**
 * A date question (INTERVIEW §3: typing always allowed). The datepicker is the browser's date input (typed or
 * picked, stored as yyyy-mm-dd); the text box takes dates in the order of the workspace's locale, as its documents
 * write them (31/03/2024, 31.3.24 in en-GB; 03/31/2024 in en-US; 2024-03-31 always), and stores them as
 * yyyy-mm-dd, keeping anything else for the check on blur.
 */
export function DateInput({
  id,
  path,
  variable,
  value,
  invalid,
  describedBy,
  readOnly,
  style,
}: InputProps & { style: 'textbox' | 'datepicker' }) {
  const { locale } = useInterview();
  const order = useMemo(() => dateOrderOf(locale ?? 'en-US'), [locale]);
  const toText = useCallback((stored: unknown) => dateText(stored, order), [order]);
  const fromText = useCallback((text: string) => parseDateText(text, order), [order]);
  const picker = style === 'datepicker';
  const typed = useTypedAnswer({
    path,
    variable,
    stored: value,
    toText: picker ? asIso : toText,
    fromText: picker ? isoOrNothing : fromText,
  });
  return (
    <Input
      id={id}
      {...boxStyle(invalid)}
      type={picker ? 'date' : 'text'}
      h="11"
      w="full"
      maxW="xs"
      placeholder={picker ? undefined : datePlaceholder(order)}
      value={typed.text}
      readOnly={readOnly}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      autoComplete="off"
      onChange={(event) => typed.onText(event.target.value)}
      // A typed date is shown back in full (5/4/90 → 05/04/1990), so the reading of day and month is plain to see.
      onBlur={() => typed.onBlur({ reformat: !picker })}
      onKeyDown={typed.onKeyDown}
      fontVariantNumeric="tabular-nums"
    />
  );
}
