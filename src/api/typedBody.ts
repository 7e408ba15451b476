import type { ResponseSchema } from "./client";

/**
 * A response read as the shared schema's type without parsing it again in the browser. Used for
 * the public catalogue, whose bodies the API's tests hold to `packages/domain/src/schemas/publicCatalogue.ts`:
 * re-parsing them here would add about 14 KB of zod to every visitor's first load.
 */
export function typedBody<T>(): ResponseSchema<T> {
  return {
    safeParse: (data: unknown) =>
      typeof data === "object" && data !== null ? { success: true, data: data as T } : { success: false },
  };
}
