import { DomainError, conflict } from '../../shared/domain/domain-error';

/**
 * What Finish is decided on: the caller's view of the record, the record now, the app and the answers' check
 * (`P`: a problem as templating's validateAll gives it, passed through as is).
 */
export interface FinishFacts<P> {
  /** The version the browser saved last and finishes. */
  version: number;
  /** The record's version now. */
  currentVersion: number;
  generateDocs: boolean;
  problems: readonly P[];
  /** 'Finish anyway': assemble with the problems left in. */
  anyway: boolean;
  /** External users answer what they are asked; only the firm's own users may finish past problems. */
  external: boolean;
}

export type FinishDecision<P> =
  | { kind: 'problems'; problems: readonly P[] }
  /** generateDocs off: the answers are the result, the record is Ok at once. */
  | { kind: 'answered' }
  /** A run is started and assembled in the background. */
  | { kind: 'run' };

export const THERE_IS_A_PROBLEM = 'There is a problem';
export const anywayRefused = 'Only users of this workspace can finish with problems left: answer the questions marked.';
export const staleVersion = (version: number, current: number) =>
  `This record was changed since you saved it (you had version ${version}, it is now at version ${current}). ` +
  'Reload it and finish again: nothing was run.';

/**
 * Finish (contract §3): refuse 'anyway' from an external user (403), a stale version (409, nothing run), answers
 * with problems unless 'anyway' (422 with the problems); then either the answers alone (generateDocs off) or a run.
 */
export function decideFinish<P>(facts: FinishFacts<P>): FinishDecision<P> {
  if (facts.anyway && facts.external) throw new DomainError('forbidden', anywayRefused);
  if (facts.version !== facts.currentVersion) throw conflict(staleVersion(facts.version, facts.currentVersion));
  if (facts.problems.length > 0 && !facts.anyway) return { kind: 'problems', problems: facts.problems };
  return facts.generateDocs ? { kind: 'run' } : { kind: 'answered' };
}
