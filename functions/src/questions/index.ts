import type { Capability } from "../platform/capability";
import { deleted, nobody, onOrders, orderField } from "../platform/dataMap";
import { questionErasure } from "./questionErasure";
import { questionRoutes } from "./routes";
import { questionFollowUpHandlers } from "./questionFollowUpHandlers";
import { questionPushes } from "./questionPushes";

/**
 * The questions capability's public entry: the one owner of `questions/*`, an order's thread of
 * questions (from the artist who holds it, or an admin) and the customer's answers (text or voice).
 */
export { questions } from "./questions";
export { questionRecord, type QuestionRecord } from "./questionRecord";
export { VOICE_NOTES_BUCKET } from "./voiceNotes";

/** The questions capability, as `functions/src/capabilities.ts` lists it. */
export const questionsCapability = {
  name: "questions",
  routes: questionRoutes,
  followUps: questionFollowUpHandlers,
  pushes: questionPushes,
  collections: [
    {
      path: "questions",
      holds: "a question on an order (from its artist or an admin) and the customer's answer, text or voice note",
      person: nobody,
      retention: "until the account is deleted (the voice notes with them)",
      erasure: deleted(onOrders(({ db, blobs }, { ids }) => questionErasure(db).forget(ids, blobs))),
      copy: orderField("questions", ({ db, link }, { ids }) => questionErasure(db).copyOf(ids, link)),
    },
  ],
} satisfies Capability;
