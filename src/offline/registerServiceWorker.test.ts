// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  registerServiceWorker,
  SERVICE_WORKER_URL,
  SKIP_WAITING_MESSAGE,
  type ServiceWorkerHost,
} from "./registerServiceWorker";
import { updateStore } from "./updateStore";

/** A worker that moves through the platform's states as the browser moves it, firing statechange. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing";
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** A new deploy's worker is found and starts installing. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
}

function hostWith(container: FakeContainer) {
  const host = {
    container: container as unknown as ServiceWorkerContainer,
    reload: vi.fn(),
    showPrompt: vi.fn(),
  } satisfies ServiceWorkerHost;
  return host;
}

describe("service worker registration", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    updateStore.dismiss();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("activates a first visit's worker silently: no offline notice to a first-time visitor, no update", async () => {
    const container = new FakeContainer();
    const first = new FakeWorker();
    container.registration.installing = first;
    const host = hostWith(container);
    await registerServiceWorker(host);
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: "/" });

    first.moveTo("installed");
    expect(updateStore.get()).toEqual({ needRefresh: false, offlineReady: false });
    first.moveTo("activated");
    expect(updateStore.get()).toEqual({ needRefresh: false, offlineReady: false });
    expect(host.showPrompt).not.toHaveBeenCalled();
  });

  it("keeps the site working online when the browser refuses service workers", async () => {
    const container = new FakeContainer();
    container.register.mockRejectedValueOnce(new DOMException("The operation is insecure.", "SecurityError"));
    const host = hostWith(container);

    await expect(registerServiceWorker(host)).resolves.toBeUndefined();
    expect(host.showPrompt).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(container.registration.update).not.toHaveBeenCalled();
  });

  it("offers a new deploy's waiting worker, and reloads into it only after it takes control", async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    const host = hostWith(container);
    await registerServiceWorker(host);

    const next = new FakeWorker();
    container.registration.find(next);
    next.moveTo("installed");
    expect(updateStore.get()).toEqual({ needRefresh: true, offlineReady: false });
    expect(host.showPrompt).toHaveBeenCalledOnce();

    await updateStore.update();
    expect(next.messages).toEqual([SKIP_WAITING_MESSAGE]);
    expect(host.reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(host.reload).toHaveBeenCalledOnce();
  });

  it("offers a worker already waiting when the page opens", async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    container.registration.waiting = new FakeWorker();
    await registerServiceWorker(hostWith(container));
    expect(updateStore.get().needRefresh).toBe(true);
  });

  it("checks for a new deploy every hour while online, not offline", async () => {
    const container = new FakeContainer();
    await registerServiceWorker(hostWith(container));
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(container.registration.update).toHaveBeenCalledOnce();
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(container.registration.update).toHaveBeenCalledOnce();
    onLine.mockRestore();
  });
});
