// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { GIFT_MESSAGES, VALIDATION, type GiftView } from "@songs/domain";
import { makeOrderView } from "../test/support/orderFixtures";
import { jsonResponse, renderOrderPage, setUpEachDashboardTest, stubNetwork } from "./testing/renderDashboard";

const rose = makeOrderView({ id: "o-rose", recipientName: "Rose Baker", status: "completed" });
const giftUrl = "https://songs.example/gift/tok123";
const sentGift: GiftView = {
  status: "sent",
  recipientEmail: "rose@example.com",
  senderName: "Ada Lovelace",
  message: "",
  date: "2030-01-01",
  time: "08:00",
  timeZone: "UTC",
  sendAt: "2030-01-01T08:00:00.000Z",
  allowDownload: false,
  sentAt: "2030-01-01T08:00:00.000Z",
  openedAt: null,
  url: giftUrl,
  thanks: null,
};

async function openGiftForm() {
  const dialog = await screen.findByRole("article", { name: "Song for Rose Baker" });
  await userEvent.click(await within(dialog).findByRole("button", { name: "Send it to them" }));
  return dialog;
}

describe("the gift form", { timeout: 20_000 }, () => {
  setUpEachDashboardTest();

  it("is from the account's name, checks with the app's own messages, clears each when fixed, and clears the red toast when it succeeds", async () => {
    let tries = 0;
    stubNetwork({
      "GET /api/orders": { orders: [rose] },
      "GET /api/orders/o-rose/gift": { gift: null },
      "PUT /api/orders/o-rose/gift": () => {
        tries += 1;
        if (tries === 1)
          return jsonResponse(400, {
            error: {
              code: "validation_failed",
              message: GIFT_MESSAGES.notInFuture,
              fields: { time: GIFT_MESSAGES.notInFuture },
            },
          });
        if (tries === 2)
          return jsonResponse(409, { error: { code: "gift_busy", message: "Please try again in a moment." } });
        return jsonResponse(200, { gift: { ...sentGift, status: "scheduled", sentAt: null, url: null } });
      },
    });
    renderOrderPage("o-rose", "u1", { displayName: "Ada Lovelace" });
    const dialog = await openGiftForm();
    expect(within(dialog).getByLabelText("From (your name as they will see it)")).toHaveValue("Ada Lovelace");
    expect(within(dialog).getByRole("button", { name: "Schedule delivery" }).closest("form")).toHaveAttribute(
      "novalidate",
    );

    const email = within(dialog).getByLabelText("Recipient's email");
    await userEvent.type(email, "rose@");
    await userEvent.click(within(dialog).getByRole("button", { name: "Schedule delivery" }));
    expect(await within(dialog).findByText(VALIDATION.invalidEmail)).toBeInTheDocument();
    expect(tries).toBe(0);
    await userEvent.type(email, "example.com");
    await waitFor(() => expect(within(dialog).queryByText(VALIDATION.invalidEmail)).not.toBeInTheDocument());

    // The server's refusal: beside its field only, no toast; changing the field clears it.
    await userEvent.click(within(dialog).getByRole("button", { name: "Schedule delivery" }));
    expect(await within(dialog).findByText(GIFT_MESSAGES.notInFuture)).toBeInTheDocument();
    expect(screen.queryAllByText(GIFT_MESSAGES.notInFuture)).toHaveLength(1);
    await userEvent.clear(within(dialog).getByLabelText("Time it arrives (their time)"));
    await userEvent.type(within(dialog).getByLabelText("Time it arrives (their time)"), "09:30");
    expect(within(dialog).queryByText(GIFT_MESSAGES.notInFuture)).not.toBeInTheDocument();
    // Any other refusal is a red toast, which goes once the delivery is scheduled.
    await userEvent.click(within(dialog).getByRole("button", { name: "Schedule delivery" }));
    expect(await screen.findByText("Please try again in a moment.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Schedule delivery" }));
    expect(await screen.findByText(GIFT_MESSAGES.scheduled)).toBeInTheDocument();
    expect(screen.queryByText("Please try again in a moment.")).not.toBeInTheDocument();
  });

  it("shows the sent gift's page as a link with a Copy button", async () => {
    stubNetwork({ "GET /api/orders": { orders: [rose] }, "GET /api/orders/o-rose/gift": { gift: sentGift } });
    renderOrderPage("o-rose");
    const dialog = await screen.findByRole("article", { name: "Song for Rose Baker" });
    expect(await within(dialog).findByRole("link", { name: giftUrl })).toHaveAttribute("href", giftUrl);
    const clipboard = { writeText: async (text: string) => void copied.push(text) };
    const copied: string[] = [];
    Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(copied).toEqual([giftUrl]);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
  });
});
