import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { designerKeys } from './designer.keys';

/** Query key of the profile names a template may have. */
export const templateProfilesKey = (tenancy: string, typeName: string, templateName: string) =>
  [...designerKeys.all(tenancy), 'template-profiles', typeName, templateName] as const;

/** GET /{tenancy}/api/types/{typeName}/templates/{templateName}/profiles (001 §7): the PROFILE choices. */
export function fetchTemplateProfiles(
  tenancy: string,
  typeName: string,
  templateName: string,
  signal?: AbortSignal,
): Promise<string[]> {
  return http.request<string[]>(
    `/api/types/${encodeURIComponent(typeName)}/templates/${encodeURIComponent(templateName)}/profiles`,
    { workspace: tenancy, signal },
  );
}

export const templateProfilesQueryOptions = (tenancy: string, typeName: string, templateName: string) =>
  queryOptions({
    queryKey: templateProfilesKey(tenancy, typeName, templateName),
    queryFn: ({ signal }) => fetchTemplateProfiles(tenancy, typeName, templateName, signal),
  });

export const useTemplateProfiles = (tenancy: string, typeName: string, templateName: string, enabled: boolean) =>
  useQuery({ ...templateProfilesQueryOptions(tenancy, typeName, templateName), enabled });
