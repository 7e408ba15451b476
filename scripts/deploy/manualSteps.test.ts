import { describe, expect, it } from "vitest";
import { MANUAL_STEPS } from "./manualSteps";

describe("the steps deploy:check prints", () => {
  it("each give a command to run, or say why it is done by hand, and how to verify it", () => {
    for (const step of MANUAL_STEPS) {
      const hasCommand = /`(?:npm run|firebase|gcloud|npx|printf|STRIPE_SECRET_KEY=)[^`]*`/.test(step.how);
      expect(hasCommand || Boolean(step.byHand), `"${step.what}" has neither a command nor a reason`).toBe(true);
      expect(step.verify, `"${step.what}" says no way to verify it`).not.toBe("");
    }
  });
});
