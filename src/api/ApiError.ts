/** A failed API call: HTTP status (0 for a network failure), the server's error code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** Worth trying again: a gateway hiccup or no network. */
  get isRetryable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server refused the request for a reason it gave (a 4xx): its message is for the person. */
export function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** What a failed action says in its toast: the server's reason when it refused, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  return isRefusal(error) ? error.message : fallback;
}
