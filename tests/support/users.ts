import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { inject } from "vitest";
import { stackAdminApp } from "./adminSession";
import "./stackContext";

/** Throwaway accounts in the running stack's Auth emulator, one per test, so tests never share state. */

export interface TestUser {
  uid: string;
  email: string;
  password: string;
}

/** A new email and password account; verified unless asked otherwise. */
export async function createTestUser(options: { verified?: boolean; label?: string } = {}): Promise<TestUser> {
  const email = `${options.label ?? "user"}-${randomUUID().slice(0, 12)}@example.com`;
  const password = `pass-${randomUUID().slice(0, 8)}`;
  const user = await getAuth(stackAdminApp()).createUser({ email, password, emailVerified: options.verified ?? true });
  return { uid: user.uid, email, password };
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
