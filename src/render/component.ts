/**
 * Names a schema shared by several operations, so the OpenAPI document states it once under
 * components (src/http/openapi.ts). It lives with the answer shapes that use it, so render needs
 * nothing from http.
 */
import type { TSchema } from '@sinclair/typebox';

const COMPONENT = Symbol.for('morsel.openapi.component');

export function component<T extends TSchema>(name: string, schema: T): T {
  (schema as unknown as Record<symbol, string>)[COMPONENT] = name;
  return schema;
}

/** The component name `component()` gave a schema (any JSON value), if any. */
export function componentName(schema: object): string | undefined {
  return (schema as Record<symbol, string | undefined>)[COMPONENT];
}
