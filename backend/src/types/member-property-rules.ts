import { invalid } from '../shared/domain/domain-error';
import type { MemberKind } from './element-rules';

/** An app's addresses an external user's browser is sent to when they finish or leave (001 §3). */
const APP_ADDRESSES = { extCompletionURL: 'completion URL', extExitURL: 'exit URL' } as const;

export const notAWebAddress = (label: string) =>
  `The app's ${label} must be a full web address, starting with https:// or http://.`;

const isWebAddress = (value: string): boolean => {
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * Properties whose value is used where a wrong one does harm, checked on every add and update: the completion
 * and exit addresses are opened in external users' browsers, so a `javascript:` or `data:` address is refused
 * (the same rule as markdown links, 001 §5). Empty or removed is fine.
 */
export function assertMemberProperties(kind: MemberKind, set: Readonly<Record<string, unknown>>): void {
  if (kind !== 'app') return;
  for (const [key, label] of Object.entries(APP_ADDRESSES)) {
    const value = set[key];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' || !isWebAddress(value)) throw invalid(notAWebAddress(label));
  }
}
