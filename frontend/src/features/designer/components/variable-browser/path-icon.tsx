import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PathKind } from '../../model/variable-paths';

/** A page with a folded corner, in the text's colour. */
const FILE_ICON = (
  <svg width="10" height="12" viewBox="0 0 10 12" fill="none" stroke="currentColor" strokeWidth="1.4">
    <path d="M1 1h5l3 3v7H1z M6 1v3h3" strokeLinejoin="round" />
  </svg>
);

/**
 * Glyphs from the system font (no icon set in the bundle): one per kind of value. Only characters every font Chromium
 * falls back to has (Debian's DejaVu): a file is drawn as a small page instead of ⎙, which showed as an empty box.
 */
const GLYPHS: Record<string, [glyph: ReactNode, meaning: string]> = {
  text: ['Aa', 'text'],
  number: ['#', 'number'],
  date: ['31', 'date'],
  'true/false': ['✓', 'true/false'],
  checkbox: ['✓', 'true/false'],
  selection: ['☰', 'selection'],
  file: [FILE_ICON, 'file'],
  object: ['{ }', 'object'],
  model: ['{ }', 'object'],
  global: ['◎', 'global object'],
};

/** The row icon of the variable browser (001 §2): what kind of value the row holds. */
export function PathIcon({ kind, type }: { kind: PathKind; type: string }) {
  const [glyph, meaning] =
    kind === 'template' ? ['¶', 'template'] : kind === 'formula' ? ['ƒ', 'formula'] : (GLYPHS[type] ?? ['•', type]);
  return (
    <Box
      as="span"
      aria-hidden="true"
      title={meaning}
      flexShrink={0}
      w="6"
      h="5"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      fontSize="2xs"
      fontWeight="bold"
      borderRadius="sm"
      bg={kind === 'variable' ? 'gray.100' : kind === 'formula' ? 'blue.50' : 'orange.50'}
      color={kind === 'variable' ? 'gray.700' : kind === 'formula' ? 'blue.700' : 'orange.800'}
    >
      {glyph}
    </Box>
  );
}
