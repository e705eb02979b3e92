import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ComingSoon } from '../components/ui/coming-soon';
import { LoadingPage } from '../components/ui/full-page-message';
import { recordsCatalogsQueryOptions } from '../features/records/api/list-catalogs.api';
import { useHiddenNav } from '../features/app-runs/components/use-hidden-nav';
import { GatedRoute } from '../features/route-gating/components/gated-route';
import { RootRoute } from '../features/route-gating/components/root-route';
import { rootRedirect } from '../features/route-gating/root-redirect';
import { ROUTES, type RouteFlags } from '../features/route-gating/route-table';
import { CatalogNav } from '../features/records/components/catalog-nav';
import { SignedInFrame } from '../features/user-menu/components/signed-in-frame';
import type { SignedInProps } from '../features/workspace/components/workspace-gate';
import { lazyRoute } from './lazy-route';

const UsersPage = lazyRoute(() => import('../features/users/components/users-page'));
const DesignerPage = lazyRoute(() => import('../features/designer/components/designer-page'));
const CatalogsPage = lazyRoute(() => import('../features/catalogs/components/catalogs-page'));
const RecordsPage = lazyRoute(() => import('../features/records/components/records-page'));
const AppRoutePage = lazyRoute(() => import('../features/app-runs/components/app-route-page'));
const DocumentsPage = lazyRoute(() => import('../features/app-runs/components/documents/documents-page'));
const ProviderConfigPage = lazyRoute(() => import('../features/provider-config/components/provider-config-page'));
/** The document storage providers' settings pages (issue 16), each shown only with its add-on (gated by ROUTES). */
const PROVIDER_CONFIG_ROUTES = [
  { route: ROUTES.configClio, provider: 'clio' },
  { route: ROUTES.configNetDocuments, provider: 'netdocuments' },
  { route: ROUTES.configOneDrive, provider: 'onedrive' },
  { route: ROUTES.configFilevine, provider: 'filevine' },
] as const;
/** 001 §2: /types/, /types/{typeName}, /types/{typeName}/{tab}, /types/{typeName}/{tab}/{memberName}. */
const DESIGNER_PATHS = ['', '/:typeName', '/:typeName/:tab', '/:typeName/:tab/:memberName'].map(
  (rest) => `${ROUTES.types.path}${rest}`,
);

function framed({ tenancy, user, onSignOut }: SignedInProps, route: RouteFlags, screen: ReactNode, navHidden = false) {
  return (
    <GatedRoute route={route} tenancy={tenancy} user={user}>
      <SignedInFrame
        tenancy={tenancy}
        user={user}
        onSignedOut={onSignOut}
        navHidden={navHidden}
        nav={user.isExternal === true ? undefined : <CatalogNav tenancy={tenancy.name} />}
      >
        {screen}
      </SignedInFrame>
    </GatedRoute>
  );
}

/** An app route (002 §2.1) in the frame, whose top bar `hn` hides (002 §2.4). */
function AppRouteScreen({ props, route }: { props: SignedInProps; route: RouteFlags }) {
  const navHidden = useHiddenNav(props.tenancy.name);
  return framed(
    props,
    route,
    <AppRoutePage tenancy={props.tenancy} user={props.user} navHidden={navHidden} />,
    navHidden,
  );
}

/** The instructions and downloads page of an app on a record (002 §2.3), in the same frame as its interview. */
function DocumentsScreen({ props }: { props: SignedInProps }) {
  const navHidden = useHiddenNav(props.tenancy.name);
  return framed(
    props,
    ROUTES.appDocuments,
    <DocumentsPage tenancy={props.tenancy} user={props.user} navHidden={navHidden} />,
    navHidden,
  );
}

/** The screens the user menu leads to that are not built yet (002 §2.4 allows a "coming soon" page). */
const COMING_SOON: { route: RouteFlags; title: string; text: string }[] = [
  {
    route: ROUTES.keys,
    title: 'API keys',
    text: "Create and revoke the keys other systems use to reach this workspace's records and apps.",
  },
  { route: ROUTES.settings, title: 'Settings', text: "Your workspace's name, logo, colours, registration and terms." },
];

/**
 * The signed-in routes (specification §2.2): the users screen, the type designer, the catalogs, the records
 * catalogue, the app routes and the admin screens still to come, each gated by its flags.
 */
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
      {PROVIDER_CONFIG_ROUTES.map(({ route, provider }) => (
        <Route
          key={route.path}
          path={route.path}
          element={framed(props, route, <ProviderConfigPage tenancy={props.tenancy} provider={provider} />)}
        />
      ))}
      {COMING_SOON.map(({ route, title, text }) => (
        <Route
          key={route.path}
          path={route.path}
          element={framed(
            props,
            route,
            <ComingSoon
              title={title}
              text={text}
              backTo={`/${props.tenancy.name}/`}
              backLabel="Back to the workspace"
            />,
          )}
        />
      ))}
      {/* /{catalog}/{recordId}/{app} and /{catalog}/{globalTarget}/{app}: one route, told apart by the page. */}
      <Route path={ROUTES.recordApp.path} element={<AppRouteScreen props={props} route={ROUTES.recordApp} />} />
      <Route path={ROUTES.appDocuments.path} element={<DocumentsScreen props={props} />} />
      <Route path={ROUTES.createApp.path} element={<AppRouteScreen props={props} route={ROUTES.createApp} />} />
    </>
  );
}

/**
 * /{tenancy}/: the first permitted catalog (000 §2.2), or a welcome when there is none. The catalogs list (the
 * same query the top bar's links read) is awaited before anything is drawn, so the page goes straight to the
 * catalogue rather than showing the welcome and its header first. External users have no catalogs list.
 */
function SignedInHome({ props }: { props: SignedInProps }) {
  const { tenancy, user } = props;
  const external = user.isExternal === true;
  const catalogs = useQuery({ ...recordsCatalogsQueryOptions(tenancy.name), enabled: !external });
  if (!external && catalogs.isPending) return <LoadingPage />;
  // Straight to the catalog, without drawing the frame first (it would be drawn again by the catalog's route).
  const target = catalogs.data && rootRedirect(tenancy.name, catalogs.data, user);
  if (target) return <Navigate to={target} replace />;
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

export function signedInHome(props: SignedInProps) {
  return <SignedInHome props={props} />;
}
