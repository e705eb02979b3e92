/**
 * An error and the errors it wraps (`cause`), outermost first, at most 8 deep (a cause may loop). Objects
 * are taken as they are, not only `Error` instances: better-sqlite3's native addon keeps the error class
 * of the realm that loaded it first, which need not be this one's.
 */
export function* errorCauses(error: unknown): Generator<{ code?: unknown; cause?: unknown }> {
  let current = error;
  for (let depth = 0; depth < 8 && current !== null && typeof current === 'object'; depth++) {
    const item = current as { code?: unknown; cause?: unknown };
    yield item;
    current = item.cause;
  }
}
