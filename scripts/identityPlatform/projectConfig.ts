import type { ProjectConfig, UpdateProjectConfigRequest } from "firebase-admin/auth";

/** How many 30-second steps either side of the current one Firebase accepts (its documented example). */
export const TOTP_ADJACENT_INTERVALS = 5;

/**
 * reCAPTCHA scores run from 0 (a bot) to 1 (a person): password sign-ins, sign-ups and reset
 * requests scoring up to this are blocked by Identity Platform before the password is checked.
 */
export const RECAPTCHA_BLOCK_UP_TO_SCORE = 0.3;

/**
 * The Identity Platform settings the marketplace relies on (docs/security.md, findings 2 and 11),
 * as one update of the project's config:
 * - TOTP multi-factor authentication for admins (SMS multi-factor's own switch is kept as is);
 * - reCAPTCHA Enterprise on email/password, enforced: the defence against scripts guessing
 *   passwords against the sign-in service directly, which the API never sees;
 * - email enumeration protection: sign-in and reset no longer say whether an email has an account.
 */
export function identityPlatformUpdate(
  current: Partial<Pick<ProjectConfig, "multiFactorConfig">>,
): UpdateProjectConfigRequest {
  return {
    multiFactorConfig: {
      state: current.multiFactorConfig?.state ?? "DISABLED",
      providerConfigs: [{ state: "ENABLED", totpProviderConfig: { adjacentIntervals: TOTP_ADJACENT_INTERVALS } }],
    },
    recaptchaConfig: {
      emailPasswordEnforcementState: "ENFORCE",
      managedRules: [{ endScore: RECAPTCHA_BLOCK_UP_TO_SCORE, action: "BLOCK" }],
    },
    emailPrivacyConfig: { enableImprovedEmailPrivacy: true },
  };
}

/**
 * The sign-in providers, which the Admin SDK's project config does not cover: email and password
 * on, anonymous sign-in off. `firebase deploy` only ever switches providers on (firebase.json
 * `auth.providers`), so turning anonymous sign-in off is this update of Identity Toolkit's admin
 * API (`PATCH admin/v2/projects/<id>/config`).
 */
export function signInProvidersUpdate(): {
  updateMask: string;
  body: { signIn: { anonymous: { enabled: boolean }; email: { enabled: boolean; passwordRequired: boolean } } };
} {
  return {
    updateMask: "signIn.anonymous.enabled,signIn.email.enabled,signIn.email.passwordRequired",
    body: { signIn: { anonymous: { enabled: false }, email: { enabled: true, passwordRequired: true } } },
  };
}

/**
 * The site's place in Identity Toolkit's config: its host among the authorised domains (which the
 * browser SDK and the reCAPTCHA Enterprise key Identity Platform keeps for password sign-in
 * accept requests from; the domains already there are kept), and its `/auth` page as the action URL
 * of the emails Firebase sends itself (the API's own emails link there already).
 */
export function siteDomainUpdate(
  siteUrl: string,
  current: { authorizedDomains?: string[] },
): {
  updateMask: string;
  body: { authorizedDomains: string[]; notification: { sendEmail: { callbackUri: string } } };
} {
  const site = new URL(siteUrl);
  return {
    updateMask: "authorizedDomains,notification.sendEmail.callbackUri",
    body: {
      authorizedDomains: [...new Set([...(current.authorizedDomains ?? []), site.hostname])],
      notification: { sendEmail: { callbackUri: new URL("/auth", site).href } },
    },
  };
}
