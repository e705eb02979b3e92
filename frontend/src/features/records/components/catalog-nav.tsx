import { Button, chakra, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ModalShell } from '../../../components/ui/modal-shell';
import { collectionsActions, type Collection } from '../../../lib/app-state/collections.reducer';
import { useCollectionsDispatch } from '../../../lib/app-state/collections-store';
import { useRecordsCatalogs } from '../api/list-catalogs.api';
import { navLinks, searchLinks, catalogLink, type CatalogLink } from '../model/catalog-links';

/** A router link styled with style props (Chakra's Link recipe is for text links, not a bar's entries). */
const NavLink = chakra(RouterLink);

const linkStyle = {
  px: '3',
  py: '1.5',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  color: 'inherit',
  textDecoration: 'none',
  _hover: { bg: 'blackAlpha.200' },
  _focusVisible: { outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '1px' },
} as const;

/**
 * The catalog links of the top navigation (002 §2.4): the catalogs this person may see, in order; with more than 6,
 * the first 5 and 'more', which opens 'CATALOGS' with a search box. The list also fills app state's collections,
 * which the workspace root reads to open the first permitted catalog (000 §2.2).
 */
export function CatalogNav({ tenancy }: { tenancy: string }) {
  const catalogs = useRecordsCatalogs(tenancy);
  const dispatch = useCollectionsDispatch();
  const { pathname } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);

  useEffect(() => {
    if (!catalogs.data) return;
    const collections: Collection[] = catalogs.data.map((catalog) => ({
      _id: catalog._id,
      name: catalog.name,
      myRecords: catalog.myRecords,
      // The server lists only what this person may see: a catalog open to everyone counts as permitted.
      isEveryone: catalog.isEveryone,
      apps: (catalog.type?.apps ?? []).map((app) => ({ ...app })),
    }));
    dispatch(collectionsActions.replaceAll(collections));
  }, [catalogs.data, dispatch]);

  const { links, more } = useMemo(() => navLinks(tenancy, catalogs.data ?? []), [tenancy, catalogs.data]);
  const current = decodeURIComponent(pathname.split('/')[2] ?? '');
  if (!catalogs.data?.length) return null;
  return (
    <chakra.nav aria-label="Catalogs" minW="0" overflow="hidden">
      <HStack gap="1" as="ul" listStyleType="none" m="0" p="0">
        {links.map((link) => (
          <li key={link.name}>
            <NavLink
              to={link.href}
              display="inline-block"
              aria-current={link.name === current ? 'page' : undefined}
              {...linkStyle}
              bg={link.name === current ? 'blackAlpha.300' : undefined}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        {more && (
          <li>
            <Button size="sm" variant="ghost" color="inherit" onClick={() => setMoreOpen(true)} aria-haspopup="dialog">
              more
            </Button>
          </li>
        )}
      </HStack>
      {moreOpen && (
        <CatalogsDialog
          links={catalogs.data.map((catalog) => catalogLink(tenancy, catalog))}
          onClose={() => setMoreOpen(false)}
        />
      )}
    </chakra.nav>
  );
}

/** 'CATALOGS': every catalog with a search box (names and labels); choosing one opens it. */
function CatalogsDialog({ links, onClose }: { links: CatalogLink[]; onClose(): void }) {
  const titleId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const shown = searchLinks(links, search);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <ModalShell labelledBy={titleId} width="410px" maxW="full" borderRadius="md" p="6" bg="white" color="black">
      <Flex justify="space-between" align="center" mb="4">
        <Text as="h2" id={titleId} fontSize="lg" fontWeight="semibold" letterSpacing="wide">
          CATALOGS
        </Text>
        <Button size="sm" variant="ghost" aria-label="Close" onClick={onClose}>
          ✕
        </Button>
      </Flex>
      <chakra.label htmlFor={searchId} srOnly>
        Search catalogs
      </chakra.label>
      <Input
        id={searchId}
        autoFocus
        placeholder="Search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        bg="white"
        color="black"
        borderColor="gray.300"
      />
      <Stack as="ul" listStyleType="none" m="0" mt="3" p="0" gap="0" maxH="300px" overflowY="auto">
        {shown.map((link) => (
          <li key={link.name}>
            <NavLink
              to={link.href}
              onClick={onClose}
              display="block"
              px="3"
              py="2"
              borderRadius="md"
              _hover={{ bg: 'gray.100' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent' }}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        {shown.length === 0 && (
          <Text px="3" py="2" color="gray.600">
            No catalog matches.
          </Text>
        )}
      </Stack>
    </ModalShell>
  );
}
