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

const ENDPOINT = "https://push.example.com/device-1";
const KEYS = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };

/** A browser with the Push API: a permission it answers when asked, and a push manager that subscribes or fails. */
function fakeBrowser(
  options: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    subscribeFails?: boolean;
    supported?: boolean;
  } = {},
) {
  let permission = options.permission ?? "default";
  let subscription: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: vi.fn(async () => {
      if (options.subscribeFails)
        throw new DOMException("Registration failed - push service not available", "AbortError");
      subscription = {
        endpoint: ENDPOINT,
        toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
        unsubscribe,
      } as unknown as PushSubscription;
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

function api() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  configureTransport({
    fetch: async (input, init) => {
      const path = String(input);
      calls.push({ method: init?.method ?? "GET", path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === "/api/config")
        return new Response(JSON.stringify({ webPush: { publicKey: `B${"A".repeat(86)}` } }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        });
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
});
