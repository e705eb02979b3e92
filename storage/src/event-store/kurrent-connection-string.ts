/**
 * `throwOnAppendFailure=false` makes the KurrentDB client answer a wrong expected revision with
 * `{ success: false }` instead of an error: a lost write that looks like a success to anything that
 * does not check. Optimistic concurrency rests on conflicts being errors, so the option is refused
 * (the client reads option names in any case).
 */
export function refuseLenientAppends(variable: string, value: string): void {
  const query = value.split('?')[1]?.split('#')[0] ?? '';
  for (const pair of query.split('&')) {
    const [key, setting = ''] = pair.split('=');
    if (key.trim().toLowerCase() === 'throwonappendfailure' && setting.trim().toLowerCase() !== 'true') {
      throw new Error(
        `${variable} sets ${key}=${setting}: a failed append would look like a success. Remove the option (the default, true, is required)`,
      );
    }
  }
}
