/** Webhook delivery, the way Stripe does it: signed, in the background, retried on failure. */
import { type EventRecord } from "../account/records";
import { signatureHeader } from "./signatureHeader";

export interface DeliveryAttempt {
  at: number;
  url: string;
  status?: number;
  error?: string;
}

export interface WebhookDelivererOptions {
  secret: string;
  url: () => string | undefined;
  /** Waits before each retry; Stripe backs off over days, the local server over seconds. */
  retryDelaysMs: readonly number[];
  timeoutMs?: number;
  log?: (line: string) => void;
}

export class WebhookDeliverer {
  readonly attempts = new Map<string, DeliveryAttempt[]>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private stopped = false;

  constructor(private readonly options: WebhookDelivererOptions) {}

  /** Delivers in the background, retrying on a non-2xx answer or a network error. */
  enqueue(event: EventRecord): void {
    if (!this.options.url()) {
      event.pending_webhooks = 0;
      return;
    }
    this.track(this.deliverWithRetries(event));
  }

  /** One delivery attempt now (the resend hook), whatever happened before. */
  async deliverOnce(event: EventRecord): Promise<DeliveryAttempt> {
    const url = this.options.url();
    if (!url) {
      const attempt: DeliveryAttempt = { at: Date.now(), url: "", error: "no webhook URL configured" };
      this.record(event.id, attempt);
      return attempt;
    }
    return this.attempt(event, url);
  }

  /** Resolves when every delivery under way has finished (or given up). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  stop(): void {
    this.stopped = true;
    // Wake every retry that is waiting so it sees `stopped` and ends.
    for (const [timer, wake] of this.timers) {
      clearTimeout(timer);
      wake();
    }
    this.timers.clear();
  }

  private track(p: Promise<unknown>): void {
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  private async deliverWithRetries(event: EventRecord): Promise<void> {
    const delays = [0, ...this.options.retryDelaysMs];
    for (const delay of delays) {
      if (delay > 0) await this.sleep(delay);
      const url = this.options.url();
      if (this.stopped || !url) return;
      const attempt = await this.attempt(event, url);
      if (attempt.status !== undefined && attempt.status >= 200 && attempt.status < 300) {
        event.pending_webhooks = 0;
        return;
      }
    }
    this.options.log?.(`webhook ${event.type} ${event.id} gave up after ${delays.length} attempts`);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.set(timer, resolve);
    });
  }

  private async attempt(event: EventRecord, url: string): Promise<DeliveryAttempt> {
    const payload = JSON.stringify(event, null, 2);
    const attempt: DeliveryAttempt = { at: Date.now(), url };
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "stripe-signature": signatureHeader(payload, this.options.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      attempt.status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch (err) {
      attempt.error =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    }
    this.record(event.id, attempt);
    this.options.log?.(`webhook ${event.type} ${event.id} -> ${attempt.status ?? attempt.error ?? "?"}`);
    return attempt;
  }

  private record(eventId: string, attempt: DeliveryAttempt): void {
    const list = this.attempts.get(eventId) ?? [];
    list.push(attempt);
    this.attempts.set(eventId, list);
  }
}

/** The platform's endpoint and the Connect endpoint, each with its own URL and secret. */
export interface Deliverers {
  platform: WebhookDeliverer;
  connect: WebhookDeliverer;
}

/** A connected account's event (it names the `account`) goes to the Connect endpoint. */
export const delivererOf = (deliverers: Deliverers, event: EventRecord): WebhookDeliverer =>
  event.account ? deliverers.connect : deliverers.platform;
