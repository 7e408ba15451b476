import type { Page } from "playwright-core";

export { payOnCheckoutPage } from "../../scripts/site/hostedCheckout";

/** The order builder's steps as a person goes through them in the browser, shared by the end-to-end suites. */

export const stepTitle = (page: Page, title: string) =>
  page.getByRole("heading", { level: 2, name: title, exact: true });

/** Picks a choice card as a person does: by clicking its label. */
export const choose = (page: Page, label: string | RegExp) =>
  page.locator("label").filter({ hasText: label }).first().click();

/** Steps 1 and 2 of the builder as the suites take them (Birthday, then Pop), ending on the artist step. */
export async function chooseBirthdayPop(page: Page): Promise<void> {
  await stepTitle(page, "Occasion").waitFor();
  await choose(page, "Birthday");
  await page.getByRole("button", { name: "Continue" }).click();
  await stepTitle(page, "Style").waitFor();
  await choose(page, "Pop");
  await page.getByRole("button", { name: "Continue" }).click();
  await stepTitle(page, "Artist").waitFor();
}

/**
 * Steps 1 to 5 of the builder, ending on the review step. With `artistName` the artist step must
 * show that artist already chosen (as after a profile's 'Choose This Artist'); else it is skipped.
 */
export async function buildOrder(
  page: Page,
  options: { lyricsPrint?: boolean; instrumental?: boolean; recipientName?: string; artistName?: string } = {},
): Promise<void> {
  await chooseBirthdayPop(page);
  if (options.artistName) {
    const chosen = page.getByRole("radio", { name: options.artistName, exact: true });
    await chosen.waitFor();
    if (!(await chosen.isChecked())) throw new Error(`The builder did not preselect ${options.artistName}`);
    await page.getByRole("button", { name: "Continue" }).click();
  } else {
    await page.getByRole("button", { name: "Skip this step" }).click();
  }
  await stepTitle(page, "Story").waitFor();
  await page.getByLabel("Recipient Name").fill(options.recipientName ?? "Grandma Rose");
  await page.getByLabel("Your Story").fill("She taught me to bake bread on Sunday mornings, flour on every surface.");
  await page.getByLabel("Key Moments").fill("The summer at the lake");
  await page.getByRole("button", { name: "Continue" }).click();
  await stepTitle(page, "Package").waitFor();
  await choose(page, /Premium Song/);
  if (options.instrumental) await choose(page, /Instrumental Version/);
  if (options.lyricsPrint) await choose(page, /Framed Lyrics Print/);
  await page.getByRole("button", { name: "Continue" }).click();
  await stepTitle(page, "Review").waitFor();
}
