import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminOrderDetailsSchema,
  adminOrdersResponseSchema,
  artistOrderViewSchema,
  emptyWork,
  followUpId,
  ordersResponseSchema,
  pendingReviewListSchema,
  songChecksSchema,
  studioQueueSchema,
  type FollowUp,
  type FollowUpAction,
} from "@songs/domain";
import { StoredRecordError } from "../../functions/src/adapters/firestore/storedRecord";
import { followUps } from "../../functions/src/followUps";
import { orderRecord } from "../../functions/src/orders";
import { rebuildSince, securityCounts } from "../../functions/src/security";
import { migrateBoundedReads } from "../../scripts/migrate/boundedReads";
import { migrateRecordShapes } from "../../scripts/migrate/recordShapes";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import { createTestArtist, type TestArtist } from "../support/artists";
import { createCustomer, orderDocument, stackFirestore } from "../support/customerOrders";
import { atFileEnd } from "../support/fileCleanup";
import { storedReview } from "../support/storedReviews";

/**
 * `npm run migrate:bounded-reads`: records written before the lists and totals queried what they
 * now query (an order without its working artist's name or its news, or without `searchTerms`, `searchIdPrefixes`, `dueAt` or `work.queueTab`, a submission
 * to the song check without its time, an artist without
 * `offerGenres`, ledger entries and security events without their totals, a far follow-up without
 * `awaitsQueue`, a failed follow-up without `failing`, a review awaiting a decision without `rejected`)
 * are found, listed and counted once it ran; a
 * follow-up stored with its action under the former name `work` is not read (its record is
 * refused), and is read once it ran stored it under `action`; a second run changes nothing.
 * `npm run migrate:record-shapes`: records stored in a former shape (the song check's notes as
 * `reviewNotes`, a submission holding the song's file alone, a history reason `song_delivered`, a
 * released order's `completedAt` and stage `delivered`, a business day's `delivered` count) are
 * not read as such, and are read in the shape their codec declares once it ran; a second run
 * changes nothing.
 */

const DAY_MS = 86_400_000;
let adminToken: string;
let artist: TestArtist;
beforeAll(async () => {
  [adminToken, artist] = await Promise.all([adminIdToken(), createTestArtist()]);
});

describe("the bounded reads' backfill", { timeout: 60_000 }, () => {
  it("makes legacy records searchable, queued and counted, and a second run changes nothing", async () => {
    const db = stackFirestore();
    const customer = await createCustomer();
    const marker = `Legacy${randomUUID().slice(0, 8)}`;
    const now = new Date();

    // An order a year old taken by the artist, as stored before its lists' fields were kept.
    const order = orderDocument(
      customer,
      { createdAt: new Date(now.getTime() - 366 * DAY_MS), status: "in_progress", recipientName: `Aunt ${marker}` },
      { work: { ...emptyWork("in_progress"), artistId: artist.artistId } },
    );
    const {
      dueAt: _dueAt,
      searchTerms: _searchTerms,
      searchIdPrefixes: _searchIdPrefixes,
      ...legacyOrder
    } = order.data;
    const { queueTab: _queueTab, ...legacyWork } = legacyOrder.work as Record<string, unknown>;
    // A version waiting in the song check, its submission stored without the time the list is ordered by.
    const submission = {
      items: {
        song: { path: `songs/${marker}.wav`, contentType: "audio/wav", fileName: "song.wav" },
        instrumental: null,
        lyrics: null,
      },
      submittedAt: new Date(now.getTime() - DAY_MS),
    };
    const checked = orderDocument(
      customer,
      { status: "in_progress", recipientName: "Uncle Walt" },
      { work: { ...emptyWork("song_check"), artistId: artist.artistId, submission } },
    );
    const checkedWork = checked.data.work as Record<string, unknown>;
    const { submittedAt: _submittedAt, ...legacySubmission } = checkedWork.submission as Record<string, unknown>;
    // An artist profile without offerGenres, three ledger entries without totals, a security event without its count.
    const legacyArtistId = randomUUID();
    // Gone when the file ends, so the public catalogue the other suites count stays the seed's ten.
    atFileEnd(async () => void (await db.collection("artists").doc(legacyArtistId).delete()));
    const amounts = [1200, 3400, -500];
    const batch = db.batch();
    batch.set(db.collection("orders").doc(order.id), { ...legacyOrder, work: legacyWork });
    // Its news as kept in its own document before the order held it: the artist's question waits.
    batch.set(db.collection("orderNews").doc(order.id), {
      orderId: order.id,
      userId: customer.uid,
      question: { open: 1, name: artist.name, at: Timestamp.fromDate(new Date(now.getTime() - DAY_MS)) },
      seenAt: null,
      seenSongVersion: 0,
    });
    batch.set(db.collection("orders").doc(checked.id), {
      ...checked.data,
      work: { ...checkedWork, submission: legacySubmission },
    });
    // Gone when the file ends, so the song check the other suites read stays theirs.
    atFileEnd(async () => void (await db.collection("orders").doc(checked.id).delete()));
    batch.set(db.collection("artists").doc(legacyArtistId), {
      name: "Legacy Artist",
      bio: "",
      genres: ["Pop", "Rock"],
      specialties: [],
      rating: 0,
      reviewCount: 0,
      availability: false,
    });
    amounts.forEach((amountCents, i) =>
      batch.set(db.collection("earnings").doc(`${legacyArtistId}-${i}`), {
        artistId: legacyArtistId,
        orderId: `cs_${marker}_${i}`,
        kind: amountCents < 0 ? "refund" : "release",
        amountCents,
        package: "premium",
        addOns: [],
        recipientName: null,
        createdAt: Timestamp.fromDate(new Date(now.getTime() - (40 + i * 20) * DAY_MS)),
      }),
    );
    batch.set(db.collection("securityEvents").doc(), {
      type: "password_changed",
      ip: "203.0.113.9",
      userAgent: null,
      email: null,
      uid: null,
      createdAt: Timestamp.fromDate(now),
    });
    // A review awaiting a decision, written when only a rejection stored `rejected`.
    const legacyReviewId = `legacy-review-${marker}`;
    const { rejected: _rejected, ...legacyReview } = storedReview(legacyReviewId, Date.parse("2000-01-01")).data;
    batch.set(db.collection("reviews").doc(legacyReviewId), legacyReview);
    // Gone when the file ends, so the moderation queue's oldest rows are the other suites' own.
    atFileEnd(async () => void (await db.collection("reviews").doc(legacyReviewId).delete()));
    await batch.commit();
    // Follow-ups as stored before, each due when the test says.
    const stored = (action: FollowUpAction, dueAt: Date): FollowUp => ({
      id: followUpId(order.id, action),
      orderId: order.id,
      dueAt,
      action,
    });
    // An admins' alert due in 100 days, written before `awaitsQueue` was kept.
    const far = stored({ kind: "alert_unclaimed" }, new Date(now.getTime() + 100 * DAY_MS));
    // An overdue alert that failed its every run before `failing` was kept (the Operations page lists failing ones).
    const failed = stored({ kind: "alert_overdue" }, new Date(now.getTime() - DAY_MS));
    const failedAt = Timestamp.fromDate(new Date(now.getTime() - DAY_MS / 2));
    // The artist's reminder, its action stored under the name it had before issue 33 (`work`).
    const legacy = stored({ kind: "remind_artist", artistId: artist.artistId }, new Date(now.getTime() + 100 * DAY_MS));
    const followUpBatch = db.batch();
    followUps(db).setAll(followUpBatch, [far, failed, legacy]);
    await followUpBatch.commit();
    await db.collection("followUps").doc(far.id).update({ awaitsQueue: FieldValue.delete() });
    const legacyAction = (await db.collection("followUps").doc(legacy.id).get()).get("action") as unknown;
    await db.collection("followUps").doc(legacy.id).update({ work: legacyAction, action: FieldValue.delete() });
    expect(await followUps(db).get(legacy.id)).toMatchObject({ problem: { problem: "invalid_record" } });
    await db.collection("followUps").doc(failed.id).update({
      state: "failed",
      failedRuns: 10,
      lastError: "Error: deadline exceeded",
      failedAt,
      failing: FieldValue.delete(),
    });

    const search = () => api("/api/admin/orders", { token: adminToken, query: { search: marker.toLowerCase() } });
    const songChecks = async () =>
      songChecksSchema
        .parse((await api("/api/admin/song-checks", { token: adminToken })).body)
        .checks.map((check) => check.orderId);
    // The moderation queue, the longest waiting first: the legacy review would head its first page.
    const pendingReviews = async () =>
      pendingReviewListSchema
        .parse((await api("/api/admin/reviews", { token: adminToken })).body)
        .reviews.map((review) => review.id);
    expect(await pendingReviews()).not.toContain(legacyReviewId);
    expect(await songChecks()).not.toContain(checked.id);
    expect(adminOrdersResponseSchema.parse((await search()).body).orders).toEqual([]);

    // A dry run counts what it would change and writes nothing.
    const dry = await migrateBoundedReads(db, { apply: false, now });
    expect(dry.every((step) => step.changed >= 1)).toBe(true);
    expect((await db.collection("orders").doc(order.id).get()).get("searchTerms")).toBeUndefined();

    const applied = await migrateBoundedReads(db, { apply: true, now });
    expect(applied.map(({ name, changed }) => [name, changed])).toEqual(
      dry.map(({ name, changed }) => [name, changed]),
    );
    const again = await migrateBoundedReads(db, { apply: true, now });
    expect(again.map((step) => step.changed)).toEqual(again.map(() => 0));

    // The old order holds its artist's public name (no artist was chosen), which its customer's list shows.
    expect((await db.collection("orders").doc(order.id).get()).get("workArtistName")).toBe(artist.name);
    const mine = ordersResponseSchema.parse((await api("/api/orders", { token: customer.token })).body).orders;
    const listed = mine.find((each) => each.id === order.id);
    expect(listed?.work?.artist).toEqual({ id: artist.artistId, name: artist.name });
    // And the question its news document kept, now on the order.
    expect(listed?.news).toEqual([{ kind: "question", name: artist.name }]);

    // The old order: found by a search in one request, and in the artist's In progress tab.
    expect(adminOrdersResponseSchema.parse((await search()).body).orders.map((found) => found.id)).toEqual([order.id]);
    const queue = await api("/api/studio/orders", { token: artist.idToken, query: { tab: "in_progress" } });
    expect(queue.status, queue.text).toBe(200);
    expect(studioQueueSchema.parse(queue.body).orders.map((queued) => queued.id)).toContain(order.id);

    // The review waiting since 2000 heads the moderation queue.
    expect((await pendingReviews())[0]).toBe(legacyReviewId);

    // The version stored without its time is listed first in the song check (the oldest submission there is).
    expect((await songChecks())[0]).toBe(checked.id);

    // The artist is in the roster's query; the far follow-up waits for the sweep to queue it.
    expect((await db.collection("artists").doc(legacyArtistId).get()).get("offerGenres")).toEqual(
      expect.arrayContaining(["pop", "rock"]),
    );
    expect((await db.collection("followUps").doc(far.id).get()).get("awaitsQueue")).toBe(true);
    const marked = await db.collection("followUps").doc(failed.id).get();
    expect([marked.get("failing"), marked.get("lastFailedAt")]).toEqual([true, failedAt]);
    // The legacy follow-up keeps its action under `action` alone, and is read through the table.
    const renamed = await db.collection("followUps").doc(legacy.id).get();
    expect([renamed.get("action"), renamed.get("work")]).toEqual([legacyAction, undefined]);
    expect(await followUps(db).get(legacy.id)).toMatchObject({ action: legacy.action, state: "pending" });

    // The ledger's totals equal the sum of its entries.
    const earnings = await api("/api/admin/earnings", { token: adminToken, query: { artistId: legacyArtistId } });
    expect(earnings.body).toMatchObject({ totalCents: amounts.reduce((total, amount) => total + amount, 0) });

    // The security counts equal the records: the password changes of the last 31 days, the legacy one among them.
    const since = rebuildSince(now);
    const changes = await db
      .collection("securityEvents")
      .where("type", "==", "password_changed")
      .where("createdAt", ">=", Timestamp.fromDate(since))
      .count()
      .get();
    expect((await securityCounts(db).since(since, now)).password_changed).toBe(changes.data().count);
  });
});

describe("the record shapes' migration", { timeout: 60_000 }, () => {
  it("rewrites the records stored in a former shape in their codecs' shape, and a second run changes nothing", async () => {
    const db = stackFirestore();
    const customer = await createCustomer();
    const now = new Date();
    const marker = randomUUID().slice(0, 8);

    // An order the admins sent back, its notes stored under their former name.
    const returned = orderDocument(
      customer,
      { status: "in_progress" },
      { work: { ...emptyWork("returned"), artistId: artist.artistId, songCheckNotes: "Louder drums" } },
    );
    const { songCheckNotes: _notes, ...returnedWork } = returned.data.work as Record<string, unknown>;
    // An order in the song check whose submission holds the song's file alone.
    const checked = orderDocument(
      customer,
      { status: "in_progress" },
      { work: { ...emptyWork("song_check"), artistId: artist.artistId } },
    );
    const songOnly = {
      path: `songs/${marker}.wav`,
      contentType: "audio/wav",
      submittedAt: Timestamp.fromDate(new Date(now.getTime() - DAY_MS)),
    };
    const batch = db.batch();
    batch.set(db.collection("orders").doc(returned.id), {
      ...returned.data,
      work: { ...returnedWork, reviewNotes: "Louder drums" },
    });
    batch.set(db.collection("orders").doc(checked.id), {
      ...checked.data,
      work: { ...(checked.data.work as Record<string, unknown>), submission: songOnly },
    });
    // Gone when the file ends, so the song check the other suites read stays theirs.
    atFileEnd(async () => void (await db.collection("orders").doc(checked.id).delete()));
    // The release's history entry, its reason stored under the name it had before it was one word.
    batch.set(db.collection("orders").doc(returned.id).collection("statusHistory").doc(), {
      event: "release",
      from: "in_progress",
      to: "completed",
      stageFrom: "song_check",
      stageTo: "released",
      changedBy: "admin",
      changedByEmail: null,
      reason: "song_delivered",
      songVersion: 1,
      createdAt: Timestamp.fromDate(now),
    });
    // A released order, its moment stored under the words it had before the release was one word.
    const released = orderDocument(
      customer,
      { status: "completed" },
      { work: { ...emptyWork("released"), artistId: artist.artistId } },
    );
    const { releasedAt: _releasedAt, ...releasedData } = released.data;
    const releasedMoment = Timestamp.fromDate(new Date(now.getTime() - DAY_MS));
    batch.set(db.collection("orders").doc(released.id), {
      ...releasedData,
      completedAt: releasedMoment,
      work: { ...(released.data.work as Record<string, unknown>), stage: "delivered", queueTab: "delivered" },
    });
    atFileEnd(async () => void (await db.collection("orders").doc(released.id).delete()));
    batch.set(db.collection("orders").doc(released.id).collection("statusHistory").doc(), {
      event: "release",
      from: "in_progress",
      to: "completed",
      stageFrom: "song_check",
      stageTo: "delivered",
      changedBy: "admin",
      changedByEmail: null,
      reason: "song_released",
      songVersion: 1,
      createdAt: Timestamp.fromDate(now),
    });
    // A business day's shard counting releases under their former name, beside some under the new one.
    const shard = db.collection("businessDays").doc("1999-01-01_0");
    batch.set(shard, {
      day: "1999-01-01",
      delivered: 2,
      deliverHours: { b3: 2 },
      released: 1,
      releaseHours: { b3: 1 },
    });
    atFileEnd(async () => void (await shard.delete()));
    await batch.commit();

    const studioOrder = async () => {
      const response = await api(`/api/studio/orders/${returned.id}`, { token: artist.idToken });
      expect(response.status, response.text).toBe(200);
      return artistOrderViewSchema.parse(response.body);
    };
    const reasons = async () => {
      const response = await api(`/api/admin/orders/${returned.id}`, { token: adminToken });
      expect(response.status, response.text).toBe(200);
      return adminOrderDetailsSchema.parse(response.body).statusHistory.map((change) => change.reason);
    };
    const checkedOrder = async () => orderRecord.read(await db.collection("orders").doc(checked.id).get());
    const releasedOrder = async () => orderRecord.read(await db.collection("orders").doc(released.id).get());
    const releasedDetails = () => api(`/api/admin/orders/${released.id}`, { token: adminToken });

    // The former shapes are not read: the notes are not there, the submission's record is refused.
    expect((await studioOrder()).songCheckNotes).toBeNull();
    expect(await reasons()).toEqual(["song_delivered"]);
    await expect(checkedOrder()).rejects.toThrow(StoredRecordError);
    await expect(releasedOrder()).rejects.toThrow(StoredRecordError);

    // A dry run counts what it would change and writes nothing.
    const dry = await migrateRecordShapes(db, { apply: false, now });
    expect(dry.map(({ name, changed }) => [name, changed >= 1])).toEqual([
      ["songCheckNotes", true],
      ["submissionItems", true],
      ["historyReasons", true],
      ["releasedOrders", true],
      ["releasedHistoryStages", true],
      ["businessDayReleases", true],
    ]);
    expect((await db.collection("orders").doc(returned.id).get()).get("work.reviewNotes")).toBe("Louder drums");

    const applied = await migrateRecordShapes(db, { apply: true, now });
    expect(applied.map(({ name, changed }) => [name, changed])).toEqual(
      dry.map(({ name, changed }) => [name, changed]),
    );
    const again = await migrateRecordShapes(db, { apply: true, now });
    expect(again.map((step) => step.changed)).toEqual([0, 0, 0, 0, 0, 0]);

    // Each record reads in its codec's shape: the artist sees the notes, the history its one reason.
    expect((await studioOrder()).songCheckNotes).toBe("Louder drums");
    expect((await db.collection("orders").doc(returned.id).get()).get("work.reviewNotes")).toBeUndefined();
    expect(await reasons()).toEqual(["song_released"]);
    const details = await releasedDetails();
    expect(details.status, details.text).toBe(200);
    expect(adminOrderDetailsSchema.parse(details.body).statusHistory.map((change) => change.reason)).toEqual([
      "song_released",
    ]);
    const releasedNow = await releasedOrder();
    expect(releasedNow.work?.stage).toBe("released");
    expect(releasedNow.releasedAt).toEqual(releasedMoment.toDate());
    expect((await db.collection("orders").doc(released.id).get()).get("work.queueTab")).toBe("released");
    expect((await shard.get()).data()).toEqual({ day: "1999-01-01", released: 3, releaseHours: { b3: 3 } });
    expect((await checkedOrder()).work?.submission).toEqual({
      items: {
        song: { path: songOnly.path, contentType: "audio/wav", fileName: "" },
        instrumental: null,
        lyrics: null,
      },
      submittedAt: songOnly.submittedAt.toDate(),
    });
  });
});
