import type { QuestionThread } from "@songs/domain";
import type { Dependencies } from "../http/Dependencies";
import type { OrderRecord } from "../orders";
import { questions } from "./questions";
import { threadView, type Participant } from "./threadAccess";

/** The thread is its participants' only: a signed-out caller gets the same 404 as a stranger. */
export const PRIVATE = { signedOut: "not_found" } as const;

/** The owner of the questions, for this site. */
export const questionsOf = ({ db, config }: Pick<Dependencies, "db" | "config">) =>
  questions({ db, siteUrl: config.siteUrl });

/** The order's thread as `participant` sees it: what every thread handler answers. */
export async function thread(
  context: Pick<Dependencies, "db" | "config" | "blobs">,
  order: OrderRecord,
  participant: Participant,
): Promise<QuestionThread> {
  return threadView(context.blobs, order, await questionsOf(context).listFor(order.id), participant);
}
