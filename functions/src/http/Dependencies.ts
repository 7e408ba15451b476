import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import type { BlobStore } from "../adapters/blobs/BlobStore";
import type { RuntimeConfig } from "../config";

/** What handlers reach the outside world through; built once per instance. */
export interface Dependencies {
  config: RuntimeConfig;
  db: Firestore;
  auth: Auth;
  blobs: BlobStore;
  stripe: Stripe;
}
