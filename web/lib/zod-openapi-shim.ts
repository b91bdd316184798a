import { z } from "zod";

/**
 * Browser stand-in for "@hono/zod-openapi" (aliased in vite.config.ts). contract/ builds its schemas with
 * `.openapi(...)` for the server's docs; the client only validates, so the method is a no-op here and the
 * OpenAPI generator plus hono stay out of the bundle.
 */
const proto = z.ZodType.prototype as unknown as { openapi?: unknown };
if (typeof proto.openapi !== "function") {
  // Plain assignment on purpose: zod copies only enumerable prototype members onto each schema instance.
  proto.openapi = function openapi(this: unknown) {
    return this;
  };
}

export { z };
