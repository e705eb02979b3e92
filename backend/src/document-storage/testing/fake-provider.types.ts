import type { IncomingMessage } from 'node:http';
import type { ProviderSlug } from '../provider-rules';

/** A folder in a Clio matter: its parent is the matter (top level) or another folder. */
export interface FakeClioFolder {
  id: number;
  name: string;
  parent: { id: number; type: 'Matter' | 'Folder' };
  /** The matter it belongs to, and its path there ('Drafts/2026'). */
  matterId: number;
  path: string;
}

/** What the fake Clio holds besides documents: matters, contacts and folders, as Clio's API v4 answers them. */
export interface FakeClioData {
  matters: Record<string, unknown>[];
  contacts: Record<string, unknown>[];
  folders: FakeClioFolder[];
}

/** What the fake Filevine holds: projects and contacts as its API v2 answers them. */
export interface FakeFilevineData {
  projects: Record<string, unknown>[];
  contacts: Record<string, unknown>[];
}

/** A document the fake provider received completely. */
export interface ReceivedDocument {
  id: string;
  name: string;
  bytes: Buffer;
  contentType: string;
  /** OneDrive: the folder path; Clio: `Matter/{id}` or `Matter/{id}/{folder path}`; NetDocuments: `cabinet/{c}` or `folder/{f}`. */
  location: string;
  /** NetDocuments: the profile attributes sent. */
  profile?: { id: string; value: string }[];
}

export interface FakeProvider {
  url: string;
  slug: ProviderSlug;
  /** 'down': every token and API call answers 503; 'reject': API calls answer 403. */
  mode: 'up' | 'down' | 'reject';
  documents: ReceivedDocument[];
  /** Token-endpoint grants seen, in order ('authorization_code', 'refresh_token'). */
  grants: string[];
  /** The API calls answered, as `METHOD /path?query` (under /api), in order. */
  requests: string[];
  /** API calls refused for their bearer token (401). */
  unauthorized: number;
  /** The expires_in (seconds) the next tokens are issued with. */
  expiresIn: number;
  /** Clio: its matters, contacts and folders (a test may add more). */
  clio: FakeClioData;
  /** Filevine: its projects and contacts. */
  filevine: FakeFilevineData;
  /** The client the workspace registered at this provider. */
  client: { id: string; secret: string; personalAccessToken: string };
  /** Every access token issued so far stops working (as when the provider ends them early): the next call is 401. */
  expireAccessTokens(): void;
  /** The environment that aims the application at this server. */
  env(): Record<string, string>;
  /** What the administrator's browser does at the provider: follow authorize, grant, answer the redirect. */
  authorize(authorizeUrl: string): Promise<string>;
  stop(): Promise<void>;
}

/** The Clio matter and NetDocuments cabinet that exist at the fake providers. */
export const FAKE_CLIO_MATTER = 42;
export const FAKE_ND_CABINET = 'NG-CABINET1';

/** What a fake route answers. */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A route of one fake provider's API. */
export type Handler = (req: IncomingMessage, body: Buffer, url: URL) => Promise<Answer> | Answer;

/** A Clio document created and not yet fully uploaded (its pre-signed upload is matched by `uuid`). */
export type PendingDocument = ReceivedDocument & { uuid?: string; received?: boolean };

/** A request the real provider would refuse: a 400 naming what is wrong. */
export const bad = (message: string): Answer => ({ status: 400, body: { error: { message } } });
