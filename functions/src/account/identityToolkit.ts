import type { RuntimeConfig } from "../configTypes";

/** The emailed link's code is unknown, used or expired (or its account is gone). */
export class InvalidActionCodeError extends Error {
  constructor(readonly reason: string) {
    super(`Invalid action code: ${reason}`);
    this.name = "InvalidActionCodeError";
  }
}

/** Identity Toolkit refused the new password (its own policy). */
export class WeakPasswordError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "WeakPasswordError";
  }
}

const INVALID_CODE_ERRORS = new Set([
  "INVALID_OOB_CODE",
  "EXPIRED_OOB_CODE",
  "USER_DISABLED",
  "USER_NOT_FOUND",
  "EMAIL_NOT_FOUND",
]);

type Fetch = typeof fetch;

/**
 * The two email-link actions the Admin SDK does not offer, through Identity Toolkit's REST API (the
 * Auth emulator's copy of it under the emulators), with the project's web API key.
 */
export function identityToolkit(config: Pick<RuntimeConfig, "authEmulatorUrl" | "web">, fetchImpl: Fetch = fetch) {
  const origin = config.authEmulatorUrl
    ? `${config.authEmulatorUrl}/identitytoolkit.googleapis.com`
    : "https://identitytoolkit.googleapis.com";
  const base = `${origin}/v1`;

  async function call(method: string, body: Record<string, string>): Promise<{ email: string }> {
    const response = await fetchImpl(`${base}/${method}?key=${encodeURIComponent(config.web.apiKey)}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { email?: unknown; error?: { message?: unknown } };
    if (response.ok && typeof json.email === "string") return { email: json.email };
    // Identity Toolkit's error messages read "CODE" or "CODE : detail".
    const message = typeof json.error?.message === "string" ? json.error.message : `HTTP ${response.status}`;
    const [code = "", detail] = message.split(" : ");
    if (INVALID_CODE_ERRORS.has(code)) throw new InvalidActionCodeError(code);
    if (code === "WEAK_PASSWORD") throw new WeakPasswordError(detail ?? code);
    throw new Error(`Identity Toolkit ${method} failed: ${message}`);
  }

  return {
    /** Marks the link's account as verified; answers its email. */
    applyEmailVerification: (oobCode: string) => call("accounts:update", { oobCode }),
    /** Sets the link's account's password; answers its email. */
    resetPassword: (oobCode: string, newPassword: string) => call("accounts:resetPassword", { oobCode, newPassword }),
  };
}
