import type { Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import type { z } from 'zod';
import { pipeSchema } from './zod-validation.pipe';

/** Nest's RouteParamtypes (not exported from @nestjs/common's entry point). */
export const BODY = 3;
export const QUERY = 4;

interface RouteArgument {
  index: number;
  pipes?: unknown[];
}

export interface RouteSchema {
  /** BODY, QUERY or another of Nest's RouteParamtypes. */
  type: number;
  schema: z.ZodType;
}

/**
 * The zod schemas one handler's arguments are validated with (zodBody, zodQuery, zodQueryOutcome,
 * zodParam), read from the metadata Nest's @Body/@Query/@Param decorators leave on the controller.
 */
export function routeSchemas(controller: Type, method: string): RouteSchema[] {
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) as
    Record<string, RouteArgument> | undefined;
  return Object.entries(args ?? {}).flatMap(([key, argument]) => {
    const schema = (argument.pipes ?? []).map(pipeSchema).find((found) => found !== undefined)?.schema;
    return schema ? [{ type: Number(key.split(':')[0]), schema }] : [];
  });
}
