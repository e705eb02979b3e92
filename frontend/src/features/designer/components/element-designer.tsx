import { FullPageError } from '../../../components/ui/full-page-error';
import { LoadingPage } from '../../../components/ui/full-page-message';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { useElement } from '../api/get-element.api';
import type { ElementListItem } from '../model/designer.types';
import { ElementWorkspace } from './element-workspace';

/** One element, loaded (001 §7 GET /api/v2/types/{kind}/{id}): 'Loading...', or 'Error: {message}' with Retry. */
export function ElementDesigner({
  tenancy,
  item,
  elements,
  tab,
  memberName,
}: {
  tenancy: Tenancy;
  item: ElementListItem;
  elements: readonly ElementListItem[];
  tab?: string;
  memberName?: string;
}) {
  const element = useElement(tenancy.name, item.kind, item._id);
  if (element.isPending) return <LoadingPage />;
  if (element.isError) return <FullPageError message={element.error.message} onRetry={() => void element.refetch()} />;
  return (
    <ElementWorkspace tenancy={tenancy} element={element.data} elements={elements} tab={tab} memberName={memberName} />
  );
}
