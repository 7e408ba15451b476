import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, inject, it } from "vitest";
import { MESSAGES, SONG_GIFT_APPLIED } from "@songs/domain";
import { stackFirestore } from "../support/adminSession";
import { phoneDevices } from "../support/browser";
import { logIn } from "../support/browserSignIn";
import { newCustomer, PAYING_CARD } from "../support/checkout";
import { buildOrder, payOnCheckoutPage, stepTitle } from "../support/orderBuilder";
import { studioArtist } from "../support/paidOrders";
import { arrivedCode } from "../support/songGifts";

/**
 * A song gift at 360 px: a giver buys a Premium song gift from the navigation; at its time the
 * recipient opens the email's link, tells their story as a new customer (signing up and verifying
 * on the way), adds the Instrumental and pays its $10 only; the order reaches an artist in the
 * studio, and the giver sees the gift redeemed.
 */
describe("a song gift, from the giver's card to the recipient's order", { timeout: 300_000 }, () => {
  const baseUrl = inject("baseUrl");
  const phones = phoneDevices();
  const newPhone = phones.open;

  afterAll(async () => {
    await phones.closeAll();
  });

  it("is bought, arrives, is redeemed with the Instrumental for $10, and the giver sees it redeemed", async () => {
    const artist = await studioArtist(["Pop"]);
    const giver = await newCustomer("song-giver");
    const recipientEmail = `june-${randomUUID().slice(0, 12)}@example.com`;

    // The giver, on their phone: Give a song from the menu, Premium for June, paid by card.
    const { page: giverPhone, errors: giverErrors } = await newPhone();
    await giverPhone.goto(new URL("/auth", baseUrl).href);
    await logIn(giverPhone, giver.email, giver.password);
    await giverPhone.waitForURL(`${baseUrl}/dashboard`);
    await giverPhone.getByRole("button", { name: "Open menu" }).click();
    await giverPhone.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Give a song" }).click();
    await giverPhone.waitForURL(`${baseUrl}/give-a-song`);
    await giverPhone
      .locator("label")
      .filter({ hasText: /Premium Song/ })
      .click();
    await giverPhone.getByLabel("Recipient's name").fill("June Carter");
    await giverPhone.getByLabel("Recipient's email").fill(recipientEmail);
    await giverPhone.getByLabel("From (your name as they will see it)").fill("Johnny");
    await giverPhone.getByLabel("Your message (optional)").fill("Tell them our story, June.");
    await giverPhone.getByRole("button", { name: "Pay $49.99" }).click();
    await payOnCheckoutPage(giverPhone, PAYING_CARD);
    await giverPhone.waitForURL(/\/song-gifts\/paid\?session_id=/);
    await giverPhone.getByText(/Thank you! June Carter will receive your gift/).waitFor();
    const giftId = new URL(giverPhone.url()).searchParams.get("session_id")!;

    // Its time comes: the email carries the giver's message and the redeem link.
    const { text } = await arrivedCode(giftId);
    expect(text).toContain("Tell them our story, June.");
    const link = text.split("\n").find((line) => line.includes("/song-gifts/redeem?code="))!;
    const redeemUrl = link.slice(link.indexOf("http"));

    // The recipient, on their own phone, with no account yet.
    const { page: phone, errors } = await newPhone();
    await phone.goto(redeemUrl);
    await phone.getByText(/Johnny gave you a Premium Song/).waitFor();
    await phone.getByRole("button", { name: "Tell your story" }).click();
    await phone.waitForURL(`${baseUrl}/create`);
    await phone.getByText(SONG_GIFT_APPLIED).waitFor();
    await buildOrder(phone, { recipientName: "June and Johnny", instrumental: true });
    await phone.getByRole("button", { name: "Complete Order" }).click();
    await phone.waitForURL(`${baseUrl}/auth`);
    const account = { email: recipientEmail, password: `pass-${randomUUID().slice(0, 8)}` };
    await phone.getByRole("tab", { name: "Sign Up" }).click();
    await phone.getByLabel("Full Name").fill("June Carter");
    await phone.getByLabel("Email", { exact: true }).fill(account.email);
    await phone.getByLabel("Password", { exact: true }).fill(account.password);
    await phone.getByRole("button", { name: "Sign Up" }).click();
    await phone.getByText(MESSAGES.accountCreated).waitFor();
    const verification = stackFirestore().collection("mail").where("to", "==", account.email);
    await expect
      .poll(async () => (await verification.get()).docs.some((doc) => /mode=verifyEmail/.test(doc.get("message.text"))))
      .toBe(true);
    const verifyText = (await verification.get()).docs
      .map((doc) => String(doc.get("message.text")))
      .find((body) => body.includes("mode=verifyEmail"))!;
    const verifyLink = verifyText.split("\n").find((line) => line.startsWith(`${baseUrl}/auth?`))!;
    await phone.goto(verifyLink);
    await phone.getByText(MESSAGES.emailVerified).waitFor();
    await phone.getByLabel("Password", { exact: true }).fill(account.password);
    await phone.getByRole("button", { name: "Log in", exact: true }).click();
    await phone.waitForURL(`${baseUrl}/create`);
    await stepTitle(phone, "Review").waitFor();
    await phone.getByRole("button", { name: "Complete Order" }).click();

    // Only the difference is charged: the Instrumental's $10.
    await phone.getByText("$10.00").first().waitFor();
    await payOnCheckoutPage(phone, PAYING_CARD);
    await phone.waitForURL(/\/payment-success\?session_id=/);
    const sessionId = new URL(phone.url()).searchParams.get("session_id")!;
    await phone.getByText("Order created successfully!").first().waitFor();
    const order = await stackFirestore().collection("orders").doc(sessionId).get();
    expect(order.get("totalCents")).toBe(5999);
    expect(order.get("addOns")).toEqual(["instrumental"]);
    expect(order.get("work.offeredTo")).toContain(artist.artistId);

    // The giver sees it redeemed.
    await giverPhone.goto(new URL("/song-gifts", baseUrl).href);
    await giverPhone.getByRole("listitem", { name: "Song gift for June Carter" }).getByText("Redeemed").waitFor();
    expect(giverErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
