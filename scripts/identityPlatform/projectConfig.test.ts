import { describe, expect, it } from "vitest";
import { identityPlatformUpdate, signInProvidersUpdate, siteDomainUpdate } from "./projectConfig";

describe("identityPlatformUpdate (password attacks and account enumeration)", () => {
  it("enforces reCAPTCHA on password sign-in and turns on email enumeration protection", () => {
    const update = identityPlatformUpdate({});
    expect(update.recaptchaConfig).toEqual({
      emailPasswordEnforcementState: "ENFORCE",
      managedRules: [{ endScore: 0.3, action: "BLOCK" }],
    });
    expect(update.emailPrivacyConfig).toEqual({ enableImprovedEmailPrivacy: true });
  });

  it("enables TOTP and keeps SMS multi-factor's own switch as the project has it", () => {
    expect(identityPlatformUpdate({ multiFactorConfig: { state: "ENABLED" } }).multiFactorConfig).toEqual({
      state: "ENABLED",
      providerConfigs: [{ state: "ENABLED", totpProviderConfig: { adjacentIntervals: 5 } }],
    });
    expect(identityPlatformUpdate({}).multiFactorConfig?.state).toBe("DISABLED");
  });
});

describe("signInProvidersUpdate (what firebase deploy cannot switch off)", () => {
  it("turns anonymous sign-in off and password sign-in on, naming exactly those fields in the mask", () => {
    const { updateMask, body } = signInProvidersUpdate();
    expect(body.signIn.anonymous.enabled).toBe(false);
    expect(body.signIn.email).toEqual({ enabled: true, passwordRequired: true });
    expect(updateMask.split(",").sort()).toEqual([
      "signIn.anonymous.enabled",
      "signIn.email.enabled",
      "signIn.email.passwordRequired",
    ]);
  });
});

describe("siteDomainUpdate (the site's domain and action URL, once set by hand in the console)", () => {
  it("adds the site's host to the authorised domains, keeping the others, and points Firebase's emails at /auth", () => {
    const { updateMask, body } = siteDomainUpdate("https://songs.example.com", {
      authorizedDomains: ["localhost", "songs-prod.firebaseapp.com", "songs-prod.web.app"],
    });
    expect(updateMask.split(",").sort()).toEqual(["authorizedDomains", "notification.sendEmail.callbackUri"]);
    expect(body.authorizedDomains).toEqual([
      "localhost",
      "songs-prod.firebaseapp.com",
      "songs-prod.web.app",
      "songs.example.com",
    ]);
    expect(body.notification.sendEmail.callbackUri).toBe("https://songs.example.com/auth");
    expect(
      siteDomainUpdate("https://songs.example.com", { authorizedDomains: ["songs.example.com"] }).body
        .authorizedDomains,
    ).toEqual(["songs.example.com"]);
  });
});
