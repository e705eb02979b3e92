import { Flex, Spinner } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router-dom';
import type { SessionUser } from '../../../lib/session/session-user';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { useRecordsCatalogs } from '../api/list-catalogs.api';
import { RecordsCatalogue } from './records-catalogue';

/**
 * /{tenancy}/{adapter} (002 §2.1): the catalogue of the catalog named `adapter`. A catalog this person may not see
 * (not in GET /api/collections, which applies their permissions) sends them to /{tenancy}/.
 */
export default function RecordsPage({ tenancy, user }: { tenancy: Tenancy; user: SessionUser }) {
  const { catalogName = '' } = useParams();
  const catalogs = useRecordsCatalogs(tenancy.name);
  if (catalogs.isPending) {
    return (
      <Flex justify="center" py="16">
        <Spinner size="lg" />
      </Flex>
    );
  }
  const catalog =
    catalogs.data?.find((each) => each.name === catalogName) ??
    catalogs.data?.find((each) => each.name.toLowerCase() === catalogName.toLowerCase());
  if (!catalog) return <Navigate to={`/${tenancy.name}/`} replace />;
  return <RecordsCatalogue key={catalog._id} tenancy={tenancy} user={user} catalog={catalog} />;
}
