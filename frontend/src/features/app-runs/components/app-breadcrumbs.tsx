import { chakra, HStack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Crumb } from '../model/breadcrumbs';

const CrumbLink = chakra(RouterLink);

/** The app route's breadcrumbs (002 §2.4): the catalog leads back to its catalogue; the last names this page. */
export function AppBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <chakra.nav aria-label="Breadcrumbs" data-testid="app-breadcrumbs">
      <HStack as="ol" listStyleType="none" m="0" p="0" gap="2" flexWrap="wrap" fontSize="sm">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={`${index}-${crumb.label}`}>
              <chakra.li display="flex" alignItems="center" minW="0">
                {crumb.href && !last ? (
                  <CrumbLink
                    to={crumb.href}
                    color="gray.700"
                    textDecoration="underline"
                    textUnderlineOffset="3px"
                    borderRadius="sm"
                    _hover={{ color: 'black' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '2px' }}
                  >
                    {crumb.label}
                  </CrumbLink>
                ) : (
                  <Text
                    as="span"
                    aria-current={last ? 'page' : undefined}
                    fontWeight={last ? 'semibold' : 'normal'}
                    color={last ? 'black' : 'gray.700'}
                    truncate
                    maxW="24rem"
                  >
                    {crumb.label}
                  </Text>
                )}
              </chakra.li>
              {!last && (
                <chakra.li aria-hidden color="gray.400">
                  ›
                </chakra.li>
              )}
            </Fragment>
          );
        })}
      </HStack>
    </chakra.nav>
  );
}
