/**
 * Calls to a site's API over HTTP, as the browser makes them: shared by the integration suites
 * (tests/support/api.ts, against the local stack) and the smoke test of a deployed site.
 */

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined when the body is not JSON. */
  body: T;
  text: string;
}

export interface ApiRequest {
  method?: string;
  /** Query parameters, appended to the path. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON (objects) or as is (strings). */
  body?: unknown;
  /** A Firebase ID token, sent as `Authorization: Bearer`. */
  token?: string;
  headers?: Record<string, string>;
  /** Default "manual", so redirects can be checked. */
  redirect?: RequestRedirect;
  /** Base to resolve `path` against (the site, unless the caller names another server). */
  base?: string;
}

/** Calls `path` (resolved against `request.base`) and answers its status, headers, text and parsed JSON. */
export async function siteApi<T = unknown>(
  path: string,
  request: ApiRequest & { base: string },
): Promise<ApiResponse<T>> {
  const url = new URL(path, request.base);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  let body: string | undefined;
  if (typeof request.body === "string") body = request.body;
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers["Content-Type"] ??= "application/json";
  }
  const response = await fetch(url, {
    method: request.method ?? "GET",
    headers,
    body,
    redirect: request.redirect ?? "manual",
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}
