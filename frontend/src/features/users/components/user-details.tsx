import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { UserView } from '../api/list-users.api';

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');

function formatDate(value: string | undefined, locale: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(locale);
}

/** The right column: the selected user's details, a pencil to edit and RESET PASSWORD (§2.9). */
export function UserDetails({
  user,
  locale,
  resetting,
  onEdit,
  onResetPassword,
}: {
  user: UserView;
  locale: string;
  resetting: boolean;
  onEdit(): void;
  onResetPassword(): void;
}) {
  const rows: [string, string][] = [
    ['Email', user.mail],
    ['Administrator', yesNo(user.isAdmin)],
    ['External', yesNo(user.isExternal)],
    ['Date created', formatDate(user.dateCreate, locale)],
  ];
  if (user.lastLogin) rows.push(['Last login', formatDate(user.lastLogin, locale)]);
  return (
    <Stack gap="4" data-testid="user-details">
      <Flex align="center" gap="2">
        <Heading as="h2" size="lg">
          {user.name || user.mail}
        </Heading>
        <Button size="sm" variant="ghost" color="inherit" aria-label="Edit user" onClick={onEdit}>
          ✎
        </Button>
      </Flex>
      <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="6" rowGap="2">
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" fontWeight="medium">
              {label}
            </Text>
            <Text as="dd">{value}</Text>
          </Box>
        ))}
      </Box>
      <Box>
        <Button bg="app.widget" color="app.widgetText" loading={resetting} onClick={onResetPassword}>
          RESET PASSWORD
        </Button>
      </Box>
    </Stack>
  );
}
