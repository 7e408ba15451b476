import { isBrowserOnline } from "./onlineStatus";
import { ApiError } from "./ApiError";

/**
 * Anything that parses a body: the shared zod schemas (classic or `zod/mini`). The client itself
 * imports no zod, so the app shell stays small; each screen brings the schemas it reads.
 */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** Returns the signed-in user's ID token, or null for a visitor. Registered by the session layer. */
export type TokenGetter = () => Promise<string | null>;

let getToken: TokenGetter = async () => null;
let fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args);
let sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The session layer registers its ID-token getter here so calls carry `Authorization: Bearer`. */
export function setTokenGetter(getter: TokenGetter | null): void {
  getToken = getter ?? (async () => null);
}

/** Test seam: replace the network (fetch) and the backoff timer. */
export function configureTransport(options: { fetch?: typeof fetch; sleep?: (ms: number) => Promise<void> }): void {
  if (options.fetch) fetchImpl = options.fetch;
  if (options.sleep) sleep = options.sleep;
}

/** Tries of an idempotent call, and the first backoff (doubling each time: 200, 400, 800 ms). */
export const GET_ATTEMPTS = 4;
export const FIRST_BACKOFF_MS = 200;

export interface GetOptions {
  signal?: AbortSignal;
}

/**
 * GET a same-origin API path and parse the body with a shared schema. Retries gateway and network
 * failures, except while the browser is offline: then the first failure is the answer.
 */
export async function apiGet<T>(path: string, schema: ResponseSchema<T>, options: GetOptions = {}): Promise<T> {
  let delay = FIRST_BACKOFF_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await request("GET", path, undefined, schema, options.signal);
    } catch (error) {
      const retryable = error instanceof ApiError && error.isRetryable && !options.signal?.aborted && isBrowserOnline();
      if (!retryable || attempt >= GET_ATTEMPTS) throw error;
      await sleep(delay);
      delay *= 2;
      if (options.signal?.aborted) throw error;
    }
  }
}

/** A write (POST, PUT, PATCH, DELETE) with a JSON body; never retried (it may not be idempotent). */
export async function apiSend<T>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: GetOptions = {},
): Promise<T> {
  return request(method, path, body, schema, options.signal);
}

/**
 * GET a same-origin API path that answers a file (a CSV export) as the signed-in user: its bytes and
 * the name from its Content-Disposition (`fallbackName` without one). Failures are ApiErrors, as for JSON.
 */
export async function apiGetFile(path: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  const token = await getToken();
  let response: Response;
  try {
    response = await fetchImpl(path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: "same-origin",
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const body = readErrorBody(await response.json().catch(() => undefined));
    throw body
      ? new ApiError(response.status, body.code, body.message, body.fields)
      : new ApiError(response.status, "http_error", `Request failed with status ${response.status}`);
  }
  const named = /filename="?([^";]+)"?/.exec(response.headers.get("content-disposition") ?? "");
  return { blob: await response.blob(), fileName: named?.[1] ?? fallbackName };
}

/** The failure of a request that never reached the server (status 0). */
export function networkError(): ApiError {
  return new ApiError(0, "network_error", "Network request failed. Check your connection and try again.");
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  signal: AbortSignal | undefined,
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const token = await getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetchImpl(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: "same-origin",
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const body = readErrorBody(payload);
    if (body) throw new ApiError(response.status, body.code, body.message, body.fields);
    throw new ApiError(response.status, "http_error", `Request failed with status ${response.status}`);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, "invalid_response", "The server sent an unexpected response.");
  }
  return parsed.data;
}
/** The `{ error: { code, message, fields? } }` body every API failure answers with (apiErrorSchema's shape). */
function readErrorBody(payload: unknown): { code: string; message: string; fields?: Record<string, string> } | null {
  if (typeof payload !== "object" || payload === null) return null;
  const error = (payload as { error?: unknown }).error;
  if (typeof error !== "object" || error === null) return null;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== "string" || typeof message !== "string") return null;
  return {
    code,
    message,
    fields: typeof fields === "object" && fields !== null ? (fields as Record<string, string>) : undefined,
  };
}
