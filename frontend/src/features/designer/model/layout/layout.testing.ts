import type { Layout, LayoutCell } from './layout.types';

/**
 * A layout written as text for the specs: one line per row, cells as `name@offset` or `name@offset+span`;
 * a name starting with `!` is an information (static) cell. `grid(3, 'A@0 B@1', 'C@0+2')`.
 */
export function grid(columnCount: number, ...rows: string[]): Layout {
  return {
    columnCount,
    rows: rows.map((row) =>
      row
        .split(/\s+/)
        .filter(Boolean)
        .map((token): LayoutCell => {
          const match = /^(!?)(\w*)@(\d+)(?:\+(\d+))?$/.exec(token);
          if (!match) throw new Error(`Bad cell ${token}`);
          const [, bang, name, offset, span] = match;
          const isStatic = bang === '!';
          return {
            id: isStatic ? `info-${name}` : `q-${name}`,
            class: isStatic ? 'static' : 'question',
            content: name,
            offset: Number(offset),
            span: Number(span ?? 1),
          };
        }),
    ),
  };
}

/** A layout back as text, the way `grid` reads it: the specs compare the pictures. */
export const picture = (layout: Layout): string[] =>
  layout.rows.map((row) =>
    row
      .map(
        (cell) =>
          `${cell.class === 'static' ? '!' : ''}${cell.content}@${cell.offset}${cell.span > 1 ? `+${cell.span}` : ''}`,
      )
      .join(' '),
  );
