import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { promptOf, type InterviewVariable } from '@app/templating/interview';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useInterview } from '../../model/interview-context';
import { answerAt, fieldId, itemPrefix } from '../../model/widgets/answer-paths';
import { answersScope } from '../../model/widgets/answers-scope';
import { itemNoun, itemStatus, itemSummary } from '../../model/widgets/item-summary';
import { importedList } from '../../model/widgets/list-import';
import { itemIndexOf } from '../../model/widgets/reveal-field';
import type { WidgetVariable } from '../../model/widgets/widget-kind';
import { SmallButton, StatusBadge } from './object-card';
import { ListImportButton } from './list-import-dialog';
import { ListSelectButton } from './object-select-button';
import { ObjectDialog } from './object-dialog';
import { useObjectLayout } from './object-layout-context';
import { focusFirstField, useReveal } from './use-reveal';
import { visuallyHidden } from './visually-hidden';

type Style = 'popup' | 'inline' | 'accordion';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** What an empty list says: "No children added yet." (a prompt written as a question: "Nothing added yet."). */
const emptyText = (prompt: string) =>
  prompt.endsWith('?') ? 'Nothing added yet.' : `No ${prompt.replace(/[\s:]+$/, '').toLowerCase()} added yet.`;

/**
 * A list of objects, the add-another pattern (INTERVIEW §4): a row per item with its summary, status, Edit, Remove
 * (confirmed by name; focus then goes to the next row, or to Add) and Move up / Move down; "Add {item}" under the
 * list; an empty list says so. Popup: Add and Edit open the dialog, a new item exists only after Done. Inline:
 * each item a fieldset ("Child 2"). Accordion: a panel per item; Add opens a new panel and focuses its first field.
 */
export function ObjectListField({ path, variable, style }: { path: string; variable: WidgetVariable; style: Style }) {
  const interview = useInterview();
  const Layout = useObjectLayout();
  const model = variable.model ?? { variables: [] };
  const items = asList(answerAt(interview.answers, path));
  const prompt = promptOf(variable);
  const noun = itemNoun(variable);
  const listId = fieldId(path);
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const container = useRef<HTMLDivElement>(null);
  const readOnly = interview.readOnly;

  const rowButtonId = (index: number) => `${listId}-item-${index}`;
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const commit = (next: unknown[]) => interview.commit(path, next);
  /** An item's summary: its model's summary template in the item's scope, else its first answers. */
  const summaryOf = (index: number) =>
    itemSummary(
      model,
      items[index],
      answersScope(
        interview.answers,
        interview.shown.formulaValues,
        itemPrefix(path, index),
        interview.locale,
        interview.shown.objects,
      ),
    );
  const titleOf = (index: number) => summaryOf(index) || `${capital(noun)} ${index + 1}`;

  useReveal(path, (target) => {
    const index = itemIndexOf(path, target);
    if (index === undefined) return;
    if (style === 'popup') setEditing(index);
    if (style === 'accordion') setOpen((was) => new Set(was).add(index));
  });

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    [next[index], next[to]] = [next[to], next[index]];
    commit(next);
    if (style === 'accordion') {
      const wasOpen = open;
      setOpen(new Set([...wasOpen].map((at) => (at === index ? to : at === to ? index : at))));
    }
    focusLater(`${rowButtonId(to)}-${by < 0 ? 'up' : 'down'}`);
  };

  const add = () => {
    if (style === 'popup') return setEditing(items.length);
    commit([...items, {}]);
    const index = items.length;
    if (style === 'accordion') setOpen((was) => new Set(was).add(index));
    requestAnimationFrame(() => focusFirstField(document.getElementById(`${listId}-item-${index}-body`)));
  };

  const usedBy = selectionsOffering(
    interview.shown.screens.flatMap((screen) => screen.cells),
    variable.name,
  );

  const actions = (index: number) => (
    <HStack gap="1.5" flexWrap="wrap">
      {style === 'popup' && (
        <SmallButton
          id={rowButtonId(index)}
          aria-label={`Edit ${titleOf(index)}`}
          disabled={readOnly}
          onClick={() => setEditing(index)}
        >
          Edit
        </SmallButton>
      )}
      <SmallButton
        id={`${rowButtonId(index)}-up`}
        aria-label={`Move ${titleOf(index)} up`}
        disabled={readOnly || index === 0}
        onClick={() => move(index, -1)}
      >
        <span aria-hidden>↑</span> Move up
      </SmallButton>
      <SmallButton
        id={`${rowButtonId(index)}-down`}
        aria-label={`Move ${titleOf(index)} down`}
        disabled={readOnly || index === items.length - 1}
        onClick={() => move(index, 1)}
      >
        <span aria-hidden>↓</span> Move down
      </SmallButton>
      <SmallButton
        id={style === 'popup' ? undefined : rowButtonId(index)}
        aria-label={`Remove ${titleOf(index)}`}
        disabled={readOnly}
        color="red.700"
        onClick={() => setRemoving(index)}
      >
        Remove
      </SmallButton>
    </HStack>
  );

  return (
    <chakra.section ref={container} aria-labelledby={`${listId}-heading`} data-object-list={path} minW="0">
      <Text
        as="h2"
        id={`${listId}-heading`}
        fontWeight="semibold"
        fontSize="md"
        mb="2"
        {...(variable.unlabeled ? visuallyHidden : {})}
      >
        {prompt}
      </Text>
      {variable.help?.trim() && (
        <Text fontSize="sm" color="gray.700" mb="2">
          {variable.help}
        </Text>
      )}
      {items.length === 0 ? (
        <Text color="gray.600" fontStyle="italic" mb="3" data-empty-list>
          {emptyText(prompt)}
        </Text>
      ) : (
        <chakra.ol listStyleType="none" m="0" p="0" mb="3" display="flex" flexDirection="column" gap="2">
          {items.map((item, index) => {
            const status = itemStatus(
              model,
              item,
              itemPrefix(path, index),
              interview.shown.isRelevant,
              interview.errors,
            );
            const summary = summaryOf(index);
            const label = `${capital(noun)} ${index + 1}`;
            const bodyId = `${listId}-item-${index}-body`;
            if (style === 'inline')
              return (
                <chakra.li key={index}>
                  <chakra.fieldset
                    borderWidth="1px"
                    borderColor="gray.300"
                    borderRadius="md"
                    px="4"
                    pt="1"
                    pb="4"
                    m="0"
                  >
                    <chakra.legend px="1" fontWeight="semibold">
                      {label}
                    </chakra.legend>
                    <HStack justify="space-between" flexWrap="wrap" gap="2" mb="3">
                      <StatusBadge status={status} />
                      {actions(index)}
                    </HStack>
                    <Box id={bodyId}>
                      <Layout model={model} prefix={itemPrefix(path, index)} />
                    </Box>
                  </chakra.fieldset>
                </chakra.li>
              );
            if (style === 'accordion') {
              const isOpen = open.has(index) || status.problems > 0;
              return (
                <chakra.li key={index} borderWidth="1px" borderColor="gray.300" borderRadius="md" bg="white">
                  <HStack gap="2" pr="3" flexWrap="wrap">
                    <chakra.button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={bodyId}
                      onClick={() =>
                        setOpen((was) => {
                          const next = new Set(was);
                          if (next.has(index)) next.delete(index);
                          else next.add(index);
                          return next;
                        })
                      }
                      flex="1"
                      minW="48"
                      display="flex"
                      alignItems="center"
                      gap="3"
                      px="4"
                      py="3"
                      minH="12"
                      textAlign="start"
                      cursor="pointer"
                      borderRadius="md"
                      _hover={{ bg: 'gray.50' }}
                      _focusVisible={{ outline: '3px solid', outlineColor: 'app.accent', outlineOffset: '-3px' }}
                    >
                      <chakra.span aria-hidden transform={isOpen ? 'rotate(90deg)' : 'none'}>
                        ▸
                      </chakra.span>
                      <Text as="span" flex="1" minW="0" truncate fontWeight="medium" title={summary || label}>
                        {summary || label}
                      </Text>
                      <StatusBadge status={status} />
                    </chakra.button>
                    {actions(index)}
                  </HStack>
                  <Box id={bodyId} hidden={!isOpen} px="4" pb="4" pt="1">
                    {isOpen && <Layout model={model} prefix={itemPrefix(path, index)} />}
                  </Box>
                </chakra.li>
              );
            }
            return (
              <chakra.li
                key={index}
                display="flex"
                alignItems="center"
                gap="3"
                flexWrap="wrap"
                borderWidth="1px"
                borderColor="gray.300"
                borderRadius="md"
                bg="white"
                px="4"
                py="2.5"
              >
                {/* A long summary is cut to the row: the whole of it shows on hover. */}
                <Text flex="1" minW="40" fontWeight="medium" truncate title={summary || label}>
                  {summary || label}
                </Text>
                <StatusBadge status={status} />
                {actions(index)}
              </chakra.li>
            );
          })}
        </chakra.ol>
      )}
      <HStack gap="2" flexWrap="wrap">
        <SmallButton id={`${listId}-add`} disabled={readOnly} onClick={add} size="md" minH="10">
          <span aria-hidden>+</span> Add {noun}
        </SmallButton>
        {variable.selectQuery && (
          <ListSelectButton
            id={`${listId}-choose`}
            path={path}
            reference={variable.selectQuery}
            items={items}
            onAdd={commit}
          />
        )}
        {variable.allowImport && (
          <ListImportButton
            id={`${listId}-import`}
            model={model}
            noun={noun}
            plural={prompt.endsWith('?') ? `${noun}s` : prompt.replace(/[\s:]+$/, '').toLowerCase()}
            current={items.length}
            locale={interview.locale}
            disabled={readOnly}
            onImport={(imported, mode) => commit(importedList(items, imported, mode))}
          />
        )}
      </HStack>

      {editing !== null && (
        <ObjectDialog
          title={editing < items.length ? `Edit ${titleOf(editing)}` : `Add ${noun}`}
          path={`${path}[${editing}]`}
          model={model}
          initial={items[editing]}
          onCancel={() => setEditing(null)}
          onDone={(draft) => {
            const next = [...items];
            next[editing] = draft;
            setEditing(null);
            commit(next);
          }}
        />
      )}
      {removing !== null && (
        <ConfirmDialog
          title={`Remove ${noun}`}
          message={`Remove ${titleOf(removing)}?`}
          subject={
            usedBy.length > 0
              ? `${usedBy.join(', ')} offer${usedBy.length === 1 ? 's' : ''} the ${noun}s entered here as options: an answer that chose this one will no longer match.`
              : undefined
          }
          confirmLabel="Remove"
          onCancel={() => setRemoving(null)}
          onConfirm={async () => {
            const index = removing;
            const next = items.filter((_, at) => at !== index);
            setRemoving(null);
            commit(next);
            focusLater(next.length > index ? rowButtonId(index) : `${listId}-add`);
          }}
        />
      )}
    </chakra.section>
  );
}

/** The prompts of selections whose options come from this list (INTERVIEW §4: warn before removing an item). */
function selectionsOffering(cells: readonly { variable?: InterviewVariable }[], list: string): string[] {
  const reads = new RegExp(`(^|[^\\w.])${list.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
  const prompts = new Set<string>();
  for (const { variable } of cells)
    if (variable?.type === 'selection' && variable.optionsExpression && reads.test(variable.optionsExpression))
      prompts.add(promptOf(variable));
  return [...prompts];
}
