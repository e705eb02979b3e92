import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { promptOf, validateAll } from '@app/templating/interview';
import { useInterviewAutosave } from '../../machines/use-interview-autosave';
import { INTERVIEW_NEXT_EVENT, InterviewContext } from '../../model/interview-context';
import {
  currentScreen,
  fieldErrorsOn,
  groupProblems,
  interviewTitle,
  outlineStates,
  screenPosition,
  visibleScreens,
  type ProblemGroup,
} from '../../model/interview-navigation';
import { withoutGlobalProblems } from '../../model/interview-globals';
import { topLevelName } from '../../model/interview-pending';
import type { InterviewOpened } from '../../model/interview.types';
import { portalExitUrl } from '../../model/portal-completion';
import type { AnswersDestination } from '../../model/answers-destination';
import { revealField } from '../../model/widgets/reveal-field';
import { fieldId } from '../../model/widgets/answer-paths';
import { ScreenGrid } from '../widgets/screen-grid';
import { ConflictNotices } from './conflict-notices';
import { ErrorSummary } from './error-summary';
import { InterviewFooter } from './interview-footer';
import { InterviewHeader } from './interview-header';
import { InterviewOutline } from './interview-outline';
import { AnswersSavedNotice, NoQuestions, SkipToQuestions } from './interview-panels';
import { LockNotice } from './lock-notice';
import { RecordLinkLine } from './record-link';
import { useInterviewAnswers } from './use-interview-answers';
import { useInterviewEngine } from './use-interview-engine';
import { useInterviewFinish } from './use-interview-finish';

type Summary = { kind: 'fields' | 'finish'; groups: ProblemGroup[] };

const QUESTIONS_ID = 'interview-questions';

/**
 * A problem's field: its own input, or, when it is not drawn (a field of a list item kept in a dialog), the input of
 * the question that holds it, where the person opens it.
 */
const fieldElement = (path: string): HTMLElement | null =>
  document.getElementById(fieldId(path)) ?? document.getElementById(fieldId(topLevelName(path)));

/**
 * Takes the person to a problem's field (an error summary link): a field in a closed popup or accordion is opened
 * by its object widget first (revealField); failing that, the question holding it, or the screen's title.
 */
async function focusProblem(path: string, heading: HTMLElement | null): Promise<void> {
  if (await revealField(path)) return;
  (fieldElement(path) ?? heading)?.focus();
}

/**
 * One opened interview (INTERVIEW §1–§8): header, outline, the current screen's grid, the footer; answers committed
 * through the autosave machine, relevance recomputed on each committed answer, field checks on blur, Next held back
 * by field errors, Finish checking every screen and starting the run.
 */
export function InterviewSession({
  tenancy,
  opened,
  external,
  onCreated,
  onPortalFinished,
  destination,
}: {
  tenancy: string;
  opened: InterviewOpened;
  external: boolean;
  /** Answers that are not a record's (a global-info app's): saved, read back and finished through it. */
  destination?: AnswersDestination;
  /** The first save created the record: the page's address names it from then on. */
  onCreated(recordId: string): void;
  /** An external user finished (INTERVIEW §9): the portal takes over, the interview is done with. */
  onPortalFinished(finished: { recordId: string; ranDocuments: boolean }): void;
}) {
  const navigate = useNavigate();
  const autosave = useInterviewAutosave(tenancy, opened, onCreated, destination);
  const readOnly = opened.lockedBy !== null;
  const catalog = opened.catalog.name;
  const app = opened.app.name;
  const [recordName, setRecordName] = useState(opened.record?.name);

  const committed = autosave.answers;
  const { input, globals, globalNames, withInfo, engineAnswers, shown, relevanceFor } = useInterviewEngine({
    tenancy,
    opened,
    recordId: autosave.recordId,
    committed,
    liveOptions: !destination && !readOnly,
  });

  const place = { tenancy, catalog, app };
  const [wanted, setWanted] = useState<string | undefined>(() =>
    opened.record ? autosave.device.loadScreen({ ...place, recordId: opened.record.id }) : undefined,
  );
  const screen = currentScreen(shown, wanted);
  const position = screen ? screenPosition(shown, screen) : undefined;
  const problems = useMemo(
    () => withoutGlobalProblems(validateAll(shown, engineAnswers), globalNames),
    [shown, engineAnswers, globalNames],
  );

  const [summary, setSummary] = useState<Summary | null>(null);
  const { runFinish, finishing, finishError, answersSaved, setAnswersSaved } = useInterviewFinish({
    tenancy,
    opened,
    external,
    destination,
    autosave,
    problemsNow: () => (problems.length > 0 ? groupProblems(shown, problems) : null),
    onProblems: (groups) => setSummary({ kind: 'finish', groups }),
    onDone: () => setSummary(null),
    onPortalFinished,
  });

  const [exiting, setExiting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusAfterOpen = useRef<string | null>(null);
  const firstScreen = useRef(true);

  // The window's title names the screen, the app and the record (INTERVIEW §10).
  const title = screen ? interviewTitle(screen.title, opened.app.label, recordName) : opened.app.label;
  useEffect(() => {
    document.title = title;
  }, [title]);

  // Each screen change: the h1 takes focus (not on the first load: the page's own focus order starts at the top),
  // and the device remembers where the person was.
  useEffect(() => {
    if (!screen) return;
    if (autosave.recordId) autosave.device.saveScreen({ ...place, recordId: autosave.recordId }, screen.name);
    if (focusAfterOpen.current) {
      const path = focusAfterOpen.current;
      focusAfterOpen.current = null;
      firstScreen.current = false;
      void focusProblem(path, headingRef.current);
      return;
    }
    if (firstScreen.current) firstScreen.current = false;
    else headingRef.current?.focus();
    // Only when the screen itself changes.
  }, [screen?.name]);

  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);

  // The sticky footer never hides the focused field (WCAG 2.4.11): the page scrolls with room for it.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = '6rem';
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, []);

  const selectRecord = autosave.recordId;
  const selectPlace = useMemo(
    () => (destination ? undefined : { tenancy, catalog, recordId: selectRecord, app }),
    [destination, tenancy, catalog, selectRecord, app],
  );
  const { context, errors, errorsNow } = useInterviewAnswers({
    tenancy,
    catalog,
    input,
    autosave,
    shown,
    relevanceFor,
    readOnly,
    external,
    globals,
    withInfo,
    onCommit: () => setAnswersSaved(false),
    uploadTo: destination?.upload,
    selectPlace,
  });
  const states = useMemo(() => outlineStates(shown, committed, problems, errors), [shown, committed, problems, errors]);

  const open = (name: string) => {
    autosave.saveNow();
    setSummary(null);
    setWanted(name);
  };

  /** Next or another screen: held back by field errors on this one, which the summary lists (INTERVIEW §6). */
  const leaveTo = (name: string | undefined) => {
    if (!screen || !name) return;
    const here = fieldErrorsOn(screen, errorsNow.current);
    if (here.length > 0) {
      setSummary({ kind: 'fields', groups: groupProblems(shown, here) });
      return;
    }
    open(name);
  };

  const openProblem = (screenName: string, path: string) => {
    if (screen?.name === screenName) {
      void focusProblem(path, headingRef.current);
      return;
    }
    focusAfterOpen.current = path;
    setWanted(screenName);
    autosave.saveNow();
  };

  const exitUrl = portalExitUrl(opened.external);
  const exit = !external ? 'catalog' : exitUrl ? 'exit-url' : 'none';
  const saveAndExit = async () => {
    setExiting(true);
    await autosave.flush().catch(() => null);
    // An external user's Exit leaves the product for the app's exit URL, once the answers are saved.
    if (exitUrl) {
      window.location.assign(exitUrl);
      return;
    }
    setExiting(false);
    navigate(external ? `/${tenancy}/` : `/${tenancy}/${encodeURIComponent(catalog)}`);
  };

  // Enter in a one-line field asks for the next screen (INTERVIEW §3).
  const questionsRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<() => void>(() => undefined);
  nextRef.current = () => (position?.next ? leaveTo(position.next.name) : undefined);
  useEffect(() => {
    const region = questionsRef.current;
    if (!region) return;
    const onNext = () => nextRef.current();
    region.addEventListener(INTERVIEW_NEXT_EVENT, onNext);
    return () => region.removeEventListener(INTERVIEW_NEXT_EVENT, onNext);
  }, []);

  const onRecordNameChange = autosave.recordName;
  useEffect(() => {
    if (onRecordNameChange) setRecordName(onRecordNameChange);
  }, [onRecordNameChange]);

  const variables = input.model.variables;
  const promptByName = (name: string) => {
    const variable = variables.find((each) => each.name === name);
    return variable ? promptOf(variable) : name;
  };

  return (
    <InterviewContext.Provider value={context}>
      <Flex
        data-testid="interview"
        data-screen={screen?.name}
        direction="column"
        bg="gray.50"
        // The footer sits at the bottom of the window on short screens: the page fills what the top bar and the
        // breadcrumbs leave.
        minH="calc(100dvh - 6.5rem)"
      >
        <SkipToQuestions target={QUESTIONS_ID} />
        <InterviewHeader
          appLabel={opened.app.label}
          recordName={recordName}
          status={autosave.status}
          savedAt={autosave.savedAt}
          error={autosave.error}
          timeZone={input.timeZone}
          readOnly={readOnly}
          exiting={exiting}
          exit={exit}
          onRetry={autosave.retry}
          onSaveAndExit={() => void saveAndExit()}
          link={
            // A record's link: once the record exists (a new one is linked after its first save creates it).
            opened.app.linksRecord && !destination && autosave.recordId ? (
              <RecordLinkLine
                tenancy={tenancy}
                place={{ catalog, recordId: autosave.recordId, app }}
                readOnly={readOnly}
              />
            ) : undefined
          }
        />
        {screen && position ? (
          <>
            <Flex
              flex="1"
              w="full"
              maxW="6xl"
              mx="auto"
              direction={{ base: 'column', md: 'row' }}
              gap={{ base: '0', md: '8' }}
              px={{ base: '0', md: '6' }}
              py={{ base: '0', md: '8' }}
            >
              <Box
                as="aside"
                w={{ base: 'full', md: '64' }}
                flexShrink={0}
                position={{ md: 'sticky' }}
                top={{ md: '4' }}
                alignSelf="flex-start"
              >
                <InterviewOutline
                  screens={visibleScreens(shown)}
                  states={states}
                  current={screen.name}
                  positionLabel={position.label}
                  onOpen={(name) => (name === position.previous?.name ? open(name) : leaveTo(name))}
                />
              </Box>
              <Box
                ref={questionsRef}
                id={QUESTIONS_ID}
                tabIndex={-1}
                role="region"
                aria-labelledby="interview-screen-title"
                flex="1"
                minW="0"
                alignSelf={{ md: 'flex-start' }}
                bg="white"
                borderWidth={{ base: '0', md: '1px' }}
                borderColor="gray.200"
                borderRadius={{ base: '0', md: 'xl' }}
                boxShadow={{ md: 'sm' }}
                px={{ base: '4', md: '10' }}
                py={{ base: '6', md: '8' }}
                mt={{ base: '3', md: '0' }}
                _focusVisible={{ outline: 'none' }}
              >
                {readOnly && <LockNotice name={opened.lockedBy!} />}
                {summary && (
                  <ErrorSummary
                    ref={summaryRef}
                    groups={summary.groups}
                    showScreens={summary.kind === 'finish'}
                    onOpen={openProblem}
                    onAssembleAnyway={
                      summary.kind === 'finish' && !external && opened.app.generateDocs
                        ? () => void runFinish(true)
                        : undefined
                    }
                    assembling={finishing}
                  />
                )}
                {finishError && (
                  <Text role="alert" color="red.700" mb="4" data-testid="finish-error">
                    {finishError}
                  </Text>
                )}
                {answersSaved && <AnswersSavedNotice />}
                <ConflictNotices
                  conflicts={autosave.conflicts}
                  promptOf={promptByName}
                  onKeepMine={autosave.keepMine}
                  onUseTheirs={autosave.useTheirs}
                />
                <Heading
                  as="h1"
                  id="interview-screen-title"
                  ref={headingRef}
                  tabIndex={-1}
                  size="2xl"
                  mb="6"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '4px' }}
                >
                  {screen.title}
                </Heading>
                <ScreenGrid screen={screen} />
              </Box>
            </Flex>
            <InterviewFooter
              positionLabel={position.label}
              canGoBack={position.previous !== undefined}
              last={position.next === undefined}
              readOnly={readOnly}
              finishing={finishing}
              onBack={() => position.previous && open(position.previous.name)}
              onNext={() => leaveTo(position.next?.name)}
              onFinish={() => void runFinish(false)}
            />
          </>
        ) : (
          <NoQuestions
            appLabel={opened.app.label}
            exitLabel={exit === 'none' ? null : exit === 'exit-url' ? 'Exit' : `Back to ${opened.catalog.label}`}
            onExit={() => void saveAndExit()}
          />
        )}
      </Flex>
    </InterviewContext.Provider>
  );
}
