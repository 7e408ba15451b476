/**
 * The smoke test's walk through a site, step by step (`npm run smoke`; tests/e2e/smoke.test.ts runs
 * it against the local stack in `npm test`). Reads first; with `write`, a new customer pays, sees
 * the order, schedules its gift, and what Cloud Tasks carries out at the gift's moment is awaited
 * last, so the download and the admin's sign-in run while it comes.
 */
import { createSmokeContext } from "./smokeContext";
import type { SmokeOptions } from "./smokeOptions";
import { runStep, skip, type StepOutcome } from "./stepReport";
import { signInAsAdmin } from "./steps/adminSignIn";
import { checkAppFiles } from "./steps/appFiles";
import { checkCatalogue } from "./steps/catalogue";
import { findOrder, payForOrder } from "./steps/checkout";
import { awaitGiftOnTime, scheduleGift, type ScheduledGift } from "./steps/giftFollowUp";
import { checkPublicPages } from "./steps/publicPages";
import { downloadSong } from "./steps/signedDownload";
import { freshAddress, signUp, smokeInbox, type SignedInCustomer } from "./steps/signUp";
import { checkPushConfiguration, checkWebConfig } from "./steps/webConfig";

/** What a step needs from an earlier one: skipped, saying which, when that one did not pass. */
function after<T>(value: T | undefined, step: string): T {
  return value ?? skip(`needs the ${step} step, which did not pass`);
}

export async function runSmoke(
  options: SmokeOptions,
  print: (line: string) => void = console.log,
): Promise<StepOutcome[]> {
  const context = await createSmokeContext(options);
  const what = context.isLocalStack ? "the local stack" : "a deployment";
  print(`Smoke test of ${options.site.origin} (${what}), ${options.write ? "with writes" : "reads only"}`);
  const outcomes: StepOutcome[] = [];
  const step = async (name: string, check: () => Promise<string>) => {
    outcomes.push(await runStep(name, check, print));
  };
  const writing = (why: string) => {
    if (!options.write) skip(`only with --write: ${why}`);
  };

  let customer: SignedInCustomer | undefined;
  let orderId: string | undefined;
  let gift: ScheduledGift | undefined;
  try {
    await step("public pages", () => checkPublicPages(context));
    await step("service worker and manifest", () => checkAppFiles(context));
    await step("catalogue API", () => checkCatalogue(context));
    await step("config", () => checkWebConfig(context));
    await step("push configuration", () => checkPushConfiguration(context));
    await step("sign-up", async () => {
      writing("it creates an account");
      const signedUp = await signUp(context);
      customer = signedUp.customer;
      return signedUp.detail;
    });
    await step("checkout", async () => {
      writing("it pays with a test card");
      const paid = await payForOrder(context, after(customer, "sign-up"));
      orderId = paid.orderId;
      return paid.detail;
    });
    await step("order on the dashboard", async () => {
      writing("it needs the checkout's order");
      return findOrder(context, after(customer, "sign-up"), after(orderId, "checkout"));
    });
    await step("follow-up scheduled", async () => {
      writing("it schedules the order's gift");
      const scheduled = await scheduleGift(
        context,
        after(customer, "sign-up"),
        after(orderId, "checkout"),
        freshAddress(smokeInbox(context), "smoke-gift"),
      );
      gift = scheduled.gift;
      return scheduled.detail;
    });
    await step("signed download", async () => {
      writing("an order's first download is recorded");
      return downloadSong(context);
    });
    await step("admin sign-in with TOTP", () => signInAsAdmin(context));
    await step("follow-up on time", async () => {
      writing("it waits for the gift scheduled above");
      return awaitGiftOnTime(context, after(customer, "sign-up"), after(gift, "follow-up scheduled"));
    });
  } finally {
    await context.close();
  }
  return outcomes;
}
