import { describe, expect, it } from "vitest";
import { SECURITY_EVENT_TYPES, securityEventLabel, securityIncidentCount } from "./security";

describe("the security dashboard's words and counts", () => {
  it("labels every event type in words, and shows an unknown stored type as it is", () => {
    for (const type of SECURITY_EVENT_TYPES) expect(securityEventLabel(type)).not.toMatch(/_/);
    expect(securityEventLabel("sign_in")).toBe("Logged in");
    expect(securityEventLabel("mfa_failed")).toBe("Two-factor code refused");
    expect(securityEventLabel("toString")).toBe("toString");
    expect(securityEventLabel("legacy_event")).toBe("legacy_event");
  });

  it("counts every event as an incident but ordinary log-ins", () => {
    expect(
      securityIncidentCount({ sign_in: 40, mfa_verified: 5, login_failed: 3, mfa_failed: 2, legacy_event: 1 }),
    ).toBe(6);
    expect(securityIncidentCount({ sign_in: 40 })).toBe(0);
  });
});
