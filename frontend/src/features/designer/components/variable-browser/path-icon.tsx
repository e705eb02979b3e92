import { Box } from '@chakra-ui/react';
import type { PathKind } from '../../model/variable-paths';

/** Glyphs from the system font (no icon set in the bundle): one per kind of value. */
const GLYPHS: Record<string, [glyph: string, meaning: string]> = {
  text: ['Aa', 'text'],
  number: ['#', 'number'],
  date: ['31', 'date'],
  'true/false': ['✓', 'true/false'],
  checkbox: ['✓', 'true/false'],
  selection: ['☰', 'selection'],
  file: ['⎙', 'file'],
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
