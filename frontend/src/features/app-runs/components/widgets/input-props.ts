import type { WidgetVariable } from '../../model/widgets/widget-kind';

/** What every input of a question gets from its QuestionField. */
export interface InputProps {
  /** `q-{path}`: the input's id (a group's first control), which the error summary links to. */
  id: string;
  path: string;
  variable: WidgetVariable;
  /** The answer as the interview holds it. */
  value: unknown;
  invalid: boolean;
  describedBy: string | undefined;
  readOnly: boolean;
}

/** The bordered look of the interview's text boxes, selects and text areas (44 px high: easy targets). */
export const boxStyle = (invalid: boolean) =>
  ({
    bg: 'white',
    color: 'gray.900',
    borderWidth: invalid ? '2px' : '1px',
    borderColor: invalid ? 'red.600' : 'gray.400',
    borderRadius: 'md',
    fontSize: 'md',
    _focusVisible: { outline: '3px solid', outlineColor: 'app.accent', outlineOffset: '1px' },
    _disabled: { bg: 'gray.100', cursor: 'not-allowed', opacity: 0.8 },
    _readOnly: { bg: 'gray.50' },
  }) as const;
