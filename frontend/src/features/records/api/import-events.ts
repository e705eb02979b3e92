/** The import's server-sent events (002 §7), read as they arrive: pure, for the progress actor and its spec. */

/** Why one row was not imported. */
export interface RowFailure {
  row: number;
  column?: string;
  reason: string;
}

export interface ImportSummary {
  total: number;
  succeeded: number;
  failed: number;
  failures: RowFailure[];
  unknownColumns: string[];
  position: number;
}

/** The import's server-sent events (002 §7: compiling, total, succeeded, failed, completed, error). */
export type ImportStreamEvent =
  | { type: 'compiling'; columns: string[]; unknownColumns: string[] }
  | { type: 'total'; total: number }
  | { type: 'succeeded'; succeeded: number }
  | { type: 'failed'; failed: number; failures: RowFailure[] }
  | { type: 'completed'; summary: ImportSummary }
  | { type: 'error'; message: string };

/** One server-sent event (its `event:` name and `data:` JSON) as the import's event; unknown names are dropped. */
export function toImportEvent(name: string, data: string): ImportStreamEvent | null {
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(data) as Record<string, unknown>;
  } catch {
    return null;
  }
  switch (name) {
    case 'compiling':
      return {
        type: 'compiling',
        columns: (payload.columns as string[]) ?? [],
        unknownColumns: (payload.unknownColumns as string[]) ?? [],
      };
    case 'total':
      return { type: 'total', total: Number(payload.total) };
    case 'succeeded':
      return { type: 'succeeded', succeeded: Number(payload.succeeded) };
    case 'failed':
      return { type: 'failed', failed: Number(payload.failed), failures: (payload.failures as RowFailure[]) ?? [] };
    case 'completed':
      return { type: 'completed', summary: payload as unknown as ImportSummary };
    case 'error':
      return { type: 'error', message: String(payload.message ?? 'The import failed.') };
    default:
      return null;
  }
}

/**
 * Reads a text/event-stream as it arrives: chunks may end anywhere (in a line, between an event's lines), so
 * what is not a whole event yet waits for the next chunk. Answers a function to feed chunks to.
 */
export function createEventStreamReader(onEvent: (name: string, data: string) => void): (chunk: string) => void {
  let pending = '';
  return (chunk) => {
    pending += chunk.replace(/\r\n?/g, '\n');
    let end = pending.indexOf('\n\n');
    while (end >= 0) {
      const block = pending.slice(0, end);
      pending = pending.slice(end + 2);
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) onEvent(name, data.join('\n'));
      end = pending.indexOf('\n\n');
    }
  };
}

export interface ImportStreamInput {
  tenancy: string;
  catalog: string;
  sessionId: string;
}
