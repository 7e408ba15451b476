import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { Request } from "express";
import { logger } from "firebase-functions";

/**
 * The ids every log entry carries, so the logs viewer filters one request, one order (from payment
 * to gift), one follow-up or one user: `jsonPayload.orderId="cs_..."`.
 */
export interface LogIds {
  /** One request or one run of scheduled work (a task, a sweep's follow-up, a trigger). */
  requestId: string;
  orderId?: string;
  followUpId?: string;
  userId?: string;
}

type NamedIds = Partial<Omit<LogIds, "requestId">>;

const context = new AsyncLocalStorage<LogIds>();

const definedIds = (ids: Partial<LogIds>): Partial<LogIds> =>
  Object.fromEntries(Object.entries(ids).filter(([, value]) => typeof value === "string" && value !== ""));

/**
 * Runs `work` with these ids on every entry it logs (and its callees'), over the ids of the run it
 * is part of; a new request id when none is given or inherited. The handler wrapper
 * (`http/handler.ts`) sets one per request, the follow-up runner one per follow-up.
 */
export function withLogIds<T>(ids: Partial<LogIds>, work: () => T): T {
  const outer = context.getStore();
  return context.run({ ...outer, requestId: outer?.requestId ?? randomUUID(), ...definedIds(ids) }, work);
}

/** Names an id found along the way (the order a webhook's session is, the signed-in user) on the rest of the run's entries. */
export function nameLogIds(ids: NamedIds): void {
  const store = context.getStore();
  if (store) Object.assign(store, definedIds(ids));
}

/** The ids of the run in progress (none outside one). */
export const currentLogIds = (): Partial<LogIds> => ({ ...context.getStore() });

/**
 * The request's id: Cloud Run's trace id where the platform sets one (so the entries sit under the
 * request's own log line), else the emulator's execution id, else a new one.
 */
export function requestIdOf(req: Request): string {
  const trace = req.get("x-cloud-trace-context")?.split("/")[0];
  return trace || req.get("function-execution-id") || randomUUID();
}

/**
 * What a failure says in a log entry: its message, and the code the payment provider or the mail
 * service gave it (Stripe's `code` such as `charge_already_refunded`, else its `type`; a mail
 * error's `responseCode` or `code`), with the HTTP status it came with.
 */
export function failureFields(error: unknown): Record<string, unknown> {
  const fields = (typeof error === "object" && error !== null ? error : {}) as Record<string, unknown>;
  const code = [fields.code, fields.responseCode, fields.type].find(
    (value) => typeof value === "string" || typeof value === "number",
  );
  const status = [fields.statusCode, fields.status].find((value) => typeof value === "number");
  return {
    error: error instanceof Error ? error.message : String(error),
    ...(code !== undefined ? { errorCode: code } : {}),
    ...(status !== undefined ? { errorStatus: status } : {}),
    ...(typeof fields.requestId === "string" ? { providerRequestId: fields.requestId } : {}),
  };
}

const entry = (fields: Record<string, unknown>) => ({ ...context.getStore(), ...fields });

/**
 * The functions' one logger: firebase-functions' structured `logger` (a JSON payload per entry),
 * each entry carrying the run's ids (`withLogIds`) beside its own fields.
 */
export const requestLog = {
  info(message: string, fields: Record<string, unknown> = {}): void {
    logger.info(message, entry(fields));
  },
  warn(message: string, fields: Record<string, unknown> = {}): void {
    logger.warn(message, entry(fields));
  },
  error(message: string, fields: Record<string, unknown> = {}): void {
    logger.error(message, entry(fields));
  },
};
