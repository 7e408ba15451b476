import { FieldValue, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { type RiskAssessment } from "@songs/domain";

/** What a fraud alert says about the checkout it was raised for. */
export interface FraudAlertContext {
  userId: string;
  ip: string;
  recipientName: string;
  totalCents: number;
  /** Null when the checkout was blocked before any payment session existed. */
  checkoutSessionId: string | null;
}

/** `fraudAlerts/{id}`: one scored checkout at medium risk or above, for the admins' dashboard. */
export function fraudAlerts(db: Firestore) {
  const collection = db.collection("fraudAlerts");
  const document = (assessment: RiskAssessment, context: FraudAlertContext) => ({
    level: assessment.level,
    score: assessment.score,
    factors: assessment.factors.map(({ type, points, detail }) => ({ type, points, detail })),
    autoBlocked: assessment.autoBlocked,
    ...context,
    createdAt: FieldValue.serverTimestamp(),
  });
  return {
    add(batch: WriteBatch, assessment: RiskAssessment, context: FraudAlertContext): void {
      batch.create(collection.doc(), document(assessment, context));
    },
    async save(assessment: RiskAssessment, context: FraudAlertContext): Promise<void> {
      await collection.add(document(assessment, context));
    },
  };
}
