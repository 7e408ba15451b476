/**
 * The in-memory account of the local Stripe server: every object it holds, with Stripe's shapes
 * (API 2025+ "basil" and later: a payment-mode session gets its PaymentIntent when the customer
 * pays). The modules beside this one read and change it, one kind of object each.
 */
import {
  type BalanceTransactionRecord,
  type CouponRecord,
  type EventRecord,
  type Json,
  type Price,
  type Product,
  type PromotionCodeRecord,
} from "./records";
import { type SessionRecord } from "./SessionRecord";

export interface AccountHooks {
  /** Base of the hosted page URLs. */
  publicUrl(): string;
  /** The API version stamped on events. */
  apiVersion(): string;
  onEvent(event: EventRecord): void;
  /** Wait from a transfer landing to its automatic payout, and from a pending payout to paid or failed. */
  payoutDelayMs(): number;
  /** Wait from a payment with a dispute test card to its dispute, and from submitted evidence to the outcome. */
  disputeDelayMs(): number;
}

/** Where the platform's card funds sit: `available` at once (the default) or `pending` (the test lever). */
export type PlatformFunds = "available" | "pending";

/** A single-use Account Link or Login Link of a connected account. */
export interface ConnectLink {
  accountId: string;
  kind: "account_onboarding" | "login";
  refreshUrl: string;
  returnUrl: string;
  expiresAt: number;
  /** `new` until first opened; onboarding links take their form post while `visited`. */
  state: "new" | "visited" | "used";
}

/** Delayed work (automatic payouts, disputes), run by its timer or at once by a test hook. */
export interface ScheduledWork {
  timer: NodeJS.Timeout;
  run(): void;
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
  /** Connected (Express) accounts by id. */
  readonly connectedAccounts: Map<string, Json>;
  /** Customers by id (a deleted one stays as Stripe's `{ deleted: true }` stub). */
  readonly customers: Map<string, Json>;
  readonly connectLinks: Map<string, ConnectLink>;
  readonly transfers: Map<string, Json>;
  /** Payouts of connected accounts, with the account each belongs to. */
  readonly payouts: Map<string, { accountId: string; payout: Json }>;
  readonly scheduled: Map<string, ScheduledWork>;
  /** The full account number of each test bank account (Stripe answers only `last4`). */
  readonly bankAccountNumbers: Map<string, string>;
  /** Every balance transaction, of the platform and of its connected accounts, oldest first. */
  readonly balanceTransactions: Map<string, BalanceTransactionRecord>;
  /** Disputes of the platform's charges. */
  readonly disputes: Map<string, Json>;
  /** Coupons by id (a deleted one is removed). */
  readonly coupons: Map<string, CouponRecord>;
  readonly promotionCodes: Map<string, PromotionCodeRecord>;
  /** The discounts applied to each discounted line item, shown when a line item's `discounts` is expanded. */
  readonly lineItemDiscounts: Map<string, Json[]>;
  platformFunds: PlatformFunds;
  /** A test lever (`POST /_local/refunds`): every refund is refused with this Stripe error code until lifted (null). */
  refundRefusal: RefundRefusal | null;
}

/** The refusals the refunds lever can make, with Stripe's code. */
export type RefundRefusal = "charge_disputed" | "balance_insufficient";

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
    connectedAccounts: new Map(),
    customers: new Map(),
    connectLinks: new Map(),
    transfers: new Map(),
    payouts: new Map(),
    scheduled: new Map(),
    bankAccountNumbers: new Map(),
    balanceTransactions: new Map(),
    disputes: new Map(),
    coupons: new Map(),
    promotionCodes: new Map(),
    lineItemDiscounts: new Map(),
    platformFunds: "available",
    refundRefusal: null,
  };
}
