import type { Capability } from "../platform/capability";
import { questionRoutes } from "./routes";
import { questionFollowUpHandlers } from "./questionFollowUpHandlers";

/**
 * The questions capability's public entry: the one owner of `questions/*`, an order's thread of
 * questions (from the artist who holds it, or an admin) and the customer's answers (text or voice).
 */
export { questions } from "./questions";
export { questionToData, type QuestionRecord } from "./questionRecord";
export { VOICE_NOTES_BUCKET } from "./voiceNotes";
export { questionErasure } from "./questionErasure";

/** The questions capability, as `functions/src/capabilities.ts` lists it. */
export const questionsCapability = {
  name: "questions",
  routes: questionRoutes,
  followUps: questionFollowUpHandlers,
} satisfies Capability;
