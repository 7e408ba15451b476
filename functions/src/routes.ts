import { Router, type RequestHandler } from "express";
import { accountRoutes } from "./account/routes";
import { businessRoutes } from "./business/routes";
import { artistAccountRoutes } from "./artistAccounts/routes";
import { catalogueRoutes } from "./catalogue/routes";
import { checkoutRoutes } from "./checkout/routes";
import { contactRoutes } from "./contact/routes";
import { earningsRoutes } from "./earnings/routes";
import { giftRoutes } from "./gifts/routes";
import { methodNotAllowed } from "./http/errorHandling";
import type { Method, RouteTable } from "./http/routeTable";
import { listenRoutes } from "./listen/routes";
import { mediaRoutes } from "./media/routes";
import { operationsRoutes } from "./operations/routes";
import { orderRoutes } from "./orders/routes";
import { paymentRoutes } from "./payments/routes";
import { payoutRoutes } from "./payouts/routes";
import { privacyRoutes } from "./privacy/routes";
import { publicCatalogueRoutes } from "./publicCatalogue/routes";
import { questionRoutes } from "./questions/routes";
import { reviewRoutes } from "./reviews/routes";
import { securityRoutes } from "./security/routes";
import { siteRoutes } from "./site/routes";
import { stripeRoutes } from "./stripe/routes";
import { webConfigRoutes } from "./webConfig/routes";
import { webPushRoutes } from "./webPush/routes";

/**
 * Every capability folder's route table (its `routes.ts`). Express tries paths in this order; each
 * table keeps its own paths in the order they must be tried.
 */
const TABLES: readonly RouteTable[] = [
  webConfigRoutes,
  siteRoutes,
  publicCatalogueRoutes,
  reviewRoutes,
  mediaRoutes,
  contactRoutes,
  accountRoutes,
  orderRoutes,
  listenRoutes,
  checkoutRoutes,
  paymentRoutes,
  securityRoutes,
  stripeRoutes,
  businessRoutes,
  operationsRoutes,
  artistAccountRoutes,
  catalogueRoutes,
  earningsRoutes,
  giftRoutes,
  questionRoutes,
  payoutRoutes,
  privacyRoutes,
  webPushRoutes,
];

/**
 * The methods of each path, from every table (two folders may answer different methods of one
 * path, e.g. GET and POST /reviews), at the place the path first appears. One method of a path is
 * one folder's: a second is a mistake, refused at start-up.
 */
function handlersByPath(tables: readonly RouteTable[]): Map<string, Partial<Record<Method, RequestHandler>>> {
  const byPath = new Map<string, Partial<Record<Method, RequestHandler>>>();
  for (const { path, handlers } of tables.flat()) {
    const known = byPath.get(path) ?? {};
    for (const method of Object.keys(handlers) as Method[]) {
      if (known[method]) throw new Error(`${method.toUpperCase()} ${path} is registered twice`);
      known[method] = handlers[method];
    }
    byPath.set(path, known);
  }
  return byPath;
}

/** Every endpoint of the API, by path; other methods on a known path answer 405. */
export function createRoutes(tables: readonly RouteTable[] = TABLES): Router {
  const router = Router();
  for (const [path, handlers] of handlersByPath(tables)) {
    const chain = router.route(path);
    for (const [method, handle] of Object.entries(handlers) as [Method, RequestHandler][]) chain[method](handle);
    chain.all(methodNotAllowed(Object.keys(handlers).map((m) => m.toUpperCase())));
  }
  return router;
}
