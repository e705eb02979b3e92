import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { promptOf } from '@app/templating/interview';
import { useEffect, useState } from 'react';
import { useInterview } from '../../model/interview-context';
import { answerAt, fieldId } from '../../model/widgets/answer-paths';
import { answersScope } from '../../model/widgets/answers-scope';
import { itemStatus, itemSummary } from '../../model/widgets/item-summary';
import type { WidgetVariable } from '../../model/widgets/widget-kind';
import { ObjectDialog } from './object-dialog';
import { SmallButton, StatusBadge, SummaryCard } from './object-card';
import { ObjectSelectButton } from './object-select-button';
import { holdsAnswers, isChosen, queryLabelOf } from '../../model/widgets/object-select';
import { useObjectLayout } from './object-layout-context';
import { useReveal } from './use-reveal';
import { visuallyHidden } from './visually-hidden';

/**
 * One object (INTERVIEW §4): a summary card whose Edit opens the popup, the object's layout in place inside a
 * fieldset whose legend is the prompt (inline), or a folding section headed by the summary and the completion
 * state, which opens by itself while it holds missing required answers (accordion).
 */
export function ObjectField({
  path,
  variable,
  style,
}: {
  path: string;
  variable: WidgetVariable;
  style: 'popup' | 'inline' | 'accordion';
}) {
  const interview = useInterview();
  const Layout = useObjectLayout();
  const model = variable.model ?? { variables: [] };
  const value = answerAt(interview.answers, path);
  const prompt = promptOf(variable);
  const status = itemStatus(model, value, `${path}.`, interview.shown.isRelevant, interview.errors);
  const summary = itemSummary(
    model,
    value,
    answersScope(
      interview.answers,
      interview.shown.formulaValues,
      `${path}.`,
      interview.locale,
      interview.shown.objects,
    ),
  );
  const [editing, setEditing] = useState(false);
  const needsAnswers = status.missing > 0 || status.problems > 0;
  const [open, setOpen] = useState(needsAnswers);
  // Opens by itself when answers go missing (never closes by itself: focus may be inside).
  useEffect(() => {
    if (needsAnswers) setOpen(true);
  }, [needsAnswers]);
  useReveal(path, () => (style === 'popup' ? setEditing(true) : setOpen(true)));
  const headingStyle = variable.unlabeled ? visuallyHidden : {};
  // 'SELECT data FROM…' a query: Choose fills the object from one of its items (it stays editable).
  const [selectNotice, setSelectNotice] = useState('');
  const choose = variable.selectQuery ? (
    <ObjectSelectButton
      id={`${fieldId(path)}-choose`}
      path={path}
      reference={variable.selectQuery}
      label={isChosen(value) ? 'Choose again' : `Choose from ${queryLabelOf(variable.selectQuery)}`}
      replaces={holdsAnswers(value)}
      prompt={prompt}
      onChosen={(object) => interview.commit(path, object)}
      onNotice={setSelectNotice}
    />
  ) : null;
  const notice = variable.selectQuery ? (
    <Text fontSize="sm" color="gray.700" aria-live="polite" mt={selectNotice ? '2' : '0'} data-select-notice>
      {selectNotice}
    </Text>
  ) : null;

  if (style === 'inline')
    return (
      <chakra.fieldset
        borderWidth="1px"
        borderColor="gray.300"
        borderRadius="md"
        px="4"
        pt="1"
        pb="4"
        m="0"
        minW="0"
        data-object={path}
      >
        <chakra.legend px="1" fontWeight="semibold" fontSize="md" {...headingStyle}>
          {prompt}
        </chakra.legend>
        {variable.help?.trim() && (
          <Text fontSize="sm" color="gray.700" mb="3">
            {variable.help}
          </Text>
        )}
        {choose && (
          <Box mb="3">
            {choose}
            {notice}
          </Box>
        )}
        <Layout model={model} prefix={`${path}.`} />
      </chakra.fieldset>
    );

  if (style === 'accordion') {
    const panelId = `${fieldId(path)}-panel`;
    return (
      <Box borderWidth="1px" borderColor="gray.300" borderRadius="md" bg="white" data-object={path}>
        <chakra.h2 m="0" fontSize="md">
          <chakra.button
            type="button"
            id={fieldId(path)}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
            w="full"
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
            <chakra.span aria-hidden transform={open ? 'rotate(90deg)' : 'none'} transition="transform 0.15s">
              ▸
            </chakra.span>
            <Box flex="1" minW="0">
              <Text fontWeight="semibold">{prompt}</Text>
              {summary && (
                <Text fontWeight="normal" color="gray.700" fontSize="sm" truncate>
                  {summary}
                </Text>
              )}
            </Box>
            <StatusBadge status={status} />
          </chakra.button>
        </chakra.h2>
        <Box id={panelId} hidden={!open} px="4" pb="4" pt="1">
          {open && choose && (
            <Box mb="3">
              {choose}
              {notice}
            </Box>
          )}
          {open && <Layout model={model} prefix={`${path}.`} />}
        </Box>
      </Box>
    );
  }

  return (
    <Box data-object={path}>
      <SummaryCard
        title={
          <HStack gap="2" mb="0.5">
            <Text fontWeight="semibold" {...headingStyle}>
              {prompt}
            </Text>
            {interview.updatedBy.get(path) && (
              <Text as="span" fontSize="xs" color="orange.800" bg="orange.100" px="1.5" borderRadius="sm">
                Updated by {interview.updatedBy.get(path)}
              </Text>
            )}
          </HStack>
        }
        summary={summary}
        status={status}
        actions={
          <>
            {choose}
            <SmallButton
              id={fieldId(path)}
              aria-label={`Edit ${prompt}`}
              disabled={interview.readOnly}
              onClick={() => setEditing(true)}
            >
              Edit
            </SmallButton>
          </>
        }
      />
      {notice}
      {editing && (
        <ObjectDialog
          title={prompt}
          path={path}
          model={model}
          initial={value}
          onCancel={() => setEditing(false)}
          onDone={(draft) => {
            setEditing(false);
            interview.commit(path, draft);
          }}
        />
      )}
    </Box>
  );
}
