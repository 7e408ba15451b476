import { z } from "zod";
import { RISK_LEVELS } from "../fraud";
import { pageCursorSchema } from "./pages";

/** The admin security dashboard's API (spec §7 "security-monitor", §3 security entities). */

/** Event types the dashboard counts in its Security Events map (`securityEvents/{id}.type`). */
export const SECURITY_EVENT_TYPES = [
  "login_failed",
  "account_locked",
  "login_blocked",
  "sign_in",
  "password_changed",
  "mfa_enrolled",
  "mfa_verified",
  "mfa_failed",
  "fraud_blocked",
  "song_gift_wrong_code",
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** What the dashboard calls each event type, in the words an admin reads. */
export const SECURITY_EVENT_LABELS: Record<SecurityEventType, string> = {
  login_failed: "Log-in failed",
  account_locked: "Account locked",
  login_blocked: "Log-in refused while locked",
  sign_in: "Logged in",
  password_changed: "Password changed",
  mfa_enrolled: "Two-factor set up",
  mfa_verified: "Two-factor code accepted",
  mfa_failed: "Two-factor code refused",
  fraud_blocked: "Checkout blocked as fraud",
  song_gift_wrong_code: "Wrong song gift code",
};

/** An event type's label; a stored type the table does not know shows as it is. */
export function securityEventLabel(type: string): string {
  return Object.hasOwn(SECURITY_EVENT_LABELS, type) ? SECURITY_EVENT_LABELS[type as SecurityEventType] : type;
}

/** A person logging in, with both factors: recorded and counted, but not a security incident. */
const ORDINARY_EVENT_TYPES: readonly string[] = ["sign_in", "mfa_verified"] satisfies SecurityEventType[];

/** The dashboard's "Total security incidents": every counted event but ordinary log-ins. */
export function securityIncidentCount(countsByType: Readonly<Record<string, number>>): number {
  return Object.entries(countsByType).reduce(
    (sum, [type, count]) => (ORDINARY_EVENT_TYPES.includes(type) ? sum : sum + count),
    0,
  );
}

/** The dashboard's time ranges, their labels (spec §2) and lengths; 24 hours is the default. */
export const SECURITY_TIME_RANGES = [
  { value: "1h", label: "Last Hour", ms: 60 * 60 * 1000 },
  { value: "24h", label: "Last 24 Hours", ms: 24 * 60 * 60 * 1000 },
  { value: "7d", label: "Last 7 Days", ms: 7 * 24 * 60 * 60 * 1000 },
  { value: "30d", label: "Last 30 Days", ms: 30 * 24 * 60 * 60 * 1000 },
] as const;
export type SecurityTimeRange = (typeof SECURITY_TIME_RANGES)[number]["value"];
export const DEFAULT_SECURITY_TIME_RANGE: SecurityTimeRange = "24h";
const TIME_RANGE_VALUES = ["1h", "24h", "7d", "30d"] as const satisfies readonly SecurityTimeRange[];

/** Milliseconds covered by a time range. */
export function timeRangeMs(range: SecurityTimeRange): number {
  return SECURITY_TIME_RANGES.find((option) => option.value === range)?.ms ?? 0;
}

/** Lists of the Alerts tabs hold at most this many items each, newest first. */
export const SECURITY_ALERTS_LIMIT = 50;

/** The Alerts tabs' lists, by their key in get_alerts' answer. */
export const SECURITY_ALERT_LISTS = ["criticalFraud", "securityEvents", "rejectedUploads"] as const;
export type SecurityAlertList = (typeof SECURITY_ALERT_LISTS)[number];

/**
 * `GET /api/admin/security?action=get_metrics|get_alerts&timeRange=1h|24h|7d|30d`, and for the next
 * page of one Alerts list `&list=criticalFraud|securityEvents|rejectedUploads&cursor=` (its `nextCursors` entry).
 */
export const securityQuerySchema = z.strictObject({
  action: z.enum(["get_metrics", "get_alerts"], "Action must be get_metrics or get_alerts"),
  timeRange: z.enum(TIME_RANGE_VALUES, "Time range must be 1h, 24h, 7d or 30d").default(DEFAULT_SECURITY_TIME_RANGE),
  list: z.enum(SECURITY_ALERT_LISTS, "Choose a known alerts list").optional(),
  cursor: pageCursorSchema,
});
export type SecurityQuery = z.infer<typeof securityQuerySchema>;

/** get_metrics: counts of documents created within the time range. */
export const securityMetricsSchema = z.object({
  failedLogins: z.number().int(),
  fraudScores: z.object({ critical: z.number().int() }),
  /** Counts by event type: every type of SECURITY_EVENT_TYPES (a reader should accept others too). */
  securityEvents: z.record(z.string(), z.number().int()),
  fileUploads: z.object({ rejected: z.number().int() }),
});
export type SecurityMetrics = z.infer<typeof securityMetricsSchema>;

export const fraudAlertViewSchema = z.object({
  id: z.string(),
  /** Any stored value; the known ones are RISK_LEVELS. */
  level: z.union([z.enum(RISK_LEVELS), z.string()]),
  score: z.number(),
  autoBlocked: z.boolean(),
  /** The factor types that added to the score. */
  factors: z.array(z.string()),
  recipientName: z.string(),
  totalCents: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type FraudAlertView = z.infer<typeof fraudAlertViewSchema>;

export const securityEventViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  ip: z.string().nullable(),
  /**
   * The account the event names (null when it names none, as a failed log-in to an unknown email):
   * its email while the account exists, null once it is deleted (events keep only a keyed hash of
   * the email and the uid).
   */
  account: z.object({ email: z.string().nullable() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type SecurityEventView = z.infer<typeof securityEventViewSchema>;

export const rejectedUploadViewSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  /** Bytes. */
  size: z.number(),
  errors: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type RejectedUploadView = z.infer<typeof rejectedUploadViewSchema>;

/** get_alerts: the three tabs' lists, each newest first, at most 50, with each list's next page's cursor (null at its end). */
export const securityAlertsSchema = z.object({
  criticalFraud: z.array(fraudAlertViewSchema),
  securityEvents: z.array(securityEventViewSchema),
  rejectedUploads: z.array(rejectedUploadViewSchema),
  nextCursors: z
    .object({
      criticalFraud: z.string().nullable(),
      securityEvents: z.string().nullable(),
      rejectedUploads: z.string().nullable(),
    })
    .optional(),
});
export type SecurityAlerts = z.infer<typeof securityAlertsSchema>;
