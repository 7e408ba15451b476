import { describe, expect, it } from "vitest";
import { fieldErrors } from "../schemas/fieldErrors";
import { isPushServiceEndpoint, pushSubscriptionSchema, pushSubscriptionSchemaFor, WEB_PUSH_MESSAGES } from "./webPush";

const keys = { p256dh: "B".repeat(87), auth: "a".repeat(22) };

describe("push endpoints", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://fcm.googleapis.com:443/wp/abc",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGuQ",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
  ])("takes the push service's %s", (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(true);
  });

  it.each([
    "http://fcm.googleapis.com/fcm/send/abc",
    "https://fcm.googleapis.com:8443/fcm/send/abc",
    "https://user:secret@fcm.googleapis.com/fcm/send/abc",
    "https://fcm.googleapis.com.example.com/fcm/send/abc",
    "https://evilfcm.googleapis.com/x",
    "https://push.apple.com/x",
    "https://127.0.0.1/push/x",
    "https://127.0.0.1:4443/push/x",
    "https://2130706433/push/x",
    "https://[::1]/push/x",
    "https://localhost/push/x",
    "https://169.254.169.254/computeMetadata/v1/",
    "https://metadata.google.internal/computeMetadata/v1/",
    "not a url",
  ])("refuses %s", (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(false);
  });

  it("takes the local push service only where its host is allowed, still over https without user info", () => {
    expect(isPushServiceEndpoint("https://127.0.0.1:4443/push/x", "127.0.0.1")).toBe(true);
    expect(isPushServiceEndpoint("http://127.0.0.1:4443/push/x", "127.0.0.1")).toBe(false);
    expect(isPushServiceEndpoint("https://u:p@127.0.0.1:4443/push/x", "127.0.0.1")).toBe(false);
    expect(isPushServiceEndpoint("https://[::1]:4443/push/x", "127.0.0.1")).toBe(false);
  });

  it("refuses a subscription to another host with the endpoint's field message", () => {
    const parsed = pushSubscriptionSchema.safeParse({ endpoint: "https://127.0.0.1/push/x", keys });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrors(parsed.error)).toEqual({ endpoint: WEB_PUSH_MESSAGES.endpointInvalid });
    expect(pushSubscriptionSchemaFor("127.0.0.1").safeParse({ endpoint: "https://127.0.0.1:1/p", keys }).success).toBe(
      true,
    );
  });
});
