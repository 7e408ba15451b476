import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import type { BlobStore } from "../adapters/blobs/BlobStore";
import type { RuntimeConfig, SiteConfig } from "../configTypes";
import { createCatalogueCache, type CatalogueCache } from "./catalogueCache";

/** What handlers reach the outside world through; built once per instance. */
export interface Dependencies {
  config: RuntimeConfig;
  db: Firestore;
  auth: Auth;
  blobs: BlobStore;
  stripe: Stripe;
  /**
   * Carries out one follow-up now, through the handler of its kind, as the task queue would (an
   * admin's "Retry now", an account's deletion begun by its request).
   */
  carryOutFollowUp: (followUpId: string) => Promise<unknown>;
  /** This instance's in-memory public catalogue; call `catalogue.changed()` after changing what it shows. */
  catalogue: CatalogueCache;
}

/** What the composition root builds from outside; the app adds what lives in the instance's memory. */
export type ExternalDependencies = Omit<Dependencies, "catalogue">;

/** The dependencies of one instance: those built outside, and this instance's catalogue cache. */
export function withInstanceMemory(external: ExternalDependencies): Dependencies {
  return { ...external, catalogue: createCatalogueCache({ maxAgeMs: external.config.catalogueMaxAgeMs }) };
}

/** What the pages' function (`render`) is built with: the site's configuration, Firestore and the files. */
export interface PagesDependencies {
  config: SiteConfig;
  db: Firestore;
  blobs: BlobStore;
}
