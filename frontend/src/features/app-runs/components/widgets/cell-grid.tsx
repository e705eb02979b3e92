import { Box } from '@chakra-ui/react';
import type { ShownCell } from '@app/templating/interview';
import { compactRows } from '../../model/widgets/compact-rows';
import { QuestionField } from './question-field';
import { StaticCell } from './static-cell';

/** Wider than this, cells keep their columns; narrower, one column read row by row (INTERVIEW §11). */
export const GRID_BREAKPOINT = 'md';

/**
 * A layout's CSS grid (INTERVIEW §2): `columnCount` columns, each visible cell at its row, column and span; under
 * 768 px one column in reading order. Question cells ask the field at `prefix` + variable name; static cells show
 * their markdown. Hidden cells are not drawn (their answers are kept), and the rows left empty close up.
 */
export function CellGrid({
  columnCount,
  cells,
  prefix = '',
  fresh,
}: {
  columnCount: number;
  cells: readonly ShownCell[];
  prefix?: string;
  /** Cells that just appeared: highlighted briefly (not under prefers-reduced-motion). */
  fresh?: ReadonlySet<string>;
}) {
  const visible = cells.filter((placed) => placed.visible);
  const rowOf = compactRows(visible.map((placed) => placed.row));
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: '1fr', [GRID_BREAKPOINT]: `repeat(${columnCount}, minmax(0, 1fr))` }}
      columnGap="6"
      rowGap="6"
      alignItems="start"
    >
      {visible.map((placed) => {
        const isNew = fresh?.has(placed.cell.id) ?? false;
        return (
          <Box
            key={placed.cell.id}
            data-cell={placed.cell.id}
            data-new={isNew || undefined}
            minW="0"
            gridColumn={{ base: 'auto', [GRID_BREAKPOINT]: `${placed.column} / span ${placed.span}` }}
            gridRow={{ base: 'auto', [GRID_BREAKPOINT]: String(rowOf.get(placed.row)) }}
            borderRadius="md"
            mx="-2"
            px="2"
            py="1"
            bg={isNew ? 'orange.100' : 'transparent'}
            // The highlight comes at once and fades away.
            css={{
              '@media (prefers-reduced-motion: no-preference)': {
                transition: isNew ? 'none' : 'background-color 1.2s ease-out',
              },
            }}
          >
            {placed.cell.class === 'static' ? (
              <StaticCell content={placed.cell.content} prefix={prefix} />
            ) : placed.variable ? (
              <QuestionField path={prefix + placed.variable.name} variable={placed.variable} />
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
