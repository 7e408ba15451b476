import { Timestamp, type DocumentSnapshot, type Firestore, type Query } from "firebase-admin/firestore";
import {
  SECURITY_EVENT_TYPES,
  type FraudAlertView,
  type RejectedUploadView,
  type SecurityEventType,
  type SecurityEventView,
} from "@songs/domain";
import { toDate } from "./timestamps";

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
const stringOr = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);
const numberOr = (value: unknown, fallback: number) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

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

function securityEventView(snapshot: DocumentSnapshot): SecurityEventView {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    type: stringOr(data.type, "unknown"),
    ip: typeof data.ip === "string" ? data.ip : null,
    createdAt: toDate(data.createdAt).toISOString(),
  };
}

function rejectedUploadView(snapshot: DocumentSnapshot): RejectedUploadView {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    fileName: stringOr(data.fileName, ""),
    mimeType: stringOr(data.mimeType, ""),
    size: numberOr(data.size, 0),
    errors: strings(data.errors),
    createdAt: toDate(data.createdAt).toISOString(),
  };
}

/**
 * Reads of the admin security dashboard over `securityEvents`, `fraudAlerts` and
 * `fileValidations`, each limited to documents created since a moment. Every query orders by
 * `createdAt` descending (counts too), so one composite index per equality field serves both the
 * count and the list: securityEvents (type, createdAt DESC), fraudAlerts (level, createdAt DESC),
 * fileValidations (status, createdAt DESC). `since` is always a Timestamp compared with Timestamps.
 */
export function securityReports(db: Firestore, since: Date) {
  const from = Timestamp.fromDate(since);
  const recent = (query: Query) => query.where("createdAt", ">=", from).orderBy("createdAt", "desc");
  const count = async (query: Query) => (await recent(query).count().get()).data().count;
  const events = db.collection("securityEvents");
  const alerts = db.collection("fraudAlerts");
  const rejectedUploads = db.collection("fileValidations").where("status", "==", "rejected");

  return {
    /** Security events of each known type. */
    async countEventsByType(): Promise<Record<SecurityEventType, number>> {
      const counts = await Promise.all(SECURITY_EVENT_TYPES.map((type) => count(events.where("type", "==", type))));
      return Object.fromEntries(SECURITY_EVENT_TYPES.map((type, i) => [type, counts[i] ?? 0])) as Record<SecurityEventType, number>;
    },
    countCriticalFraudAlerts: () => count(alerts.where("level", "==", "critical")),
    countRejectedUploads: () => count(rejectedUploads),
    /** Fraud alerts (raised at medium risk or above), newest first. */
    async listFraudAlerts(limit: number): Promise<FraudAlertView[]> {
      return (await recent(alerts).limit(limit).get()).docs.map(fraudAlertView);
    },
    async listSecurityEvents(limit: number): Promise<SecurityEventView[]> {
      return (await recent(events).limit(limit).get()).docs.map(securityEventView);
    },
    async listRejectedUploads(limit: number): Promise<RejectedUploadView[]> {
      return (await recent(rejectedUploads).limit(limit).get()).docs.map(rejectedUploadView);
    },
  };
}
