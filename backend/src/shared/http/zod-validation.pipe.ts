import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { describeZodError } from '../../domain/describe-zod-error';

export { describeZodError };

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
