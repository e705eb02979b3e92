import { Box, Button, Flex, Text } from '@chakra-ui/react';

/**
 * The sticky footer (INTERVIEW §1, §11): Back, Next (primary) or Finish on the last screen, and "Screen 3 of 7".
 * Buttons are at least 44 px high, for narrow screens' thumbs.
 */
export function InterviewFooter({
  positionLabel,
  canGoBack,
  last,
  readOnly,
  finishing,
  onBack,
  onNext,
  onFinish,
}: {
  positionLabel: string;
  canGoBack: boolean;
  last: boolean;
  readOnly: boolean;
  finishing: boolean;
  onBack(): void;
  onNext(): void;
  onFinish(): void;
}) {
  return (
    <Box
      as="footer"
      data-testid="interview-footer"
      position="sticky"
      bottom="0"
      zIndex="1"
      bg="white"
      borderTopWidth="1px"
      borderColor="gray.200"
      boxShadow="0 -2px 8px rgba(0,0,0,0.04)"
      px={{ base: '4', md: '6' }}
      py="3"
    >
      <Flex align="center" justify="space-between" gap="3" maxW="6xl" mx="auto" px={{ md: '6' }}>
        <Button variant="outline" minH="11" minW="24" onClick={onBack} disabled={!canGoBack}>
          Back
        </Button>
        <Text fontSize="sm" color="gray.600" data-testid="screen-position">
          {positionLabel}
        </Text>
        {last ? (
          <Button
            minH="11"
            minW="24"
            bg="app.widget"
            color="app.widgetText"
            onClick={onFinish}
            loading={finishing}
            disabled={readOnly}
          >
            Finish
          </Button>
        ) : (
          <Button minH="11" minW="24" bg="app.widget" color="app.widgetText" onClick={onNext}>
            Next
          </Button>
        )}
      </Flex>
    </Box>
  );
}
