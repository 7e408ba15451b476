/** Stripe's error shape: `{ error: { type, code, message, param, doc_url } }` with its HTTP status. */

export type StripeErrorType = "invalid_request_error" | "api_error" | "card_error" | "idempotency_error";

export class StripeLocalError extends Error {
  /**
   * A refusal made once the endpoint began executing (not a parameter check): as on Stripe, it is
   * saved under the request's idempotency key and replayed to every retry with that key.
   */
  savedForIdempotency = false;

  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  /** Marks the error as a refusal of the executing endpoint (see `savedForIdempotency`). */
  afterExecution(): this {
    this.savedForIdempotency = true;
    return this;
  }

  toJSON() {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code) {
      error.code = this.code;
      error.doc_url = `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, "-")}`;
    }
    if (this.param) error.param = this.param;
    return { error };
  }
}

export const invalid = (message: string, param?: string, code = "parameter_invalid_string") =>
  new StripeLocalError(400, "invalid_request_error", message, code, param);

export const missingParam = (param: string) =>
  new StripeLocalError(400, "invalid_request_error", `Missing required param: ${param}.`, "parameter_missing", param);

export const unknownParam = (param: string) =>
  new StripeLocalError(
    400,
    "invalid_request_error",
    `Received unknown parameter: ${param}`,
    "parameter_unknown",
    param,
  );

export const noSuch = (kind: string, id: string, param: string) =>
  new StripeLocalError(404, "invalid_request_error", `No such ${kind}: '${id}'`, "resource_missing", param);
