import { createHash, randomUUID } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { loginPairId } from "../../functions/src/security/loginPairs";
import { runMigration } from "../../scripts/migrate/migrationSteps";
import { privacySteps } from "../../scripts/migrate/privacyRecords";
import { stackFirestore } from "../support/customerOrders";
import { emailHashOf } from "../support/privacy";

/**
 * `npm run migrate:privacy`: records written before an account's deletion left nothing personal
 * (a notification's follow-up keeping its words, a login pair and a security event keeping the
 * email, the device and fraud alert an earlier deletion left) are counted by a dry run that
 * writes nothing, brought to what is kept now once it applies, and a second run changes nothing.
 */
describe("the privacy migration", { timeout: 60_000 }, () => {
  it("replaces words by ids and emails by their keyed hash, finishes earlier deletions, and a second run changes nothing", async () => {
    const db = stackFirestore();
    const marker = randomUUID().slice(0, 8);
    const email = `legacy-${marker}@example.com`;
    const ip = "10.9.8.7";
    const erasedUid = `erased-${marker}`;

    // As stored before: a sent notification with its words, a locked pair and a failure with the email.
    const pushId = `cs_${marker}-push-question-asked-q${marker}`;
    const legacyPairRef = db
      .collection("loginPairs")
      .doc(createHash("sha256").update(`${email}\n${ip}`).digest("hex").slice(0, 40));
    const lockedUntil = Timestamp.fromMillis(Date.now() + 60_000);
    const eventRef = db.collection("securityEvents").doc(`legacy-${marker}`);
    const batch = db.batch();
    batch.set(db.collection("followUps").doc(pushId), {
      orderId: `cs_${marker}`,
      kind: "push_notification",
      action: {
        kind: "push_notification",
        mailId: `question-asked-q${marker}`,
        uid: "u1",
        title: "Maya asked you a question",
        body: `Is it Zelda ${marker} or Zel?`,
        url: `/dashboard/orders/cs_${marker}`,
      },
      state: "done",
      dueAt: Timestamp.now(),
    });
    batch.set(legacyPairRef, { email, ip, lockedUntil });
    batch.set(eventRef, {
      type: "login_failed",
      email,
      ip,
      userAgent: null,
      uid: null,
      createdAt: FieldValue.serverTimestamp(),
    });
    // An account deleted before its devices and alerts' names went with it.
    batch.set(db.collection("accountDeletions").doc(erasedUid), { uid: erasedUid, email: null, state: "erased" });
    batch.set(db.collection("pushSubscriptions").doc(`device-${marker}`), {
      uid: erasedUid,
      endpoint: "https://fcm.googleapis.com/fcm/send/x",
      keys: { p256dh: "p", auth: "a" },
    });
    const alertRef = db.collection("fraudAlerts").doc(`alert-${marker}`);
    batch.set(alertRef, {
      userId: erasedUid,
      recipientName: `Rose ${marker}`,
      level: "high",
      createdAt: Timestamp.now(),
    });
    await batch.commit();

    const hashEmail = emailHashOf;
    const steps = privacySteps(hashEmail);
    const dry = await runMigration(steps, db, { apply: false });
    expect(dry.every((step) => step.changed >= 1)).toBe(true);
    expect((await eventRef.get()).get("email")).toBe(email);

    const applied = await runMigration(steps, db, { apply: true });
    expect(applied.map(({ name, changed }) => [name, changed])).toEqual(
      dry.map(({ name, changed }) => [name, changed]),
    );
    const again = await runMigration(steps, db, { apply: true });
    expect(again.map((step) => step.changed)).toEqual(again.map(() => 0));

    expect((await db.collection("followUps").doc(pushId).get()).get("action")).toEqual({
      kind: "push_notification",
      mailId: `question-asked-q${marker}`,
      uid: "u1",
      notice: { about: "question", questionId: `q${marker}` },
    });
    // The pair keeps its lock under the id the lockout reads now.
    expect((await legacyPairRef.get()).exists).toBe(false);
    const pair = await db
      .collection("loginPairs")
      .doc(loginPairId({ emailHash: hashEmail(email), ip }))
      .get();
    expect(pair.data()).toEqual({ emailHash: hashEmail(email), ip, lockedUntil });
    const event = (await eventRef.get()).data();
    expect(event).toMatchObject({ emailHash: hashEmail(email), type: "login_failed" });
    expect(event).not.toHaveProperty("email");
    expect((await db.collection("pushSubscriptions").doc(`device-${marker}`).get()).exists).toBe(false);
    expect((await alertRef.get()).get("recipientName")).toBe("");
  });
});
