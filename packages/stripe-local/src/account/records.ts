/**
 * The shapes of the objects the local Stripe server's account holds, as Stripe's API answers them.
 * Types only, and importing nothing of the account, so every module can use them without a loop.
 */

export type Json = Record<string, unknown>;
export type Metadata = Record<string, string>;

export interface EventRecord {
  id: string;
  object: "event";
  /** The connected account a Connect event happened on (absent for the platform's own events). */
  account?: string;
  api_version: string;
  created: number;
  data: { object: Json; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface Price {
  id: string;
  object: "price";
  active: boolean;
  billing_scheme: "per_unit";
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: null | {
    interval: string;
    interval_count: number;
    usage_type: "licensed";
    meter: null;
    trial_period_days: null;
  };
  tax_behavior: string;
  tiers_mode: null;
  transform_quantity: null;
  type: "one_time" | "recurring";
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface Product {
  id: string;
  object: "product";
  active: boolean;
  created: number;
  default_price: string | null;
  description: string | null;
  images: string[];
  livemode: false;
  marketing_features: unknown[];
  metadata: Metadata;
  name: string;
  package_dimensions: null;
  shippable: boolean | null;
  statement_descriptor: string | null;
  tax_code: string | null;
  type: "service";
  unit_label: string | null;
  updated: number;
  url: string | null;
}

export interface LineItem {
  id: string;
  object: "item";
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: Price;
  quantity: number;
}

/** A balance transaction with what the account keeps beside it. */
export interface BalanceTransactionRecord {
  /** The connected account it belongs to; undefined for the platform's own. */
  owner: string | undefined;
  /**
   * Whether it moves the platform's card funds (a charge, its refunds, disputes and the transfers it
   * funds): those follow the funds lever, pending or available.
   */
  cardFunds: boolean;
  txn: Json & { id: string; created: number };
}

/** A coupon with the products it is restricted to (shown when `applies_to` is expanded). */
export interface CouponRecord {
  coupon: Json & { id: string };
  /** The products of `applies_to[products]`; null when the coupon applies to every product. */
  products: string[] | null;
}

/** A promotion code with the `active` flag its owner set (its `active` also needs a valid coupon). */
export interface PromotionCodeRecord {
  promotionCode: Json & { id: string };
  activeFlag: boolean;
}
