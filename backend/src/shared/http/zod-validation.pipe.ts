import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { describeZodError } from '../domain/describe-zod-error';

export { describeZodError };

/** Validates a body, query or parameter against a schema; a mismatch is a 400 saying what is wrong. */
export class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(
    /** Read by openapi.ts too: the schema is the documentation of the body or query. */
    readonly schema: T,
    readonly what = 'request',
  ) {}

  transform(value: unknown): z.output<T> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw new BadRequestException(describeZodError(result.error, this.what));
    return result.data;
  }
}

/** What every GET also accepts: MinPositionInterceptor reads (and checks) it before the handler runs. */
const commonQuery = {
  minPosition: z
    .string()
    .optional()
    .describe('Wait (bounded) until the projections show this position, the one a command answered with.'),
};

/**
 * A query's parameters, strictly: an unknown one is refused, naming what the call takes. Parameters
 * are single strings (Express reads `?a=1&a=2` as a list), and the common `minPosition` is added.
 */
export function strictQuery<S extends z.ZodRawShape>(shape: S) {
  const accepted = [...Object.keys(shape), ...Object.keys(commonQuery)].join(', ');
  return z.strictObject(
    { ...shape, ...commonQuery },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown parameter ${issue.keys.join(', ')} (this call takes ${accepted})`
          : undefined,
    },
  );
}

/** `?a=1&a=2`: which parameters were given more than once, with the message that says so. */
export function repeatedParameters(query: unknown): string | undefined {
  const repeated = Object.entries((query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => Array.isArray(value))
    .map(([name]) => name);
  if (repeated.length === 0) return undefined;
  return `Invalid query: ${repeated.join(', ')} given more than once; send each parameter once`;
}

/** Refuses repeated parameters before the schema sees them, with a message that says so. */
export class ZodQueryPipe<T extends z.ZodType> extends ZodValidationPipe<T> {
  override transform(value: unknown): z.output<T> {
    const repeated = repeatedParameters(value);
    if (repeated) throw new BadRequestException(repeated);
    return super.transform(value);
  }
}

/** For calls whose failures are pages, not JSON: the handler gets the outcome and answers it its own way. */
export type QueryOutcome<T> = { ok: true; query: T } | { ok: false; message: string };

export class ZodQueryOutcomePipe<T extends z.ZodType> implements PipeTransform<unknown, QueryOutcome<z.output<T>>> {
  readonly what = 'query';

  constructor(readonly schema: T) {}

  transform(value: unknown): QueryOutcome<z.output<T>> {
    const repeated = repeatedParameters(value);
    if (repeated) return { ok: false, message: repeated };
    const result = this.schema.safeParse(value);
    return result.success
      ? { ok: true, query: result.data }
      : { ok: false, message: describeZodError(result.error, this.what) };
  }
}

/** The schema a pipe validates against, for the OpenAPI document (openapi.ts). */
export function pipeSchema(pipe: unknown): { schema: z.ZodType; what: string } | undefined {
  return pipe instanceof ZodValidationPipe || pipe instanceof ZodQueryOutcomePipe ? pipe : undefined;
}

export const zodBody = <T extends z.ZodType>(schema: T) => new ZodValidationPipe(schema, 'body');
/**
 * `@Query(zodQuery({ ... }))` on every GET; `zodQuery({})` for a GET that takes only minPosition. A handler
 * with no query schema takes no parameters at all (UndeclaredQueryInterceptor), as every write call.
 */
export const zodQuery = <S extends z.ZodRawShape>(shape: S) => new ZodQueryPipe(strictQuery(shape), 'query');
/** Like zodQuery, but the handler gets a QueryOutcome instead of a 400 (pages opened by the browser). */
export const zodQueryOutcome = <T extends z.ZodType>(schema: T) => new ZodQueryOutcomePipe(schema);
export const zodParam = <T extends z.ZodType>(schema: T, name: string) =>
  new ZodValidationPipe(schema, `parameter ${name}`);

/** A call without a body (a bodyless POST): nothing, or an empty object. */
export const emptyBody = z.strictObject({}).optional();
