import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { hiddenNav, hiddenNavKey } from '../model/hidden-nav';

/**
 * Whether the top bar is hidden on this app route (query `hn`, or stored for this record and app): the app's
 * frame asks it before it draws the bar. A flag the address brings is remembered as it is read.
 */
export function useHiddenNav(tenancy: string): boolean {
  const { catalogName = '', recordId = '', appName = '' } = useParams();
  const { search } = useLocation();
  return useMemo(
    () => hiddenNav(window.localStorage, hiddenNavKey(tenancy, catalogName, recordId, appName), search),
    [tenancy, catalogName, recordId, appName, search],
  );
}
