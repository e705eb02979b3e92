import { Box } from '@chakra-ui/react';
import type { InterviewModel } from '@app/templating/interview';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import { DraftProvider, useDraft } from './draft-interview';
import { useObjectLayout } from './object-layout-context';

/**
 * The popup of an object or a list item (INTERVIEW §4): the object's layout in a modal dialog with the same
 * relevance rules, Done / Cancel; the changes count only on Done (a draft until then). Escape cancels; focus stays
 * inside and goes back to the button that opened it.
 */
export function ObjectDialog({
  title,
  path,
  model,
  initial,
  onDone,
  onCancel,
}: {
  title: string;
  /** Where the object is: `Client`, `Kids[2]` (a new item's index is the list's length). */
  path: string;
  model: InterviewModel;
  initial: unknown;
  onDone(value: Record<string, unknown>): void;
  onCancel(): void;
}) {
  const Layout = useObjectLayout();
  const { draft, context } = useDraft(path, model, initial);
  return (
    <DialogFrame title={title} width="720px" sheet okLabel="Done" onOk={() => onDone(draft)} onCancel={onCancel}>
      <Box maxH={{ md: 'calc(100dvh - 14rem)' }} overflowY={{ md: 'auto' }} px="1" py="1" mx="-1">
        <DraftProvider value={context}>
          <Layout model={model} prefix={`${path}.`} />
        </DraftProvider>
      </Box>
    </DialogFrame>
  );
}
