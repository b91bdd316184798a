import { AppError } from "../../errors";
import type { Logger } from "../../logger";

/**
 * Runs a card gateway call: a provider failure becomes a 502 with the flow's own message (the same call can
 * fail a subscription or a checkout), and only the provider's error fields are logged, never the request.
 */
export async function callCardGateway<T>(logger: Logger, message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const e = err as { type?: string; code?: string; statusCode?: number; message?: string };
    logger.warn({ providerType: e.type, providerCode: e.code, status: e.statusCode, msg: e.message }, "card gateway call failed");
    throw new AppError(502, message);
  }
}
