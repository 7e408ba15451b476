import { z } from "zod";
import { DOCUMENT_ID_PATTERN } from "@songs/domain";

/** A follow-up's id in a route (`followUps/{id}`): anything else names none (404). */
export const followUpParams = z.object({ followUpId: z.string().regex(DOCUMENT_ID_PATTERN, "Follow-up not found") });
/** An email's id in a route (`mail/{id}`). */
export const mailParams = z.object({ mailId: z.string().regex(DOCUMENT_ID_PATTERN, "Email not found") });
