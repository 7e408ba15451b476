import { describe, expect, it } from "vitest";
import { identityPlatformUpdate } from "./projectConfig";

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
