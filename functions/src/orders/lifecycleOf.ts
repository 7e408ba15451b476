import type { Dependencies } from "../http/Dependencies";
import { orderLifecycle } from "./orderLifecycle";

/** The order lifecycle writer for a request's dependencies. */
export const lifecycleOf = ({ db, config }: Pick<Dependencies, "db" | "config">) =>
  orderLifecycle({ db, siteUrl: config.siteUrl });
