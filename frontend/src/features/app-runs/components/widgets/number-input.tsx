import { chakra, HStack, Input } from '@chakra-ui/react';
import { promptOf } from '@app/templating/interview';
import { numberText, parseNumberText, sliderRange, stepOf } from '../../model/widgets/number-text';
import { boxStyle, type InputProps } from './input-props';
import { useTypedAnswer } from './use-typed-answer';

/**
 * A number question (INTERVIEW §3): a text box with the decimal keypad (`inputmode="decimal"`), a spinbox (arrows
 * step by the decimal places allowed, within minimum and maximum), or a slider with a text box beside it, so that
 * an exact value can still be typed. What is typed is stored as a number; text that is not one is kept for the
 * check on blur to name.
 */
export function NumberInput({
  id,
  path,
  variable,
  value,
  invalid,
  describedBy,
  readOnly,
  style,
}: InputProps & { style: 'textbox' | 'spinbox' | 'slider' }) {
  const typed = useTypedAnswer({ path, variable, stored: value, toText: numberText, fromText: parseNumberText });
  const step = stepOf(variable.decimalPlaces);
  const { minimum: min, maximum: max } = variable;
  const box = (
    <Input
      id={id}
      {...boxStyle(invalid)}
      type={style === 'spinbox' ? 'number' : 'text'}
      inputMode="decimal"
      h="11"
      w={style === 'slider' ? '32' : 'full'}
      maxW="xs"
      min={style === 'spinbox' ? min : undefined}
      max={style === 'spinbox' ? max : undefined}
      step={style === 'spinbox' ? step : undefined}
      value={typed.text}
      readOnly={readOnly}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      autoComplete="off"
      onChange={(event) => typed.onText(event.target.value)}
      onBlur={() => typed.onBlur()}
      onKeyDown={typed.onKeyDown}
      fontVariantNumeric="tabular-nums"
    />
  );
  if (style !== 'slider') return box;
  const range = sliderRange(min, max);
  const current = typeof value === 'number' ? value : Number(typed.text);
  return (
    <HStack gap="4" align="center" maxW="lg">
      <chakra.input
        type="range"
        aria-label={`${promptOf(variable)} (slider)`}
        aria-describedby={describedBy}
        min={range.min}
        max={range.max}
        step={step}
        value={Number.isFinite(current) ? current : range.min}
        disabled={readOnly}
        flex="1"
        minW="0"
        h="6"
        css={{ accentColor: 'var(--chakra-colors-app-accent)' }}
        onChange={(event) => typed.onText(event.target.value)}
        onPointerUp={() => typed.commitNow()}
        onKeyUp={() => typed.commitNow()}
      />
      {box}
    </HStack>
  );
}
