import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';

/** What an import session imports: the rows of a JSON file, or a CSV file uploaded through /upload/parse/csv. */
export type ImportSource = { kind: 'values'; values: readonly unknown[] } | { kind: 'csv'; url: string; total: number };

export interface ImportSession {
  sessionId: string;
  tenant: string;
  /** Only who prepared the import may run it. */
  userId: string;
  source: ImportSource;
  createdAt: number;
}

/** A session not run within this time is forgotten (the dialog runs it at once). */
const KEPT_FOR_MS = 60 * 60 * 1000;

/**
 * The imports prepared by POST /upload/import/uploadValues and not run yet (002 §7: it answers a sessionId that
 * the event stream names). Held by this process: the stream must reach the instance that took the values.
 */
@Injectable()
export class ImportSessions {
  private readonly sessions = new Map<string, ImportSession>();

  open(tenant: string, userId: string, source: ImportSource): string {
    this.sweep();
    const sessionId = randomUUID();
    this.sessions.set(sessionId, { sessionId, tenant, userId, source, createdAt: Date.now() });
    return sessionId;
  }

  /** The session, taken (a session runs once); null when it is not this user's of this workspace, or is gone. */
  take(tenant: string, userId: string, sessionId: string): ImportSession | null {
    const session = this.sessions.get(sessionId);
    if (!session || session.tenant !== tenant || session.userId !== userId) return null;
    this.sessions.delete(sessionId);
    return session;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, session] of this.sessions) if (now - session.createdAt > KEPT_FOR_MS) this.sessions.delete(id);
  }
}
