// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WEB_PUSH_MESSAGES } from "@songs/domain";
import { configureTransport } from "../api/client";
import { theme } from "../ui/theme";
import type { PushHost } from "./devicePush";
import { NotifySwitch } from "./NotifySwitch";

const ENDPOINT = "https://fcm.googleapis.com/fcm/send/device-1";
const KEYS = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };

/** A browser with the Push API: a permission it answers when asked, and a push manager that subscribes or fails. */
function fakeBrowser(
  options: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    subscribeFails?: boolean;
    supported?: boolean;
    /** The browser already holds a subscription (the switch was turned on before). */
    subscribed?: boolean;
  } = {},
) {
  let permission = options.permission ?? "default";
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const held = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe,
  } as unknown as PushSubscription;
  let subscription: PushSubscription | null = options.subscribed ? held : null;
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: vi.fn(async () => {
      if (options.subscribeFails)
        throw new DOMException("Registration failed - push service not available", "AbortError");
      subscription = held;
      return subscription;
    }),
  };
  const requestPermission = vi.fn(async () => {
    permission = options.answer ?? "granted";
    return permission;
  });
  const host: PushHost = {
    isSupported: () => options.supported ?? true,
    permission: () => permission,
    requestPermission,
    registration: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration,
    currentRegistration: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration,
  };
  return { host, requestPermission, pushManager, unsubscribe };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The API: the config's key, 204 for writes, and `answers` by path where a test says otherwise. */
function api(answers: Record<string, () => Response> = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  configureTransport({
    fetch: async (input, init) => {
      const path = String(input);
      calls.push({ method: init?.method ?? "GET", path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[path];
      if (answer) return answer();
      if (path === "/api/config") return json({ webPush: { publicKey: `B${"A".repeat(86)}` } });
      if (path === "/api/push-subscriptions/check") return json({ subscribed: true });
      return new Response(null, { status: 204 });
    },
  });
  return calls;
}

const show = (host: PushHost) =>
  render(
    <ThemeProvider theme={theme}>
      <NotifySwitch host={host} />
    </ThemeProvider>,
  );

afterEach(() => configureTransport({ fetch: (...args) => globalThis.fetch(...args) }));

describe("Notify me on this device", () => {
  it("is off by default, asks the browser only when turned on, then stores this device and can be turned off", async () => {
    const user = userEvent.setup();
    const calls = api();
    const browser = fakeBrowser();
    show(browser.host);
    const toggle = await screen.findByRole("switch", { name: WEB_PUSH_MESSAGES.switchLabel });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent(WEB_PUSH_MESSAGES.offHint);
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(screen.getByRole("status")).toHaveTextContent(WEB_PUSH_MESSAGES.on);
    expect(calls).toContainEqual({
      method: "POST",
      path: "/api/push-subscriptions",
      body: { endpoint: ENDPOINT, keys: KEYS },
    });

    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls).toContainEqual({
      method: "POST",
      path: "/api/push-subscriptions/remove",
      body: { endpoint: ENDPOINT },
    });
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(screen.getByRole("status")).toHaveTextContent(WEB_PUSH_MESSAGES.turnedOff);
  });

  it("says so in words when the browser cannot subscribe, when notifications are blocked, and when it has no push", async () => {
    const user = userEvent.setup();
    api();
    const offline = fakeBrowser({ subscribeFails: true });
    const { unmount } = show(offline.host);
    const toggle = await screen.findByRole("switch", { name: WEB_PUSH_MESSAGES.switchLabel });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await screen.findByText(WEB_PUSH_MESSAGES.subscribeFailed);
    expect(toggle).not.toBeChecked();
    unmount();

    const refused = fakeBrowser({ answer: "denied" });
    const second = show(refused.host);
    const again = await screen.findByRole("switch", { name: WEB_PUSH_MESSAGES.switchLabel });
    await vi.waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    await screen.findByText(WEB_PUSH_MESSAGES.denied);
    expect(again).toBeDisabled();
    second.unmount();

    show(fakeBrowser({ supported: false }).host);
    await screen.findByText(WEB_PUSH_MESSAGES.unsupported);
    expect(screen.getByRole("switch", { name: WEB_PUSH_MESSAGES.switchLabel })).toBeDisabled();
  });

  it("shows on while the server still sends to this device, and off, saying why, once its push service ended the subscription", async () => {
    api();
    const kept = fakeBrowser({ permission: "granted", subscribed: true });
    const first = show(kept.host);
    const toggle = await screen.findByRole("switch", { name: WEB_PUSH_MESSAGES.switchLabel });
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByRole("status")).toHaveTextContent(WEB_PUSH_MESSAGES.on);
    first.unmount();

    const calls = api({ "/api/push-subscriptions/check": () => json({ subscribed: false }) });
    const ended = fakeBrowser({ permission: "granted", subscribed: true });
    show(ended.host);
    await screen.findByText(WEB_PUSH_MESSAGES.ended);
    expect(screen.getByRole("switch", { name: WEB_PUSH_MESSAGES.switchLabel })).not.toBeChecked();
    expect(calls).toContainEqual({
      method: "POST",
      path: "/api/push-subscriptions/check",
      body: { endpoint: ENDPOINT },
    });
    expect(ended.unsubscribe).toHaveBeenCalledOnce();
  });

  it("says so when another account on this device holds its notifications, and keeps nothing half on", async () => {
    const user = userEvent.setup();
    api({
      "/api/push-subscriptions": () =>
        json(
          {
            error: {
              code: "push_endpoint_taken",
              message: WEB_PUSH_MESSAGES.endpointTaken,
              fields: { endpoint: WEB_PUSH_MESSAGES.endpointTaken },
            },
          },
          409,
        ),
    });
    const browser = fakeBrowser({ permission: "granted" });
    show(browser.host);
    const toggle = await screen.findByRole("switch", { name: WEB_PUSH_MESSAGES.switchLabel });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await screen.findByText(WEB_PUSH_MESSAGES.endpointTaken);
    expect(toggle).not.toBeChecked();
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });
});
