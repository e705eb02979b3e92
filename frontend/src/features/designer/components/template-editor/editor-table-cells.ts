import { chakra } from '@chakra-ui/react';

/** The template editor's tables (PDF field map, `nd:` profile rows): a header cell in small grey capitals. */
export const Th = chakra('th', {
  base: {
    textAlign: 'left',
    fontSize: 'xs',
    fontWeight: 'semibold',
    letterSpacing: 'wide',
    color: 'gray.600',
    px: '2',
    py: '2',
    borderBottomWidth: '2px',
    borderColor: 'gray.300',
    verticalAlign: 'bottom',
  },
});

/** A body cell of those tables: its content at the top, a thin rule under the row. */
export const Td = chakra('td', {
  base: { px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'gray.200', verticalAlign: 'top', fontSize: 'sm' },
});
