import { Box, Flex, type BoxProps } from '@chakra-ui/react';
import { useRef } from 'react';
import { useFocusTrap } from './use-focus-trap';

interface ModalShellProps extends BoxProps {
  /** The id of the dialog's heading, which names it for assistive technology (and tests). */
  labelledBy: string;
  /** Under 768 px the panel fills the screen (a sheet), as the interview's popups do (INTERVIEW §11). */
  sheet?: boolean;
}

/**
 * A modal dialog's overlay and panel, built from boxes: Chakra's Dialog would need its recipe in the shared
 * system, which every screen loads. The panel's size and spacing come from the caller. Focus is kept inside
 * the panel while it is open (useFocusTrap).
 */
export function ModalShell({ labelledBy, sheet = false, children, ...panel }: ModalShellProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref);
  return (
    <Flex
      position="fixed"
      inset="0"
      bg="blackAlpha.600"
      zIndex="modal"
      align="center"
      justify="center"
      p={sheet ? { base: '0', md: '4' } : '4'}
    >
      <Box
        ref={ref}
        role="dialog"
        tabIndex={-1}
        aria-modal="true"
        aria-labelledby={labelledBy}
        bg="app.menu"
        color="app.menuText"
        boxShadow="lg"
        {...panel}
      >
        {children}
      </Box>
    </Flex>
  );
}
