import { isUnanswered, promptOf } from '@app/templating/interview';
import { useInterview } from '../../model/interview-context';
import { answerAt, fieldId } from '../../model/widgets/answer-paths';
import { widgetKind, type WidgetVariable } from '../../model/widgets/widget-kind';
import { BooleanInput } from './boolean-input';
import { DateInput } from './date-input';
import { describedByIds, FieldFrame } from './field-frame';
import { FileInput } from './file-input';
import { GlobalField } from './global-field';
import type { InputProps } from './input-props';
import { NumberInput } from './number-input';
import { ObjectField } from './object-field';
import { ObjectListField } from './object-list-field';
import { SelectionInput } from './selection-input';
import { TextInput } from './text-input';

/**
 * One question of the interview (INTERVIEW §3): its frame (prompt, "(optional)", help, message, check) around the
 * input its type and style call for, bound to the answer at `path` (`Name`, `Client.Name`, `Kids[0].Age`).
 * Objects and lists of objects draw their own frames (a card, a fieldset, an accordion, a list).
 */
export function QuestionField({ path, variable }: { path: string; variable: WidgetVariable }) {
  const interview = useInterview();
  const kind = widgetKind(variable);
  if (kind.kind === 'hidden') return null;
  // In a record's interview a global's values are the catalog's global info: shown, never asked.
  if (variable.type === 'global' && interview.globals) return <GlobalField path={path} variable={variable} />;
  if (kind.kind === 'object')
    return kind.list ? (
      <ObjectListField path={path} variable={variable} style={kind.style} />
    ) : (
      <ObjectField path={path} variable={variable} style={kind.style} />
    );

  const id = fieldId(path);
  const value = answerAt(interview.answers, path);
  const error = interview.errors.get(path);
  const prompt = promptOf(variable);
  const group =
    (kind.kind === 'selection' && (kind.style === 'radiobuttons' || kind.style === 'checkboxes')) ||
    (kind.kind === 'boolean' && kind.style === 'radiobuttons');
  const input: InputProps = {
    id,
    path,
    variable,
    value,
    invalid: !!error,
    describedBy: describedByIds(id, !!error, !!variable.help?.trim()),
    readOnly: interview.readOnly,
  };
  return (
    <FieldFrame
      id={id}
      prompt={prompt}
      help={variable.help}
      unlabeled={variable.unlabeled}
      optional={variable.alwaysOptional === true}
      answered={!isUnanswered(value)}
      error={error}
      updatedBy={interview.updatedBy.get(path)}
      group={group}
    >
      {kind.kind === 'text' && <TextInput {...input} multiline={kind.multiline} rows={kind.rows} />}
      {kind.kind === 'number' && <NumberInput {...input} style={kind.style} />}
      {kind.kind === 'date' && <DateInput {...input} style={kind.style} />}
      {kind.kind === 'boolean' && <BooleanInput {...input} style={kind.style} />}
      {kind.kind === 'selection' && (
        <SelectionInput {...input} style={kind.style} columns={kind.columns} multiple={kind.multiple} />
      )}
      {kind.kind === 'file' && <FileInput {...input} />}
    </FieldFrame>
  );
}
