/**
 * The in-memory account of the local Stripe server: every object it holds, with Stripe's shapes
 * (API 2025+ "basil" and later: a payment-mode session gets its PaymentIntent when the customer
 * pays). The modules beside this one read and change it, one kind of object each.
 */
import { type EventRecord, type Json, type Price, type Product } from "./records";
import { type SessionRecord } from "./SessionRecord";

export interface AccountHooks {
  /** Base of the hosted page URLs. */
  publicUrl(): string;
  /** The API version stamped on events. */
  apiVersion(): string;
  onEvent(event: EventRecord): void;
}

export interface Account {
  readonly hooks: AccountHooks;
  readonly products: Map<string, Product>;
  readonly prices: Map<string, Price>;
  /** Prices made from `price_data`: retrievable, never listed. */
  readonly inlinePrices: Set<string>;
  readonly sessions: Map<string, SessionRecord>;
  readonly paymentIntents: Map<string, Json>;
  readonly charges: Map<string, Json>;
  readonly refunds: Map<string, Json>;
  readonly events: EventRecord[];
  readonly webhookEndpoints: Map<string, Json>;
}

export function createAccount(hooks: AccountHooks): Account {
  return {
    hooks,
    products: new Map(),
    prices: new Map(),
    inlinePrices: new Set(),
    sessions: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    events: [],
    webhookEndpoints: new Map(),
  };
}
