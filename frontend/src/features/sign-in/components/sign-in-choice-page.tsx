import { Box, Button, Center, Heading, Image, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { socialRedirectUrl, type SocialProvider } from '../api/social-redirect';

const SOCIAL: { provider: SocialProvider; label: string }[] = [
  { provider: 'google', label: 'Sign in with Google' },
  { provider: 'facebook', label: 'Sign in with Facebook' },
  { provider: 'microsoft', label: 'Sign in with Microsoft' },
];

/**
 * The sign-in choice screen (specification §2.4): the layout and the social redirects. The e-mail form and what
 * the e-mail button opens belong to the access issue; the button does nothing yet.
 */
export function SignInChoicePage({ tenancy }: { tenancy: Tenancy }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const external = params.has('external');
  const addons = new Set(tenancy.addons);
  const showSocial = !external && tenancy.settings.isRegistration === true && !addons.has('no3p_auth_ext');
  const showEmail = !(external && addons.has('ms_auth_int'));
  const go = (provider: SocialProvider) =>
    window.location.assign(socialRedirectUrl(provider, location.pathname, external, window.location.origin));

  return (
    <Center minH="100vh" p="4">
      <Box width="full" maxW="sm" bg="app.menu" color="app.menuText" borderRadius="lg" boxShadow="lg" p="8">
        <Stack gap="4" align="stretch">
          {tenancy.logo && (
            <Center>
              <Image src={tenancy.logo} alt={tenancy.label} maxW="50%" maxH="100px" objectFit="contain" />
            </Center>
          )}
          <Heading as="h1" size="lg" textAlign="center" data-testid="workspace-label">
            {tenancy.label}
          </Heading>
          {showSocial &&
            SOCIAL.map(({ provider, label }) => (
              <Button key={provider} variant="outline" bg="white" color="black" onClick={() => go(provider)}>
                {label}
              </Button>
            ))}
          {external && (
            <Button variant="outline" bg="white" color="black" onClick={() => go('microsoft')}>
              Sign in with Microsoft
            </Button>
          )}
          {showEmail && (
            <Button bg="app.widget" color="app.widgetText">
              Sign in with email
            </Button>
          )}
          <Link asChild textAlign="center" fontSize="sm">
            <RouterLink to={`/${tenancy.name}/resetPassword`}>Forgot your password</RouterLink>
          </Link>
        </Stack>
      </Box>
    </Center>
  );
}
