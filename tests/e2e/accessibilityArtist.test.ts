import { describe, expect, inject, it } from "vitest";
import { adminIdToken, stackFirestore } from "../support/adminSession";
import { api } from "../support/api";
import { createTestArtistProfile } from "../support/artists";
import { routesOpenedBy, waitForSettledScreen } from "../support/axe";
import { describeAtEachSize } from "../support/screenSizes";

/** A new invite for a throwaway artist profile; the path of its emailed link. */
async function invitePath(email: string): Promise<string> {
  const { artistId } = await createTestArtistProfile();
  const invited = await api("/api/admin/artist-invites", {
    method: "POST",
    token: await adminIdToken(),
    body: { artistId, email },
  });
  expect(invited.status, invited.text).toBe(201);
  const mail = await stackFirestore().collection("mail").where("to", "==", email).get();
  const line = (mail.docs[0]?.get("message.text") as string)
    .split("\n")
    .find((text) => text.includes("/studio/invite/"));
  return new URL(line!).pathname;
}

/**
 * WCAG 2.2 AA (axe-core) on the artist's screens, at phone size and at desktop width: the invite's
 * accept page (and its validation errors), then the studio once the invite is accepted.
 */
describe("accessibility of the artist's screens", { timeout: 180_000 }, () => {
  const baseUrl = inject("baseUrl");

  describeAtEachSize((audit, tab, label) => {
    it("passes on the invite's accept page, with its validation errors, and on the studio", async () => {
      const path = await invitePath(`a11y-artist-${label}-${Date.now()}@example.com`);
      await tab.page.goto(new URL(path, baseUrl).href);
      await tab.page.getByLabel("Confirm Password").waitFor();
      await waitForSettledScreen(tab.page);
      await audit.check(tab.page, "/studio/invite/:token", "/studio/invite/:token");

      await tab.page.getByRole("button", { name: "Set Password & Open the Studio" }).click();
      await tab.page.locator('[aria-invalid="true"]').first().waitFor();
      await audit.check(tab.page, "/studio/invite/:token with validation errors");

      await tab.page.getByLabel("Password", { exact: true }).fill("studio-pass-2025");
      await tab.page.getByLabel("Confirm Password").fill("studio-pass-2025");
      await tab.page.getByRole("button", { name: "Set Password & Open the Studio" }).click();
      await tab.page.waitForURL(`${baseUrl}/studio`);
      await tab.page.getByText(/^Logged in as /).waitFor();
      await waitForSettledScreen(tab.page);
      await audit.check(tab.page, "/studio", "/studio");
      expect(audit.takeFindings()).toEqual([]);
    });

    // The studio's own routes are accessibilityStudio's.
    it("checked the routes the route table lets an invited artist open, and the studio they land on", async () => {
      expect([...audit.checkedRoutes].sort()).toEqual([...(await routesOpenedBy("invited-artist")), "/studio"].sort());
    });
  });
});
