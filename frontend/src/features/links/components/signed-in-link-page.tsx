import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { FullPageAlert } from '../../../components/ui/full-page-alert';
import { LoadingPage } from '../../../components/ui/full-page-message';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { getLink } from '../api/link.api';
import { recordAppPath } from '../machines/link-landing.machine';
import { LINK_NOT_FOUND_MESSAGE } from '../machines/link-landing.messages';

/**
 * /{tenancy}/links/{IdLink} while signed in (specification §2.2): 'Loading...' while the link is resolved, then
 * its record app; an unknown link says so.
 */
export default function SignedInLinkPage({ tenancy }: { tenancy: Tenancy }) {
  const { linkId = '' } = useParams();
  const [result, setResult] = useState<{ to?: string; missing?: boolean }>();
  useEffect(() => {
    let live = true;
    getLink(tenancy.name, linkId).then(
      (answer) =>
        live && setResult(answer?.link ? { to: recordAppPath(tenancy.name, answer.link) } : { missing: true }),
      () => live && setResult({ missing: true }),
    );
    return () => {
      live = false;
    };
  }, [tenancy.name, linkId]);
  if (!result) return <LoadingPage />;
  if (result.to) return <Navigate to={result.to} replace />;
  return <FullPageAlert fontSize="xl">{LINK_NOT_FOUND_MESSAGE}</FullPageAlert>;
}
