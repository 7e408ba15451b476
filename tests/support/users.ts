import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
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
