import type { ApiErrorBody, SongGiftRedeemResponse, SongGiftView } from "@songs/domain";
import { expect } from "vitest";
import { api, runScheduled } from "./api";
import { eventually, payOnHostedPage, stackDb, type Customer } from "./checkout";
import { bringFollowUpDue, deliverFollowUpTask, followUpsOf, SWEEP } from "./lifecycleTime";

/** Song gifts on the stack: bought and paid for real, their arrival email read from `mail`. */

type Caller = Pick<Customer, "token" | "ip">;
type Answer<T> = T & Partial<ApiErrorBody>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A song gift to buy, arriving tomorrow at 08:00 UTC; override any field. */
export function songGiftRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    package: "premium",
    addOns: [],
    recipientName: "June Carter",
    recipientEmail: `june-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    senderName: "Johnny",
    message: "Tell them our story, June.",
    date: new Date(Date.now() + DAY_MS).toISOString().slice(0, 10),
    timeZone: "UTC",
    ...overrides,
  };
}

export function postAsCaller<T>(caller: Caller | null, path: string, body: unknown, method = "POST") {
  return api<Answer<T>>(path, {
    method,
    body,
    ...(caller ? { token: caller.token, headers: { "X-Forwarded-For": caller.ip } } : {}),
  });
}

/** Buys and pays for a song gift (the hosted page, then its return page's confirmation); answers its id. */
export async function boughtSongGift(giver: Customer, overrides: Record<string, unknown> = {}): Promise<string> {
  const started = await postAsCaller<{ sessionId: string; url: string }>(
    giver,
    "/api/song-gifts",
    songGiftRequest(overrides),
  );
  expect(started.status, started.text).toBe(200);
  expect((await payOnHostedPage(started.body.url)).status).toBe(303);
  const confirmed = await postAsCaller<{ songGift: SongGiftView }>(giver, "/api/song-gifts/paid", {
    sessionId: started.body.sessionId,
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  expect(confirmed.body.songGift.state).toBe("sold");
  return started.body.sessionId;
}

/** Makes the gift's arrival due and runs it; answers the code its email carries. */
export async function arrivedCode(giftId: string): Promise<{ code: string; text: string; to: string }> {
  const [followUpId] = [...(await followUpsOf(giftId))]
    .filter(([, followUp]) => followUp.kind === "send_song_gift" && followUp.state === "pending")
    .map(([id]) => id);
  if (followUpId) {
    await bringFollowUpDue(followUpId);
    await Promise.all([runScheduled(SWEEP), deliverFollowUpTask(followUpId)]);
  }
  return latestCode(giftId);
}

/** The newest arrival email of a gift: its code (from the redeem link), text and address. */
export async function latestCode(giftId: string): Promise<{ code: string; text: string; to: string }> {
  const mails = await eventually(
    () => stackDb().collection("mail").where("songGiftId", "==", giftId).get(),
    (snapshot) => !snapshot.empty,
    "the song gift's email",
  );
  const newest = mails.docs.sort((a, b) => b.id.localeCompare(a.id))[0]!;
  const text = String(newest.get("message.text"));
  const code = decodeURIComponent(/redeem\?code=([^\s]+)/.exec(text)?.[1] ?? "");
  return { code, text, to: String(newest.get("to")) };
}

export const redeem = (caller: Caller, code: string, order: Record<string, unknown>) =>
  postAsCaller<SongGiftRedeemResponse>(caller, "/api/song-gifts/redeem", { code, order });
