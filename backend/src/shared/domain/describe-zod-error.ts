import type { z } from 'zod';

/** "settings.colors.0: must be a colour like #F26B2F; label: must not be empty" — what to fix, where. */
export function describeZodError(error: z.ZodError, what = 'request'): string {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : '';
  return `Invalid ${what}: ${parts.join('; ')}${more}`;
}
