import { decide, type OrderCommand, type Refusal } from "@songs/domain";
import { HttpError } from "../http/errors";
import type { OrderRecord } from "./orderRecord";

/** A refusal as the API answers it: 404 for an order that is not the caller's to see, else 409 with its code. */
export function refusalError({ code, message }: Refusal): HttpError {
  return new HttpError(code === "not_found" ? 404 : 409, code, message);
}

/**
 * Asks the lifecycle, without writing, whether `command` would be refused on the order as read
 * now, and throws that refusal: a step before the command (issuing an upload) says exactly what
 * the command itself would. The command then runs through the writer, which decides again.
 */
export function requireAllowed(order: OrderRecord, command: OrderCommand): void {
  const decision = decide(order, command, new Date());
  if (decision.outcome === "refused") throw refusalError(decision.refusal);
}
