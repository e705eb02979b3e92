import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

/** 002 §8, §9: 'Data copied to the clipboard', at the top centre for 1.5 s. */
export const COPIED_MESSAGE = 'Data copied to the clipboard';
/** 002 §9 and 001 §9: a copy's message shows for 1.5 s. */
export const COPIED_MESSAGE_MS = 1500;

/**
 * Whether a copy's message shows: `show()` after each copy; a copy while it shows starts its 1.5 s again. The
 * table editor shows CopiedNotice with it, the variable browser its own line under the list.
 */
export function useCopiedNotice() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    visible,
    show() {
      clearTimeout(timer.current);
      setVisible(true);
      timer.current = setTimeout(() => setVisible(false), COPIED_MESSAGE_MS);
    },
  };
}

/**
 * Shown like the product's toasts, at the top centre of the window; a status, so screen readers announce it.
 * (The toaster loads lazily on the first error; a 1.5 s confirmation does not need it.)
 */
export function CopiedNotice({ visible }: { visible: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      top="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      pointerEvents="none"
    >
      {visible && (
        <Box bg="gray.800" color="white" px="4" py="2" borderRadius="md" boxShadow="lg" fontSize="sm">
          {COPIED_MESSAGE}
        </Box>
      )}
    </Box>
  );
}
