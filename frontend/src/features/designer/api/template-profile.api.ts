import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { profileOf, type TemplateProfile } from '../model/template-profile';
import { designerKeys } from './designer.keys';
import { readPosition, wrotePosition } from './read-position';

const pathOf = (typeName: string, templateName: string) =>
  `/api/types/${encodeURIComponent(typeName)}/templates/${encodeURIComponent(templateName)}/profile`;

/** Query key of a template's saved profile. */
export const templateProfileKey = (tenancy: string, typeName: string, templateName: string) =>
  [...designerKeys.all(tenancy), 'template-profile', typeName, templateName] as const;

/** GET /{tenancy}/api/types/{typeName}/templates/{templateName}/profile (001 §7): `{ profile, def }`. */
export async function fetchTemplateProfile(
  tenancy: string,
  typeName: string,
  templateName: string,
  signal?: AbortSignal,
): Promise<TemplateProfile> {
  const answer = await http.request<unknown>(pathOf(typeName, templateName), {
    workspace: tenancy,
    signal,
    minPosition: readPosition(tenancy),
  });
  return profileOf(answer);
}

export const templateProfileQueryOptions = (tenancy: string, typeName: string, templateName: string) =>
  queryOptions({
    queryKey: templateProfileKey(tenancy, typeName, templateName),
    queryFn: ({ signal }) => fetchTemplateProfile(tenancy, typeName, templateName, signal),
  });

export const useTemplateProfile = (tenancy: string, typeName: string, templateName: string, enabled: boolean) =>
  useQuery({ ...templateProfileQueryOptions(tenancy, typeName, templateName), enabled });

/**
 * POST /{tenancy}/api/types/{typeName}/templates/{templateName}/profile `{ profile, def }` (001 §7): saves the
 * profile as a new version of the element; answers `{ version }` (and `position`, to read it back). Failures are
 * toasted by the http client.
 */
export async function saveTemplateProfile(
  tenancy: string,
  typeName: string,
  templateName: string,
  profile: TemplateProfile,
): Promise<{ version: number }> {
  const answer = await http.request<{ version: number; position?: number }>(pathOf(typeName, templateName), {
    workspace: tenancy,
    method: 'POST',
    body: profile,
  });
  if (typeof answer?.position === 'number') wrotePosition(tenancy, answer.position);
  return answer;
}

/**
 * Saves a profile, then reloads it and the element it made a new version of (001 §4: saving posts then reloads).
 * `onOwnSave` hears the new version before the element is reloaded, so the pending list moves on to it instead of
 * taking the author's own save for someone else's.
 */
export function useSaveTemplateProfile(
  tenancy: string,
  typeName: string,
  templateName: string,
  elementId: string,
  onOwnSave?: (version: number) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: TemplateProfile) => saveTemplateProfile(tenancy, typeName, templateName, profile),
    onSuccess: (answer) => {
      onOwnSave?.(answer.version);
      return Promise.all([
        client.invalidateQueries({ queryKey: templateProfileKey(tenancy, typeName, templateName) }),
        client.invalidateQueries({ queryKey: designerKeys.element(tenancy, elementId) }),
        client.invalidateQueries({ queryKey: designerKeys.history(tenancy, elementId) }),
      ]);
    },
  });
}
