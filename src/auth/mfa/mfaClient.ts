/** What the set-up screen shows: the QR code to scan and the same secret for typing in. */
export interface MfaEnrollmentStart {
  qrCodeDataUrl: string;
  secret: string;
}

/**
 * Admin two-factor authentication as the screens use it, whichever adapter runs: Firebase Auth's
 * native TOTP (production) or the server-kept secret (against the Auth emulator).
 */
export interface MfaClient {
  startEnrollment(): Promise<MfaEnrollmentStart>;
  /** Proves the new authenticator with a code; the session then counts as verified. */
  verifyEnrollment(code: string): Promise<void>;
  /** Passes the code of the enrolled authenticator for this session. */
  verifyChallenge(code: string): Promise<void>;
}

/** A refusal whose message is fit to show as is (a wrong code, a lock). */
export class MfaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MfaError";
  }
}
