import { questionThreadSchema, type QuestionThread } from "@songs/domain";
import { apiSend } from "../../api/client";

/** `POST` to an order's thread (the artist's or the admins' route, `path`): a question for the customer. */
export function askQuestion(path: string, text: string): Promise<QuestionThread> {
  return apiSend("POST", path, { text }, questionThreadSchema);
}
