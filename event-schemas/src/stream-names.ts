/**
 * Stream names: `{tenant}.{category}-{id}` for a workspace's streams, `_global.{category}-{id}` for
 * streams shared by all workspaces (the workspace directory, identities). Tenants are `[a-z0-9]+`,
 * so `_global` can never be a tenant, and the prefix `{tenant}.` selects exactly one tenant.
 * Not `$`: KurrentDB reserves `$`-prefixed streams for the system (they need admin rights).
 */
export const GLOBAL_PREFIX = '_global';

const TENANT = /^[a-z0-9]+$/;
const CATEGORY = /^[a-zA-Z]+$/;

export interface ParsedStreamName {
  /** The workspace, or null for a global stream. */
  tenant: string | null;
  category: string;
  id: string;
}

export function assertTenant(tenant: string): void {
  if (!TENANT.test(tenant))
    throw new Error(`Invalid tenant "${tenant}": only lowercase letters and digits ([a-z0-9]+)`);
}

function assertCategory(category: string): void {
  if (!CATEGORY.test(category)) throw new Error(`Invalid stream category "${category}": only letters ([a-zA-Z]+)`);
}

function assertId(id: string): void {
  if (!id || id.includes('.')) throw new Error(`Invalid stream id "${id}": must be non-empty and contain no "."`);
}

export function streamName(tenant: string, category: string, id: string): string {
  assertTenant(tenant);
  assertCategory(category);
  assertId(id);
  return `${tenant}.${category}-${id}`;
}

export function globalStreamName(category: string, id: string): string {
  assertCategory(category);
  assertId(id);
  return `${GLOBAL_PREFIX}.${category}-${id}`;
}

/** The prefix of every stream of one tenant, dot included (so `a.` never matches `ab.`). */
export function tenantPrefix(tenant: string): string {
  assertTenant(tenant);
  return `${tenant}.`;
}

export function isGlobalStream(stream: string): boolean {
  return stream.startsWith(`${GLOBAL_PREFIX}.`);
}

export function parseStreamName(stream: string): ParsedStreamName {
  const dot = stream.indexOf('.');
  const dash = stream.indexOf('-', dot + 1);
  if (dot < 1 || dash < 0) throw new Error(`Invalid stream name "${stream}": expected {tenant}.{category}-{id}`);
  const prefix = stream.slice(0, dot);
  const category = stream.slice(dot + 1, dash);
  const id = stream.slice(dash + 1);
  const tenant = prefix === GLOBAL_PREFIX ? null : prefix;
  try {
    if (tenant !== null) assertTenant(tenant);
    assertCategory(category);
    assertId(id);
  } catch (error) {
    throw new Error(`Invalid stream name "${stream}": ${(error as Error).message}`, { cause: error });
  }
  return { tenant, category, id };
}
