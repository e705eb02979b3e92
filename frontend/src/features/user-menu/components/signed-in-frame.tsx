import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { WorkspaceHeader } from '../../../components/ui/workspace-header';
import type { SessionUser } from '../../../lib/session/session-user';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { UserMenu } from './user-menu';

/** The signed-in page frame: the workspace header with the user menu (unless hidden), then the screen. */
export function SignedInFrame({
  tenancy,
  user,
  onSignedOut,
  nav,
  navHidden = false,
  children,
}: {
  tenancy: Tenancy;
  user: SessionUser;
  onSignedOut(): void;
  /** The top navigation's catalog links (002 §2.4), given by the app so this feature does not import records. */
  nav?: ReactNode;
  /** The top bar is hidden (an app route opened with `hn`, 002 §2.4): the screen takes the whole page. */
  navHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <Box minH="100vh">
      {!navHidden && (
        <WorkspaceHeader label={tenancy.label} logo={tenancy.logo} nav={nav}>
          <UserMenu tenancy={tenancy.name} addons={tenancy.addons} user={user} onSignedOut={onSignedOut} />
        </WorkspaceHeader>
      )}
      <Box as="main">{children}</Box>
    </Box>
  );
}
