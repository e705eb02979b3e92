/** 001 §2 'LINK object TO...': the variables an object variable may link to, so that each side can find the other. */
import type { Member } from './designer.types';
import { isObjectType, type StyleChoice } from './variable-types';

/** A link names the linked model and its variable, joined by an arrow. */
export const LINK_ARROW = '->';
export const linkValue = (modelName: string, variableName: string) => `${modelName}${LINK_ARROW}${variableName}`;

/**
 * The variables an object variable of `element` may link to: those of its model (`target`) that hold objects of
 * `element`, so that each side can find the other.
 */
export function linkChoices(
  element: { _id: string; name: string },
  target: { name: string; properties?: readonly Member[] } | undefined,
  self: Member,
): StyleChoice[] {
  if (!target) return [];
  return (target.properties ?? [])
    .filter((variable) => variable._id !== self._id && isObjectType(variable.type) && variable.typeDef === element._id)
    .map((variable) => ({
      value: linkValue(target.name, variable.name),
      label: `${target.name} → ${variable.name}${variable.isList === true ? ' (list)' : ''}`,
    }));
}
