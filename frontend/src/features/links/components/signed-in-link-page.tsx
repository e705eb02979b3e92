import { Navigate, useParams } from 'react-router-dom';
import { FullPageAlert } from '../../../components/ui/full-page-alert';
import { FullPageError } from '../../../components/ui/full-page-error';
import { LoadingPage } from '../../../components/ui/full-page-message';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { isLinkNotFound, useLink } from '../api/get-link.api';
import { recordAppPath } from '../machines/link-landing.machine';
import { LINK_NOT_FOUND_MESSAGE } from '../machines/link-landing.messages';

/**
 * /{tenancy}/links/{IdLink} while signed in (specification §2.2): 'Loading...' while the link is resolved, then
 * its record app. Only an unknown link (404, or an answer without a link) says it could not be found; any other
 * failure was toasted by the http client and shows 'Error: {message}' with Retry.
 */
export default function SignedInLinkPage({ tenancy }: { tenancy: Tenancy }) {
  const { linkId = '' } = useParams();
  const link = useLink(tenancy.name, linkId);
  if (link.isFetching || link.isPending) return <LoadingPage />;
  if (link.isError && !isLinkNotFound(link.error)) {
    return <FullPageError message={link.error.message} onRetry={() => void link.refetch()} />;
  }
  if (link.data?.link) return <Navigate to={recordAppPath(tenancy.name, link.data.link)} replace />;
  return <FullPageAlert fontSize="xl">{LINK_NOT_FOUND_MESSAGE}</FullPageAlert>;
}
