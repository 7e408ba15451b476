/**
 * The questions capability's public entry: the one owner of `questions/*`, an order's thread of
 * questions (from the artist who holds it, or an admin) and the customer's answers (text or voice).
 */
export { questions } from "./questions";
export { questionFollowUpHandlers } from "./questionFollowUpHandlers";
export { questionRecord, type QuestionRecord } from "./questionRecord";
export { VOICE_NOTES_BUCKET } from "./voiceNotes";
export { questionErasure } from "./questionErasure";
export { questionPushes } from "./questionPushes";
