import { Box } from '@chakra-ui/react';
import type { ShownScreen } from '@app/templating/interview';
import { useEffect, useMemo, useRef, useState } from 'react';
import { newCellIds, newQuestionsMessage } from '../../model/widgets/new-cells';
import { CellGrid } from './cell-grid';
import { ObjectLayout } from './object-layout';
import { ObjectLayoutContext } from './object-layout-context';
import { visuallyHidden } from './visually-hidden';

/** How long a new cell stays highlighted. */
const HIGHLIGHT_MS = 1600;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The grid of one screen (INTERVIEW §2, §5): its visible cells in their places (one column under 768 px). Cells
 * that appear after an answer are highlighted briefly (not under prefers-reduced-motion) and a polite live region
 * says "2 new questions below"; focus never moves on its own. Needs the page's InterviewContext.
 */
export function ScreenGrid({ screen }: { screen: ShownScreen }) {
  const visible = useMemo(
    () => new Set(screen.cells.filter((placed) => placed.visible).map((placed) => placed.cell.id)),
    [screen],
  );
  const before = useRef<{ screen: string; ids: ReadonlySet<string> } | undefined>(undefined);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [message, setMessage] = useState('');

  useEffect(() => {
    const last = before.current?.screen === screen.name ? before.current.ids : undefined;
    before.current = { screen: screen.name, ids: visible };
    const added = newCellIds(last, visible);
    if (added.length === 0) return;
    const questions = screen.cells.filter(
      (placed) => added.includes(placed.cell.id) && placed.cell.class === 'question',
    ).length;
    setMessage(newQuestionsMessage(questions));
    if (!reducedMotion()) setFresh(new Set(added));
  }, [screen, visible]);

  // Its own effect: later answers (which redraw the screen) must not cancel the highlight's end.
  useEffect(() => {
    if (fresh.size === 0) return;
    const timer = setTimeout(() => setFresh(new Set()), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [fresh]);

  // A new screen starts with nothing announced.
  useEffect(() => setMessage(''), [screen.name]);

  return (
    <ObjectLayoutContext.Provider value={ObjectLayout}>
      <Box data-screen-grid={screen.name}>
        <CellGrid columnCount={screen.columnCount} cells={screen.cells} fresh={fresh} />
        <Box aria-live="polite" role="status" {...visuallyHidden}>
          {message}
        </Box>
      </Box>
    </ObjectLayoutContext.Provider>
  );
}
