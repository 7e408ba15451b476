import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import type { BlobStore } from "../adapters/blobs/BlobStore";
import type { RuntimeConfig, SiteConfig } from "../config";
import type { CatalogueCache } from "./catalogueCache";

/** What handlers reach the outside world through; built once per instance. */
export interface Dependencies {
  config: RuntimeConfig;
  db: Firestore;
  auth: Auth;
  blobs: BlobStore;
  stripe: Stripe;
  /** This instance's in-memory public catalogue; call `catalogue.changed()` after changing what it shows. */
  catalogue: CatalogueCache;
}

/** What the composition root builds from outside; the app adds what lives in the instance's memory. */
export type ExternalDependencies = Omit<Dependencies, "catalogue">;

/** What the pages' function (`render`) is built with: the site's configuration, Firestore and the files. */
export interface PagesDependencies {
  config: SiteConfig;
  db: Firestore;
  blobs: BlobStore;
}
