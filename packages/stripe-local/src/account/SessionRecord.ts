/** The Checkout Session object and the record the account keeps for each one. */
import { type Json, type LineItem, type Metadata } from "./records";

export interface Address {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

export interface ShippingDetails {
  address: Address;
  name: string;
}

export interface CheckoutSession {
  id: string;
  object: "checkout.session";
  adaptive_pricing: null;
  after_expiration: null;
  allow_promotion_codes: boolean | null;
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: false; liability: null; status: null };
  billing_address_collection: string | null;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: null;
  collected_information: { shipping_details: ShippingDetails | null } | null;
  consent: null;
  consent_collection: null;
  created: number;
  currency: string;
  custom_fields: unknown[];
  custom_text: { after_submit: null; shipping_address: null; submit: null; terms_of_service_acceptance: null };
  customer: string | null;
  customer_creation: string;
  customer_details: null | {
    address: Address | null;
    email: string;
    name: string | null;
    phone: null;
    tax_exempt: "none";
    tax_ids: unknown[];
  };
  customer_email: string | null;
  discounts: { coupon: string | null; promotion_code: string | null }[];
  expires_at: number;
  invoice: null;
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: "payment";
  payment_intent: string | null;
  payment_link: null;
  payment_method_collection: "if_required";
  payment_method_types: string[];
  payment_status: "unpaid" | "paid";
  phone_number_collection: { enabled: boolean };
  recovered_from: null;
  shipping_address_collection: { allowed_countries: string[] } | null;
  /** Before API 2025-03-31 the shipping details sat here; newer versions read collected_information. */
  shipping_details: ShippingDetails | null;
  shipping_cost: null;
  shipping_options: unknown[];
  status: "open" | "complete" | "expired";
  submit_type: string | null;
  subscription: null;
  success_url: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: "hosted";
  url: string | null;
}

export interface SessionRecord {
  session: CheckoutSession;
  lineItems: LineItem[];
  paymentIntentData: { metadata: Metadata; description: string | null; receipt_email: string | null };
  /** The email Checkout prefills: `customer_email`, or the customer's. */
  payerEmail: string | null;
  /**
   * The discount applied when the session was created: what was asked for, the discount object,
   * its amount, and its name on the hosted page (the promotion code, else the coupon's name or id).
   */
  discount?: { requested: RequestedDiscount; discount: Json; amount: number; label: string };
}

/** A discount a Checkout Session was created with: a coupon or a promotion code, by id. */
export interface RequestedDiscount {
  coupon: string | null;
  promotionCode: string | null;
  /** The parameter it came in, for error answers. */
  param: string;
}
