import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { ApiBody, ApiQuery, type SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';
import { BODY, QUERY, routeSchemas } from './route-schemas';

/**
 * Documents each handler's body and query from the zod schemas its pipes validate with (zodBody,
 * zodQuery, zodQueryOutcome), so the OpenAPI document says exactly what the server accepts and
 * cannot drift from it. Runs once, before the document is built, on the controllers' metadata.
 */
export function documentZodSchemas(app: INestApplication): void {
  for (const controller of controllers(app)) {
    for (const method of Object.getOwnPropertyNames(controller.prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(controller.prototype, method);
      if (!descriptor) continue;
      for (const { type, schema } of routeSchemas(controller, method)) {
        if (type === BODY) ApiBody({ schema: jsonSchema(schema) })(controller.prototype, method, descriptor);
        if (type === QUERY) documentQuery(controller.prototype, method, descriptor, schema);
      }
    }
  }
}

function documentQuery(target: object, method: string, descriptor: PropertyDescriptor, schema: z.ZodType): void {
  const { properties = {}, required = [] } = jsonSchema(schema);
  for (const [name, property] of Object.entries(properties)) {
    const { description, ...rest } = property as SchemaObject;
    ApiQuery({ name, required: required.includes(name), description, schema: rest })(target, method, descriptor);
  }
}

/** What a client sends (the schema's input side), in the OpenAPI 3.0 dialect the document uses. */
function jsonSchema(schema: z.ZodType): SchemaObject {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as SchemaObject;
}

function controllers(app: INestApplication): Type[] {
  const found = new Set<Type>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      if (wrapper.metatype) found.add(wrapper.metatype as Type);
    }
  }
  return [...found];
}
