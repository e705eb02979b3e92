import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { GatedRoute } from '../features/route-gating/components/gated-route';
import { RootRoute } from '../features/route-gating/components/root-route';
import { ROUTES, type RouteFlags } from '../features/route-gating/route-table';
import { CatalogNav } from '../features/records/components/catalog-nav';
import { SignedInFrame } from '../features/user-menu/components/signed-in-frame';
import type { SignedInProps } from '../features/workspace/components/workspace-gate';
import { lazyRoute } from './lazy-route';

const UsersPage = lazyRoute(() => import('../features/users/components/users-page'));
const DesignerPage = lazyRoute(() => import('../features/designer/components/designer-page'));
const CatalogsPage = lazyRoute(() => import('../features/catalogs/components/catalogs-page'));
const RecordsPage = lazyRoute(() => import('../features/records/components/records-page'));
/** 001 §2: /types/, /types/{typeName}, /types/{typeName}/{tab}, /types/{typeName}/{tab}/{memberName}. */
const DESIGNER_PATHS = ['', '/:typeName', '/:typeName/:tab', '/:typeName/:tab/:memberName'].map(
  (rest) => `${ROUTES.types.path}${rest}`,
);

function framed({ tenancy, user, onSignOut }: SignedInProps, route: RouteFlags, screen: ReactNode) {
  return (
    <GatedRoute route={route} tenancy={tenancy} user={user}>
      <SignedInFrame
        tenancy={tenancy}
        user={user}
        onSignedOut={onSignOut}
        nav={user.isExternal === true ? undefined : <CatalogNav tenancy={tenancy.name} />}
      >
        {screen}
      </SignedInFrame>
    </GatedRoute>
  );
}

/** The signed-in routes (specification §2.2): the users screen, the type designer and config-clio, gated by flags. */
export function signedInAccessRoutes(props: SignedInProps) {
  return (
    <>
      <Route path={ROUTES.users.path} element={framed(props, ROUTES.users, <UsersPage tenancy={props.tenancy} />)} />
      {/* Each designer route spelled out: a splat would rank below the record-app route :catalog/:record/:app. */}
      {DESIGNER_PATHS.map((path) => (
        <Route key={path} path={path} element={framed(props, ROUTES.types, <DesignerPage tenancy={props.tenancy} />)} />
      ))}
      <Route
        path={ROUTES.catalogs.path}
        element={framed(props, ROUTES.catalogs, <CatalogsPage tenancy={props.tenancy} />)}
      />
      <Route
        path={ROUTES.records.path}
        element={framed(props, ROUTES.records, <RecordsPage tenancy={props.tenancy} user={props.user} />)}
      />
      <Route
        path={ROUTES.configClio.path}
        element={framed(props, ROUTES.configClio, <Text p="6">The Clio connection is configured here.</Text>)}
      />
    </>
  );
}

/**
 * /{tenancy}/: the first permitted collection of app state (§2.2), or a welcome while there is none (nothing fills
 * app state's collections until the records area brings the catalogs).
 */
export function signedInHome(props: SignedInProps) {
  const { tenancy, user } = props;
  return framed(
    props,
    ROUTES.root,
    <RootRoute
      tenancy={tenancy.name}
      user={user}
      fallback={
        <Box p="6">
          <Text>Welcome, {user.name || user.mail}.</Text>
        </Box>
      }
    />,
  );
}
