import { Box, Button, chakra, HStack, Input, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useInterview } from '../../model/interview-context';
import { answersScope } from '../../model/widgets/answers-scope';
import {
  selectedValues,
  selectionOptions,
  toggleChoice,
  type SelectionOption,
} from '../../model/widgets/selection-options';
import { boxStyle, type InputProps } from './input-props';
import { useTypedAnswer } from './use-typed-answer';

type SelectionStyle = 'radiobuttons' | 'checkboxes' | 'dropdown' | 'listbox' | 'hybrid';

/** The prefix of the object a field belongs to: `Kids[0].Age` → `Kids[0].`, `Name` → ``. */
const ownerPrefix = (path: string) => path.slice(0, path.lastIndexOf('.') + 1);

const choiceLabel = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '10',
  pr: '4',
  cursor: 'pointer',
  fontSize: 'md',
} as const;
const bigControl = { width: '20px', height: '20px', margin: 0, flexShrink: 0, cursor: 'pointer' } as const;

/**
 * A selection question (001 §3 styles; INTERVIEW §3), committed at once: radios or checkboxes (in columns when
 * asked), a dropdown, a listbox, or a hybrid (a box with the options as suggestions that still takes free text).
 * A list selection takes several answers, kept in the options' order. Options may come from the answers (people
 * entered earlier), so they are evaluated on the current answers.
 */
export function SelectionInput(props: InputProps & { style: SelectionStyle; columns: boolean; multiple: boolean }) {
  const { path, variable } = props;
  const interview = useInterview();
  const { answers, shown, locale } = interview;
  const options = useMemo(
    () =>
      selectionOptions(variable, answersScope(answers, shown.formulaValues, ownerPrefix(path), locale, shown.objects)),
    [variable, answers, shown.formulaValues, shown.objects, path, locale],
  );
  if (props.style === 'hybrid')
    return props.multiple ? <HybridList {...props} options={options} /> : <HybridOne {...props} options={options} />;
  if (options.length === 0)
    return (
      <Text id={props.id} tabIndex={-1} color="gray.600" fontSize="sm" py="2">
        There are no options to choose from yet.
      </Text>
    );
  if (props.style === 'dropdown' || props.style === 'listbox') return <SelectBox {...props} options={options} />;
  return <ChoiceGroup {...props} options={options} />;
}

type WithOptions = InputProps & { multiple: boolean; options: SelectionOption[] };

function ChoiceGroup({
  id,
  path,
  variable,
  value,
  invalid,
  describedBy,
  readOnly,
  style,
  columns,
  multiple,
  options,
}: WithOptions & { style: SelectionStyle; columns: boolean }) {
  const interview = useInterview();
  const selected = selectedValues(value);
  const commit = (next: unknown) => {
    interview.commit(path, next);
    interview.check(path, variable, next);
  };
  const radios = style === 'radiobuttons';
  return (
    <Box display="grid" gridTemplateColumns={columns ? 'repeat(auto-fill, minmax(11rem, 1fr))' : '1fr'} columnGap="4">
      {options.map((option, index) => {
        const checked = selected.includes(option.value);
        return (
          <chakra.label key={option.value} {...choiceLabel}>
            <input
              type={radios ? 'radio' : 'checkbox'}
              id={index === 0 ? id : undefined}
              name={id}
              value={option.value}
              checked={checked}
              disabled={readOnly}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              style={bigControl}
              onChange={(event) => {
                if (multiple) commit(toggleChoice(selected, option.value, event.target.checked, options));
                // One answer shown as checkboxes: ticking one replaces the answer, unticking clears it.
                else commit(event.target.checked ? option.value : undefined);
              }}
            />
            {option.label}
          </chakra.label>
        );
      })}
    </Box>
  );
}

function SelectBox({
  id,
  path,
  variable,
  value,
  invalid,
  describedBy,
  readOnly,
  style,
  multiple,
  options,
}: WithOptions & { style: SelectionStyle }) {
  const interview = useInterview();
  const selected = selectedValues(value);
  const listbox = style === 'listbox' || multiple;
  const commit = (next: unknown) => {
    interview.commit(path, next);
    interview.check(path, variable, next);
  };
  // An answer that is not among the options any more (an option removed, a person renamed) still shows.
  const shownOptions = [
    ...options,
    ...selected
      .filter((item) => !options.some((option) => option.value === item))
      .map((item) => ({
        value: item,
        label: item,
      })),
  ];
  return (
    <chakra.select
      id={id}
      {...boxStyle(invalid)}
      w="full"
      maxW="md"
      px="3"
      py={listbox ? '1' : '0'}
      h={listbox ? 'auto' : '11'}
      multiple={multiple}
      htmlSize={listbox ? Math.min(8, Math.max(3, shownOptions.length + (multiple ? 0 : 1))) : undefined}
      value={multiple ? selected : (selected[0] ?? '')}
      disabled={readOnly}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => {
        if (multiple) commit([...event.target.selectedOptions].map((option) => option.value));
        else commit(event.target.value === '' ? undefined : event.target.value);
      }}
    >
      {!multiple && <option value="">{listbox ? '(none)' : 'Choose…'}</option>}
      {shownOptions.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </chakra.select>
  );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const fromText = (text: string) => (text.trim() === '' ? undefined : text);

/** Hybrid, one answer: typed like text (committed on blur or when typing stops), options offered as suggestions. */
function HybridOne({ id, path, variable, value, invalid, describedBy, readOnly, options }: WithOptions) {
  const typed = useTypedAnswer({ path, variable, stored: value, toText: asText, fromText });
  const listId = useId();
  return (
    <>
      <Input
        id={id}
        {...boxStyle(invalid)}
        role="combobox"
        h="11"
        maxW="md"
        list={listId}
        value={typed.text}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-autocomplete="list"
        autoComplete="off"
        onChange={(event) => typed.onText(event.target.value)}
        onBlur={() => typed.onBlur()}
        onKeyDown={typed.onKeyDown}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.value} value={option.value} />
        ))}
      </datalist>
    </>
  );
}

/** Hybrid, a list: the answers as removable chips, and a box (options suggested, free text taken) with Add. */
function HybridList({ id, path, variable, value, invalid, describedBy, readOnly, options }: WithOptions) {
  const interview = useInterview();
  const listId = useId();
  const [text, setText] = useState('');
  const selected = selectedValues(value);
  const commit = (next: string[]) => {
    interview.commit(path, next.length > 0 ? next : undefined);
    interview.check(path, variable, next);
  };
  const add = () => {
    const item = text.trim();
    if (item === '') return;
    setText('');
    if (!selected.includes(item)) commit(toggleChoice(selected, item, true, options));
  };
  return (
    <Box>
      {selected.length > 0 && (
        <chakra.ul listStyleType="none" p="0" m="0" mb="2" display="flex" flexWrap="wrap" gap="2">
          {selected.map((item) => (
            <chakra.li
              key={item}
              display="inline-flex"
              alignItems="center"
              gap="1"
              pl="3"
              pr="1"
              borderRadius="full"
              bg="gray.100"
              borderWidth="1px"
              borderColor="gray.300"
            >
              {item}
              <chakra.button
                type="button"
                aria-label={`Remove ${item}`}
                disabled={readOnly}
                onClick={() => commit(selected.filter((other) => other !== item))}
                minW="6"
                h="6"
                borderRadius="full"
                cursor="pointer"
                _hover={{ bg: 'gray.200' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent' }}
              >
                ×
              </chakra.button>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      <HStack gap="2" maxW="md">
        <Input
          id={id}
          {...boxStyle(invalid)}
          role="combobox"
          h="11"
          list={listId}
          value={text}
          readOnly={readOnly}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-autocomplete="list"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button type="button" variant="outline" h="11" onClick={add} disabled={readOnly || text.trim() === ''}>
          Add
        </Button>
      </HStack>
      <datalist id={listId}>
        {options
          .filter((option) => !selected.includes(option.value))
          .map((option) => (
            <option key={option.value} value={option.value} />
          ))}
      </datalist>
    </Box>
  );
}
