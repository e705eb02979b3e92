import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { serverSaid } from '../../../../lib/http/http-error';
import { useChooseSelectItem, type SelectItemSummary } from '../../api/select-object-data.api';
import { useInterview } from '../../model/interview-context';
import { chosenNotice, chosenObject, queryLabelOf, selectVariablePath } from '../../model/widgets/object-select';
import { ObjectSelectDialog } from './object-select-dialog';
import { SmallButton } from './object-card';

/**
 * 'SELECT data FROM…' on an object or a list of objects (docs/runs.md "Choosing an object's data from a query"):
 * the button opens the Choose dialog over the query's items; the chosen item's values that fit the object's model,
 * with its `_source`, go to `onChosen`. When `replaces` holds answers the person is asked first. Focus returns to
 * the button; `onNotice` gets what to tell ("Filled from Acme. 1 value … was left out.").
 */
export function ObjectSelectButton({
  id,
  path,
  reference,
  label,
  replaces,
  prompt,
  onChosen,
  onNotice,
  size,
}: {
  /** The button's id (focus returns to it). */
  id: string;
  /** The object's (or the list's) path, as the server finds its variable. */
  path: string;
  /** The variable's query reference (`Clients()`). */
  reference: string;
  /** What the button says ("Choose from Clients", "Choose again", "Add from Clients"). */
  label: string;
  /** The object holds answers that choosing would overwrite: confirm first. */
  replaces: boolean;
  /** The question's prompt, for the confirmation. */
  prompt: string;
  onChosen(object: Record<string, unknown>): void;
  onNotice(text: string): void;
  /** The list's buttons are md (Add, Import); an object's are sm. */
  size?: 'sm' | 'md';
}) {
  const interview = useInterview();
  const place = interview.selectPlace;
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<SelectItemSummary | null>(null);
  const answers = interview.answers as Record<string, unknown>;
  const variablePath = selectVariablePath(path);
  const choose = useChooseSelectItem(
    place ?? { tenancy: '', catalog: '', recordId: null, app: '' },
    variablePath,
    answers,
  );
  if (!place) return null;
  const query = queryLabelOf(reference);
  const focusButton = () => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const close = () => {
    setOpen(false);
    setConfirming(null);
    choose.reset();
    focusButton();
  };
  const fill = async (item: SelectItemSummary) => {
    const chosen = await choose.mutateAsync(item._id).catch(() => null);
    // The Choose dialog shows why (again, after a confirmation).
    if (!chosen) return setConfirming(null);
    onChosen(chosenObject(chosen));
    onNotice(chosenNotice(chosen.name, chosen.leftOut.length));
    close();
  };

  return (
    <>
      <SmallButton
        id={id}
        disabled={interview.readOnly}
        onClick={() => setOpen(true)}
        {...(size === 'md' ? { size: 'md', minH: '10' } : {})}
      >
        {label}
      </SmallButton>
      {open && !confirming && (
        <ObjectSelectDialog
          title={`Choose from ${query}`}
          place={place}
          path={variablePath}
          answers={answers}
          busy={choose.isPending}
          error={choose.isError ? (serverSaid(choose.error) ?? 'The item could not be read. Try again.') : null}
          onChoose={(item) => (replaces ? setConfirming(item) : void fill(item))}
          onCancel={close}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title="Replace the answers?"
          message={`The answers of ${prompt} are replaced with those of the item chosen; answers it has no value for are cleared.`}
          subject={confirming.name}
          confirmLabel="Replace"
          onConfirm={() => fill(confirming)}
          onCancel={close}
        />
      )}
    </>
  );
}

/**
 * "Add from {query}" beside a list's "Add {item}": the chosen item is added after those listed, and what it filled
 * is said under the buttons (a whole row of the wrapping button bar).
 */
export function ListSelectButton({
  id,
  path,
  reference,
  items,
  onAdd,
}: {
  id: string;
  path: string;
  reference: string;
  items: readonly unknown[];
  onAdd(next: unknown[]): void;
}) {
  const [notice, setNotice] = useState('');
  return (
    <>
      <ObjectSelectButton
        id={id}
        path={path}
        reference={reference}
        label={`Add from ${queryLabelOf(reference)}`}
        replaces={false}
        prompt=""
        size="md"
        onChosen={(object) => onAdd([...items, object])}
        onNotice={setNotice}
      />
      <Text w="full" fontSize="sm" color="gray.700" aria-live="polite" hidden={!notice} data-select-notice>
        {notice}
      </Text>
    </>
  );
}
