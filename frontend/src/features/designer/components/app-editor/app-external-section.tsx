import { completionUrlProblem } from '../../model/app-options';
import { TextAreaField, TextField } from '../../../../components/ui/form-fields';
import { textOf } from '../member-name-field';
import type { MemberEditorProps } from '../member-editor-props';
import { CheckboxRow, EditorSection } from '../variable-editor/editor-section';
import { AppCheckbox } from './app-checkbox';

/**
 * 001 §2–§3 what an external user (reaching one record through a link) gets: whether the app is theirs
 * (`extUsers`), whether it closes when they finish (`extAutoClose`), and the completion handling — further
 * instructions when `extUseURLs` is off, completion and exit addresses when it is on.
 */
export function AppExternalSection({ member, disabled, onChange }: MemberEditorProps) {
  const bound = { member, onChange, disabled };
  const offered = member.extUsers === true;
  const usesUrls = member.extUseURLs === true;
  return (
    <EditorSection title="External users">
      <CheckboxRow>
        <AppCheckbox {...bound} property="extUsers" label="Available to external users" />
        {offered && <AppCheckbox {...bound} property="extAutoClose" label="Close the app when they finish" />}
        {offered && <AppCheckbox {...bound} property="extUseURLs" label="Send them to a web address when done" />}
      </CheckboxRow>
      {offered && !usesUrls && (
        <TextAreaField
          label="FURTHER INSTRUCTIONS"
          value={textOf(member.extInstruct)}
          rows={4}
          placeholder="What the external user should do next, shown when they finish"
          disabled={disabled}
          onChange={(extInstruct) => onChange({ extInstruct })}
        />
      )}
      {offered && usesUrls && (
        <>
          <TextField
            label="COMPLETION URL"
            value={textOf(member.extCompletionURL)}
            placeholder="https://"
            disabled={disabled}
            error={completionUrlProblem(member.extCompletionURL)}
            onChange={(extCompletionURL) => onChange({ extCompletionURL })}
          />
          <TextField
            label="EXIT URL"
            value={textOf(member.extExitURL)}
            placeholder="https://"
            disabled={disabled}
            error={completionUrlProblem(member.extExitURL)}
            onChange={(extExitURL) => onChange({ extExitURL })}
          />
        </>
      )}
    </EditorSection>
  );
}
