import { Button, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ModalShell } from './modal-shell';

/**
 * 001 §2: a help icon next to a section, opening a small dialog that explains it, closed with Ok (or Escape);
 * focus goes back to the icon.
 */
export function HelpButton({
  topic,
  title,
  text,
  large = false,
  width = '410px',
}: {
  /** What the icon is named by: "Help: {topic}". */
  topic: string;
  /** The dialog's title. */
  title: string;
  /** The dialog's paragraphs. */
  text: readonly string[];
  /** The bigger icon, for a whole editor's help (the layout canvas) rather than one section's. */
  large?: boolean;
  /** The dialog's width. */
  width?: string;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <Button
        ref={button}
        size={large ? 'xs' : '2xs'}
        variant="outline"
        borderRadius="full"
        minW={large ? '8' : '6'}
        h={large ? '8' : '6'}
        p="0"
        aria-label={`Help: ${topic}`}
        title={`Help: ${topic}`}
        onClick={() => setOpen(true)}
      >
        ?
      </Button>
      {open && <HelpDialog title={title} text={text} width={width} onClose={close} />}
    </>
  );
}

function HelpDialog({
  title,
  text,
  width,
  onClose,
}: {
  title: string;
  text: readonly string[];
  width: string;
  onClose(): void;
}) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <ModalShell labelledBy={titleId} width={width} maxW="full" borderRadius="md" p="6">
      <Heading as="h2" size="md" id={titleId} mb="3">
        {title}
      </Heading>
      {text.map((paragraph) => (
        <Text key={paragraph} fontSize="sm" mb="2">
          {paragraph}
        </Text>
      ))}
      <HStack justify="flex-end" mt="4">
        <Button bg="app.widget" color="app.widgetText" autoFocus onClick={onClose}>
          Ok
        </Button>
      </HStack>
    </ModalShell>
  );
}
