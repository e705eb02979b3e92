import { Box, Text } from '@chakra-ui/react';
import { AppEditor } from './app-editor/app-editor';
import { LayoutEditor } from './layout-editor/layout-editor';
import { TemplateEditor } from './template-editor/template-editor';
import type { MemberEditorProps } from './member-editor-props';
import { VariableEditor } from './variable-editor/variable-editor';
import { FormulaEditor } from './formula-editor/formula-editor';

/** The editor of the selected member, by kind (001 §2: the detail pane, 9 of 12 columns). */
export function MemberDetail(props: MemberEditorProps & { pendingRemoval: boolean }) {
  const { pendingRemoval, ...editor } = props;
  return (
    <Box>
      {pendingRemoval && (
        <Text mb="4" p="3" borderRadius="md" bg="red.50" color="red.800" fontSize="sm">
          This {props.kind} will be deleted when the changes are saved. Choose "Undo delete" in its menu to keep it.
        </Text>
      )}
      {editor.kind === 'variable' && <VariableEditor {...editor} />}
      {editor.kind === 'formula' && <FormulaEditor {...editor} />}
      {editor.kind === 'template' && <TemplateEditor {...editor} />}
      {editor.kind === 'app' && <AppEditor {...editor} />}
      {editor.kind === 'layout' && <LayoutEditor {...editor} />}
    </Box>
  );
}
