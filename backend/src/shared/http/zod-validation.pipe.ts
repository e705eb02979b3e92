import { BadRequestException, type PipeTransform } from '@nestjs/common';
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

/** Validates a body, query or parameter against a schema; a mismatch is a 400 saying what is wrong. */
export class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(
    private readonly schema: T,
    private readonly what = 'request',
  ) {}

  transform(value: unknown): z.output<T> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw new BadRequestException(describeZodError(result.error, this.what));
    return result.data;
  }
}

export const zodBody = <T extends z.ZodType>(schema: T) => new ZodValidationPipe(schema, 'body');
export const zodQuery = <T extends z.ZodType>(schema: T) => new ZodValidationPipe(schema, 'query');
export const zodParam = <T extends z.ZodType>(schema: T, name: string) =>
  new ZodValidationPipe(schema, `parameter ${name}`);
