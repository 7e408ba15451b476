import { Timestamp, type DocumentSnapshot, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { type FraudAlertView, type RiskAssessment } from "@songs/domain";
import { numberOr, stringOr } from "../adapters/firestore/documentFields";
import {
  commitChanges,
  createdSince,
  pagesOf,
  type BackfillCount,
  type BackfillOptions,
} from "../adapters/firestore/queries";
import { toDate } from "../adapters/firestore/timestamps";
import { pageCreatedSince } from "../http/pageCursor";
import { securityCounts, type CountedRecord } from "./securityCounts";

/** What a fraud alert says about the checkout it was raised for. */
export interface FraudAlertContext {
  userId: string;
  ip: string;
  recipientName: string;
  totalCents: number;
  /** Null when the checkout was blocked before any payment session existed. */
  checkoutSessionId: string | null;
}

function fraudAlertView(snapshot: DocumentSnapshot): FraudAlertView {
  const data = snapshot.data() ?? {};
  const factors: unknown[] = Array.isArray(data.factors) ? data.factors : [];
  return {
    id: snapshot.id,
    level: stringOr(data.level, "low"),
    score: numberOr(data.score, 0),
    autoBlocked: data.autoBlocked === true,
    factors: factors.flatMap((factor) => {
      const type = (factor as { type?: unknown } | null)?.type;
      return typeof type === "string" ? [type] : [];
    }),
    recipientName: stringOr(data.recipientName, ""),
    totalCents: Math.round(numberOr(data.totalCents, 0)),
    createdAt: toDate(data.createdAt).toISOString(),
  };
}

/** `fraudAlerts/{id}`: one scored checkout at medium risk or above, for the admins' dashboard. */
export function fraudAlerts(db: Firestore) {
  const collection = db.collection("fraudAlerts");
  return {
    /** Adds the alert to `batch`, and a critical one to the dashboard's count, at `at` (now). */
    add(batch: WriteBatch, assessment: RiskAssessment, context: FraudAlertContext, at: Date = new Date()): void {
      batch.create(collection.doc(), {
        level: assessment.level,
        score: assessment.score,
        factors: assessment.factors.map(({ type, points, detail }) => ({ type, points, detail })),
        autoBlocked: assessment.autoBlocked,
        ...context,
        createdAt: Timestamp.fromDate(at),
      });
      if (assessment.level === "critical") securityCounts(db).add(batch, "fraud_critical", at);
    },
    async save(assessment: RiskAssessment, context: FraudAlertContext, at?: Date): Promise<void> {
      const batch = db.batch();
      this.add(batch, assessment, context, at);
      await batch.commit();
    },

    /** The critical alerts raised since `since` as the dashboard counts them, read 500 at a time: the counts' rebuild. */
    async *countedSince(since: Date): AsyncGenerator<CountedRecord> {
      for await (const page of pagesOf(createdSince(collection, since))) {
        for (const doc of page)
          if (doc.get("level") === "critical") yield { key: "fraud_critical", at: toDate(doc.get("createdAt")) };
      }
    },

    /**
     * An account's deletion: its alerts stay for the security dashboard without the name of whom
     * its songs were for (on a dry run, only counted: the migration for accounts deleted before).
     */
    async forgetNamesOf(userId: string, options: BackfillOptions = { apply: true }): Promise<BackfillCount> {
      const count: BackfillCount = { read: 0, changed: 0 };
      for await (const page of pagesOf(collection.where("userId", "==", userId))) {
        const named = page.filter((doc) => doc.get("recipientName") !== "");
        const changes = named.map((doc) => (batch: WriteBatch) => batch.update(doc.ref, { recipientName: "" }));
        await commitChanges(db, count, options, changes, page.length);
      }
      return count;
    },

    /** A page of the alerts raised since `since` (at medium risk or above), newest first, after `cursor`. */
    async pageSince(
      since: Date,
      limit: number,
      cursor?: string,
    ): Promise<{ items: FraudAlertView[]; nextCursor: string | null }> {
      const page = await pageCreatedSince(collection, since, { list: "fraud-alerts", limit, cursor });
      return { items: page.docs.map(fraudAlertView), nextCursor: page.nextCursor };
    },
  };
}
