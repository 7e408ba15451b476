import { randomUUID } from "node:crypto";
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import {
  INVALID_PAGE_CURSOR,
  securityAlertsSchema,
  securityMetricsSchema,
  SECURITY_EVENT_TYPES,
  type RiskAssessment,
  type SecurityAlerts,
  type SecurityMetrics,
  type SecurityTimeRange,
} from "@songs/domain";
import { DEMO_CUSTOMER } from "../../scripts/seed/users";
import { api, signIn } from "../support/api";
import { adminIdToken, stackAdminApp } from "../support/adminSession";
import { emailHashOf } from "../support/privacy";
import { createTestUser } from "../support/users";
import { fileValidations, fraudAlerts, securityEvents } from "../../functions/src/security";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** Ages of the arranged documents: one inside each range, one older than every range. */
// "justNow" is the newest event of all: the lists show the 50 newest, and earlier suites leave many.
const AGES = { justNow: 0, hoursAgo: 5 * 60 * MINUTE, daysAgo: 3 * DAY, weeksAgo: 20 * DAY, tooOld: 40 * DAY } as const;
type Age = keyof typeof AGES;
const RANGES: SecurityTimeRange[] = ["1h", "24h", "7d", "30d"];
/** How many of the arranged ages each range covers. */
const COVERED: Record<SecurityTimeRange, number> = { "1h": 1, "24h": 2, "7d": 3, "30d": 4 };

let db: Firestore;
let adminToken: string;

const report = async <T>(action: "get_metrics" | "get_alerts", timeRange?: SecurityTimeRange, token = adminToken) =>
  api<T & { error?: { code: string; fields?: Record<string, string> } }>("/api/admin/security", {
    query: { action, timeRange },
    token,
  });

const metricsFor = async (timeRange: SecurityTimeRange) =>
  securityMetricsSchema.parse((await report<SecurityMetrics>("get_metrics", timeRange)).body);
const alertsFor = async (timeRange: SecurityTimeRange) =>
  securityAlertsSchema.parse((await report<SecurityAlerts>("get_alerts", timeRange)).body);

/** Arranges one document per age in `collection`, returning their ids by age. */
async function arrange(
  collection: string,
  fields: (age: Age) => Record<string, unknown>,
): Promise<Record<Age, string>> {
  const now = Date.now();
  const entries = await Promise.all(
    (Object.keys(AGES) as Age[]).map(async (age) => {
      const ref = db.collection(collection).doc(`test-${age}-${randomUUID()}`);
      await ref.set({ ...fields(age), createdAt: Timestamp.fromMillis(now - AGES[age]) });
      return [age, ref.id] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Age, string>;
}

beforeAll(async () => {
  db = getFirestore(stackAdminApp());
  adminToken = await adminIdToken({ mfa: true });
});

describe("GET /api/admin/security?action=get_metrics", () => {
  it("counts failed logins, events by type, critical fraud alerts and rejected uploads within each range, from the counts kept as they are recorded", async () => {
    const before = Object.fromEntries(
      await Promise.all(RANGES.map(async (range) => [range, await metricsFor(range)] as const)),
    );
    // Through the records' owners, as production writes them: each write moves its count.
    const now = Date.now();
    const pair = { ip: "203.0.113.7", userAgent: null, emailHash: emailHashOf("x@example.com"), uid: null };
    const critical: RiskAssessment = {
      level: "critical",
      score: 90,
      factors: [{ type: "new_account", points: 30, detail: "" }],
      autoBlocked: true,
    };
    const high: RiskAssessment = { level: "high", score: 65, factors: [], autoBlocked: false };
    const alert = { userId: "u", ip: "203.0.113.7", recipientName: "Jo", totalCents: 12900, checkoutSessionId: null };
    const rejected = {
      fileName: "song.mp3",
      mimeType: "image/png",
      size: 2048,
      errors: ["Not audio"],
      kind: "song",
      subject: { orderId: "o1" },
      uploadedBy: "u",
    };
    await Promise.all(
      Object.values(AGES).map(async (age) => {
        const at = new Date(now - age);
        await Promise.all([
          securityEvents(db).record({ type: "login_failed", ...pair }, undefined, at),
          securityEvents(db).record({ type: "account_locked", ...pair }, undefined, at),
          fraudAlerts(db).save(critical, alert, at),
          fraudAlerts(db).save(high, alert, at),
          fileValidations(db).recordRejected(rejected, at),
        ]);
      }),
    );

    for (const range of RANGES) {
      const after = await metricsFor(range);
      const was = before[range]!;
      const added = COVERED[range];
      expect(after.failedLogins - was.failedLogins, range).toBe(added);
      expect((after.securityEvents.login_failed ?? 0) - (was.securityEvents.login_failed ?? 0), range).toBe(added);
      expect((after.securityEvents.account_locked ?? 0) - (was.securityEvents.account_locked ?? 0), range).toBe(added);
      expect(after.fraudScores.critical - was.fraudScores.critical, range).toBe(added);
      expect(after.fileUploads.rejected - was.fileUploads.rejected, range).toBe(added);
      expect(Object.keys(after.securityEvents).sort()).toEqual([...SECURITY_EVENT_TYPES].sort());
    }
  });

  it("uses the last 24 hours when no time range is given", async () => {
    const [implicit, explicit] = await Promise.all([
      report<SecurityMetrics>("get_metrics"),
      report<SecurityMetrics>("get_metrics", "24h"),
    ]);
    expect(implicit.status).toBe(200);
    expect(implicit.body).toEqual(explicit.body);
  });

  it("refuses an unknown action or time range with a message per field", async () => {
    const { status, body } = await api<{ error: { code: string; fields: Record<string, string> } }>(
      "/api/admin/security",
      {
        query: { action: "drop_tables", timeRange: "1y" },
        token: adminToken,
      },
    );
    expect(status).toBe(400);
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.fields).toEqual({
      action: "Action must be get_metrics or get_alerts",
      timeRange: "Time range must be 1h, 24h, 7d or 30d",
    });
  });
});

describe("GET /api/admin/security?action=get_alerts", () => {
  it("lists fraud alerts, events and rejected uploads of the range, newest first", async () => {
    const alerts = await arrange("fraudAlerts", () => ({
      level: "medium",
      score: 45,
      factors: [
        { type: "shared_address", points: 25, detail: "3 checkouts" },
        { type: "high_amount", points: 20, detail: "" },
      ],
      autoBlocked: false,
      userId: "u",
      ip: "203.0.113.8",
      recipientName: "Grandma Rose",
      totalCents: 12900,
      checkoutSessionId: "cs_test_1",
    }));
    const uploads = await arrange("fileValidations", () => ({
      fileName: "fake.mp3",
      mimeType: "audio/mpeg",
      size: 5120,
      errors: ["File content is image/png, not audio"],
      status: "rejected",
      orderId: "o1",
    }));
    const account = await createTestUser({ label: "watched" });
    const events = await arrange("securityEvents", () => ({
      type: "mfa_failed",
      ip: "203.0.113.9",
      userAgent: "test",
      emailHash: emailHashOf(account.email),
      uid: account.uid,
    }));

    const hour = await alertsFor("1h");
    const alert = hour.criticalFraud.find((item) => item.id === alerts.justNow);
    expect(alert).toEqual({
      id: alerts.justNow,
      level: "medium",
      score: 45,
      autoBlocked: false,
      factors: ["shared_address", "high_amount"],
      recipientName: "Grandma Rose",
      totalCents: 12900,
      createdAt: expect.any(String),
    });
    expect(hour.rejectedUploads.find((item) => item.id === uploads.justNow)).toEqual({
      id: uploads.justNow,
      fileName: "fake.mp3",
      mimeType: "audio/mpeg",
      size: 5120,
      errors: ["File content is image/png, not audio"],
      createdAt: expect.any(String),
    });
    // The event keeps a keyed hash of the email; the dashboard names the account while it exists.
    expect(hour.securityEvents.find((item) => item.id === events.justNow)).toEqual({
      id: events.justNow,
      type: "mfa_failed",
      ip: "203.0.113.9",
      account: { email: account.email },
      createdAt: expect.any(String),
    });
    const hourIds = [...hour.criticalFraud, ...hour.rejectedUploads, ...hour.securityEvents].map((item) => item.id);
    expect(hourIds).not.toContain(alerts.hoursAgo);
    expect(hourIds).not.toContain(uploads.hoursAgo);
    expect(hourIds).not.toContain(events.hoursAgo);

    const week = await alertsFor("7d");
    expect(week.criticalFraud.map((item) => item.id)).toEqual(
      expect.arrayContaining([alerts.justNow, alerts.hoursAgo, alerts.daysAgo]),
    );
    expect(week.criticalFraud.map((item) => item.id)).not.toContain(alerts.weeksAgo);
    expect(week.rejectedUploads.map((item) => item.id)).toEqual(
      expect.arrayContaining([uploads.justNow, uploads.hoursAgo, uploads.daysAgo]),
    );

    const month = await alertsFor("30d");
    expect(month.criticalFraud.map((item) => item.id)).toContain(alerts.weeksAgo);
    expect(month.rejectedUploads.map((item) => item.id)).toContain(uploads.weeksAgo);
    for (const list of [month.criticalFraud, month.rejectedUploads, month.securityEvents]) {
      const ids = list.map((item) => item.id);
      expect(ids).not.toContain(alerts.tooOld);
      expect(ids).not.toContain(uploads.tooOld);
      expect(ids).not.toContain(events.tooOld);
      const times = list.map((item) => Date.parse(item.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(list.length).toBeLessThanOrEqual(50);
    }
  });
});

describe("the security dashboard is for admins who passed two-factor", () => {
  it("pages each list 50 at a time with a cursor, and refuses a forged one with the field's message", async () => {
    const now = Date.now();
    await Promise.all(
      Array.from({ length: 55 }, (_, i) =>
        securityEvents(db).record(
          { type: "mfa_failed", ip: "203.0.113.10", userAgent: null, emailHash: null, uid: "u" },
          undefined,
          new Date(now - i * 1000),
        ),
      ),
    );
    const first = await alertsFor("1h");
    expect(first.securityEvents).toHaveLength(50);
    // Their uid names no account (as after an account's deletion): a deleted account, no email to show.
    expect(first.securityEvents.filter((event) => event.type === "mfa_failed")[0]?.account).toEqual({ email: null });
    const cursor = first.nextCursors?.securityEvents;
    expect(cursor).toEqual(expect.any(String));
    const next = await api<SecurityAlerts>("/api/admin/security", {
      token: adminToken,
      query: { action: "get_alerts", timeRange: "1h", list: "securityEvents", cursor: cursor! },
    });
    expect(next.status).toBe(200);
    const page = securityAlertsSchema.parse(next.body);
    expect(page.securityEvents.length).toBeGreaterThan(0);
    expect(page.criticalFraud).toEqual([]);
    const firstIds = new Set(first.securityEvents.map((event) => event.id));
    expect(page.securityEvents.some((event) => firstIds.has(event.id))).toBe(false);
    expect(Date.parse(page.securityEvents[0]!.createdAt)).toBeLessThanOrEqual(
      Date.parse(first.securityEvents.at(-1)!.createdAt),
    );

    const forged = await api<{ error: { fields: Record<string, string> } }>("/api/admin/security", {
      token: adminToken,
      query: { action: "get_alerts", list: "securityEvents", cursor: "forged" },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.fields).toEqual({ cursor: INVALID_PAGE_CURSOR });
  });

  it("refuses signed-out callers (401), customers (403) and admins without a passed code (403 mfa_required)", async () => {
    const customerToken = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    for (const action of ["get_metrics", "get_alerts"] as const) {
      expect((await api("/api/admin/security", { query: { action } })).status).toBe(401);
      expect((await report(action, "24h", customerToken)).status).toBe(403);
      const refused = await report(action, "24h", await adminIdToken({ mfa: false }));
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe("mfa_required");
    }
  });
});
