import type { AudienceRoutes } from "../platform/routeTable";
import { confirmPasswordReset } from "./confirmPasswordReset";
import { createAccount } from "./createAccount";
import { reportLoginFailure } from "./reportLoginFailure";
import { requestPasswordReset } from "./requestPasswordReset";
import { resendVerification } from "./resendVerification";
import { verifyEmail } from "./verifyEmail";

/** Customer accounts: sign-up, email verification, password reset and failed sign-ins. */
export const accountRoutes: AudienceRoutes = {
  public: [
    { path: "/account/signup", handlers: { post: createAccount } },
    { path: "/account/verify-email", handlers: { post: verifyEmail } },
    { path: "/account/verification-email", handlers: { post: resendVerification } },
    { path: "/account/password-reset", handlers: { post: requestPasswordReset } },
    { path: "/account/password-reset/confirm", handlers: { post: confirmPasswordReset } },
    { path: "/account/login-failures", handlers: { post: reportLoginFailure } },
  ],
};
