import { Box, Button } from '@chakra-ui/react';

/** A side panel folded away (001 §2: collapsible, the choice remembered): a thin strip with the button that opens it. */
export function FoldedPanel({
  as,
  label,
  side,
  onOpen,
}: {
  as: 'nav' | 'aside';
  /** The panel's accessible name: "Elements", "Details". */
  label: string;
  side: 'left' | 'right';
  onOpen(): void;
}) {
  return (
    <Box
      as={as}
      aria-label={label}
      bg="app.menu"
      color="app.menuText"
      borderRightWidth={side === 'left' ? '1px' : undefined}
      borderLeftWidth={side === 'right' ? '1px' : undefined}
      p="2"
    >
      <Button size="xs" variant="ghost" aria-label={`Show the ${label.toLowerCase()} panel`} onClick={onOpen}>
        {side === 'left' ? '»' : '«'}
      </Button>
    </Box>
  );
}
