import { describe, expect, it } from "vitest";
import { MESSAGES } from "@songs/domain";
import { toSignInError } from "./firebaseAuthBackend";
import { SIGN_IN_FALLBACK_MESSAGES, SignInError } from "./signInError";

/** Shaped like the FirebaseError the Auth SDK rejects with. */
function firebaseError(code: string, message: string, customData?: Record<string, unknown>) {
  return Object.assign(new Error(message), { name: "FirebaseError", code, customData });
}

describe("sign-in refusals from Firebase Auth", () => {
  it.each(["auth/invalid-credential", "auth/invalid-login-credentials", "auth/wrong-password", "auth/user-not-found"])(
    "treats %s as a wrong email or password",
    (code) => {
      const error = toSignInError(firebaseError(code, `Firebase: Error (${code}).`));
      expect(error).toBeInstanceOf(SignInError);
      expect(error.kind).toBe("invalid-credentials");
      expect(error.message).toBe(MESSAGES.invalidCredentials);
    },
  );

  it("reads a lockout refusal of the blocking function from the error text", () => {
    const error = toSignInError(
      firebaseError(
        "auth/internal-error",
        'Firebase: HTTP Cloud Function returned an error: {"error":{"message":"ACCOUNT_LOCKED: too many failed sign-ins","status":"PERMISSION_DENIED"}} (auth/internal-error).',
      ),
    );
    expect(error.kind).toBe("locked");
    expect(error.message).toBe(MESSAGES.accountLocked);
  });

  it("reads an unverified-email refusal, also when only the server response carries the code", () => {
    const error = toSignInError(
      firebaseError("auth/internal-error", "Firebase: Error (auth/internal-error).", {
        _serverResponse: { error: { message: "BLOCKING_FUNCTION_ERROR_RESPONSE : EMAIL_NOT_VERIFIED" } },
      }),
    );
    expect(error.kind).toBe("unverified");
    expect(error.message).toBe(MESSAGES.emailNotVerified);
  });

  it("says clearly when Firebase throttles or the network is down", () => {
    expect(
      toSignInError(firebaseError("auth/too-many-requests", "Firebase: Error (auth/too-many-requests).")),
    ).toMatchObject({
      kind: "rate-limited",
      message: SIGN_IN_FALLBACK_MESSAGES.rateLimited,
    });
    expect(
      toSignInError(firebaseError("auth/network-request-failed", "Firebase: Error (auth/network-request-failed).")),
    ).toMatchObject({ kind: "network", message: SIGN_IN_FALLBACK_MESSAGES.network });
  });

  it("passes other messages on without Firebase's prefix and code", () => {
    const error = toSignInError(
      firebaseError(
        "auth/user-disabled",
        "Firebase: The user account has been disabled by an administrator. (auth/user-disabled).",
      ),
    );
    expect(error).toMatchObject({ kind: "other", message: "The user account has been disabled by an administrator." });
  });

  it("never shows a bare 'Firebase: Error (auth/...)'", () => {
    expect(
      toSignInError(firebaseError("auth/operation-not-allowed", "Firebase: Error (auth/operation-not-allowed).")),
    ).toMatchObject({
      kind: "other",
      message: SIGN_IN_FALLBACK_MESSAGES.other,
    });
    expect(toSignInError("boom").message).toBe("boom");
  });
});
