import type { RouteTable } from "../http/routeTable";
import { deleteAccount } from "./deleteAccount";
import { requestDataExport } from "./requestDataExport";

/** A person's data, their call: deleting the account, a copy of their data. */
export const privacyRoutes: RouteTable = [
  { path: "/account/deletion", handlers: { post: deleteAccount } },
  { path: "/account/data-export", handlers: { post: requestDataExport } },
];
