import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { blankLifecycle, emptyWork, pendingShipment, type OrderWork } from "@songs/domain";
import { StoredRecordError } from "../adapters/firestore/storedRecord";
import { testDocument } from "../adapters/firestore/testDocument";
import {
  heldWorkArtistName,
  historyRecord,
  lifecycleUpdate,
  newOrder,
  orderRecord,
  type OrderRecord,
  type PaidOrder,
} from "./orderRecord";

const PAID_AT = new Date("2026-11-02T09:00:00.000Z");
const LATER = new Date("2026-11-04T15:30:00.000Z");
const SONG = { path: "orders/cs_1/v1.wav", contentType: "audio/wav", fileName: "take one.wav" };

const paid: PaidOrder = {
  userId: "user-1",
  customerEmail: "nora@example.com",
  artistId: "artist-1",
  artistName: "Maya Rivers",
  occasion: "birthday",
  genre: "pop",
  recipientName: "Emma Carter",
  story: "She opened a bakery.",
  keyMoments: "Opening day.",
  package: "premium",
  addOns: ["extra-verse", "lyrics-print"],
  totalCents: 9999,
  currency: "usd",
  shippingAddress: null,
  stripeSessionId: "cs_1",
  paymentIntentId: "pi_1",
};

const work: OrderWork = {
  ...emptyWork("song_check", "artist-1"),
  artistId: "artist-1",
  acceptedAt: PAID_AT,
  songCheckNotes: "Louder drums",
  submission: { items: { song: SONG, instrumental: null, lyrics: "Verse one" }, submittedAt: LATER },
  submittedVersions: 1,
  declines: [{ artistId: "artist-2", reason: "Busy", declinedAt: PAID_AT }],
  attached: [{ ...SONG, item: "song", by: "artist", attachedAt: LATER }],
  versions: [{ item: "song", number: 1, file: SONG, lyrics: null, by: "artist", at: LATER }],
};

/** A paid order well into its life: work in the song check, a revision, a refund, a shipment, a live link. */
const order: OrderRecord = {
  ...newOrder(
    paid,
    blankLifecycle(
      {
        id: "cs_1",
        status: "in_progress",
        package: paid.package,
        addOns: paid.addOns,
        totalCents: paid.totalCents,
        paymentIntentId: paid.paymentIntentId,
        createdAt: PAID_AT,
      },
      {
        work,
        revisionRequested: true,
        revisions: [{ id: "r1", note: "Slower", requestedAt: LATER, resolvedAt: null, resolvedByVersion: null }],
        refunds: [
          {
            chargeId: "ch_1",
            refundedTotalCents: 500,
            refundId: "re_1",
            amountCents: 500,
            source: "item",
            item: "lyrics_print",
            refundedAt: LATER,
          },
        ],
        refundedCents: 500,
        shippingAddress: {
          name: "Nora",
          line1: "1 Main St",
          line2: null,
          city: "Dublin",
          postalCode: "D01",
          state: null,
          country: "IE",
        },
        shipments: [{ ...pendingShipment("lyrics_print"), state: "made", madeAt: LATER }],
        shareToken: "token-1",
      },
    ),
  ),
  sharedAt: LATER,
  updatedAt: LATER,
};

const storedOrder = (fields = orderRecord.write(order)) => testDocument("orders/cs_1", fields);

describe("the order's record", () => {
  it("reads back every field it writes", () => {
    expect(orderRecord.read(storedOrder())).toEqual(order);
  });

  it("stores the link, the address as Stripe collected it, and what the lists query by", () => {
    const fields = orderRecord.write(order);
    expect(fields).not.toHaveProperty("id");
    expect(fields.share).toEqual({ token: "token-1", sharedAt: Timestamp.fromDate(LATER) });
    expect(fields.shippingAddress).toEqual({
      name: "Nora",
      address: { line1: "1 Main St", line2: null, city: "Dublin", postal_code: "D01", state: null, country: "IE" },
    });
    expect(fields.work).toMatchObject({ queueTab: "in_progress", acceptedAt: Timestamp.fromDate(PAID_AT) });
    expect(fields.dueAt).toBeInstanceOf(Timestamp);
    expect(fields.searchTerms).toEqual(expect.arrayContaining(["nora@example.com"]));
    expect(fields.inShippingQueue).toBe(false);
  });

  it("stores a new order's link as made with the order", () => {
    const fields = orderRecord.write({ ...order, sharedAt: null });
    expect(fields.share).toEqual({ token: "token-1", sharedAt: Timestamp.fromDate(PAID_AT) });
  });

  it("updates only the fields the lifecycle changes", () => {
    const update = lifecycleUpdate({ ...order, status: "cancelled", shareToken: null });
    expect(update).toMatchObject({ status: "cancelled", share: null });
    expect(update).toHaveProperty("inShippingQueue");
    expect(update).not.toHaveProperty("story");
    expect(update).not.toHaveProperty("createdAt");
    expect(update).not.toHaveProperty("searchTerms");
  });

  it("updates the working artist's name when the order holds one, and leaves it alone when not", () => {
    expect(lifecycleUpdate({ ...order, workArtistName: "Maya Lopez" })).toMatchObject({ workArtistName: "Maya Lopez" });
    expect(lifecycleUpdate({ ...order, workArtistName: null })).toMatchObject({ workArtistName: null });
    expect(lifecycleUpdate({ ...order, workArtistName: undefined })).not.toHaveProperty("workArtistName");
  });

  it("reads fields added after an order was stored as their declared absence", () => {
    const {
      work: _work,
      shipments: _shipments,
      revisions: _revisions,
      share: _share,
      ...older
    } = orderRecord.write(order);
    expect(orderRecord.read(storedOrder(older))).toMatchObject({
      work: null,
      shipments: [],
      revisions: [],
      shareToken: null,
      sharedAt: null,
    });
  });

  it("no longer reads the former shapes its migration rewrote", () => {
    const fields = orderRecord.write(order);
    const { songCheckNotes: _notes, ...withoutNotes } = fields.work as Record<string, unknown>;
    expect(
      orderRecord.read(storedOrder({ ...fields, work: { ...withoutNotes, reviewNotes: "Louder drums" } })).work
        ?.songCheckNotes,
    ).toBeNull();
    const songOnly = { ...SONG, submittedAt: Timestamp.fromDate(LATER) };
    expect(() => orderRecord.read(storedOrder({ ...fields, work: { ...withoutNotes, submission: songOnly } }))).toThrow(
      StoredRecordError,
    );
  });
});

describe("an order's history entry", () => {
  it("is written with Firestore's time and read back with its id", () => {
    const entry = {
      id: "h1",
      event: "release",
      from: "in_progress",
      to: "completed",
      stageFrom: "song_check" as const,
      stageTo: "released" as const,
      changedBy: "admin-1",
      changedByEmail: null,
      reason: "song_released",
      songVersion: 1,
    };
    const fields = historyRecord.write(entry);
    expect(fields).not.toHaveProperty("id");
    const read = historyRecord.read(
      testDocument("orders/cs_1/statusHistory/h1", { ...fields, createdAt: Timestamp.fromDate(LATER) }),
    );
    expect(read).toEqual({ ...entry, createdAt: LATER });
  });
});

const chosen = { artistId: "maya", artistName: "Maya Rivers" };
const workedBy = (artistId: string | null) => ({ ...emptyWork("in_progress", "maya"), artistId });

describe("the working artist's name an order holds", () => {
  it("is the name the writer kept, whoever was chosen", () => {
    expect(heldWorkArtistName({ ...chosen, work: workedBy("leo"), workArtistName: "Leo Park" })).toBe("Leo Park");
  });

  it("is the chosen artist's on an order stored before the writer kept it, when they work on it", () => {
    expect(heldWorkArtistName({ ...chosen, work: workedBy("maya") })).toBe("Maya Rivers");
  });

  it("is unknown on such an order worked by another, so the view reads that artist's profile", () => {
    expect(heldWorkArtistName({ ...chosen, work: workedBy("leo") })).toBeUndefined();
    expect(heldWorkArtistName({ artistId: null, artistName: null, work: workedBy("leo") })).toBeUndefined();
  });

  it("is none without an artist on the work", () => {
    expect(heldWorkArtistName({ ...chosen, work: workedBy(null), workArtistName: null })).toBeUndefined();
    expect(heldWorkArtistName({ ...chosen, work: null })).toBeUndefined();
  });
});
