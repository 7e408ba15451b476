import type { ApiErrorBody } from "@songs/domain";
import { inject } from "vitest";
import { runScheduledFunction } from "../../scripts/stack/eventedFunctions";
import { PROJECT_ID } from "../../scripts/stack/startStack";
import "./stackContext";
import { siteApi, type ApiRequest, type ApiResponse } from "../../scripts/site/siteApi";

/** Calls to the running local stack's API, shared by every suite. */

export type { ApiRequest, ApiResponse };

/** The absolute URL of a site path such as "/api/artists". */
export function siteUrl(path: string, base = inject("baseUrl")): string {
  return new URL(path, base).href;
}

export function api<T = unknown>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  return siteApi<T>(path, { ...request, base: request.base ?? inject("baseUrl") });
}

/** A signed-in POST (an empty JSON body unless given); a refusal answers the API's error body. */
export function postAs<T>(
  path: string,
  token: string,
  body: unknown = {},
): Promise<ApiResponse<T & Partial<ApiErrorBody>>> {
  return api<T & Partial<ApiErrorBody>>(path, { method: "POST", token, body });
}

/**
 * Runs a scheduled function (`onSchedule`) once now, as Cloud Scheduler would, and resolves when it
 * has run. The stack also runs each at its interval; tests call this to move time on at once.
 */
export async function runScheduled(name: string): Promise<void> {
  await runScheduledFunction(inject("functionsOrigin"), PROJECT_ID, name);
}

export type SignInResult = { ok: true; idToken: string } | { ok: false; status: number; message: string };

/**
 * Email and password sign-in through the Auth emulator's REST API (what the web SDK calls), with
 * the refusal's message when it fails: the beforeUserSignedIn blocking function's refusals arrive
 * as `BLOCKING_FUNCTION_ERROR_RESPONSE : ((... {"error":{"message":"<code>", ...}}))`.
 */
export async function attemptSignIn(email: string, password: string): Promise<SignInResult> {
  const url = `http://${inject("authEmulatorHost")}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  if (response.ok && body.idToken) return { ok: true, idToken: body.idToken };
  return { ok: false, status: response.status, message: body.error?.message ?? "" };
}

/** Signs in through the Auth emulator and returns the ID token for `api(..., { token })`. */
export async function signIn(email: string, password: string): Promise<string> {
  const result = await attemptSignIn(email, password);
  if (!result.ok) throw new Error(`Sign-in of ${email} failed: ${result.message || result.status}`);
  return result.idToken;
}
