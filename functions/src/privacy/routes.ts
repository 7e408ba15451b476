import type { AudienceRoutes } from "../platform/routeTable";
import { deleteAccount } from "./deleteAccount";
import { requestDataExport } from "./requestDataExport";

/** A person's data, their call: deleting the account, a copy of their data. */
export const privacyRoutes: AudienceRoutes = {
  public: [{ path: "/account/deletion", handlers: { post: deleteAccount } }],
  customer: [{ path: "/account/data-export", handlers: { post: requestDataExport } }],
};
