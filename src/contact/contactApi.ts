import { apiSend } from "../api/client";
import { typedBody } from "../api/typedBody";
import { type ContactMessage } from "@songs/domain";

/** What `POST /api/contact` answers on success. */
export interface ContactReceipt {
  message: string;
}

const contactReceipt = typedBody<ContactReceipt>();

/** Sends a contact message to the support inbox (`POST /api/contact`); throws ApiError on failure. */
export function sendContactMessage(message: ContactMessage): Promise<ContactReceipt> {
  return apiSend("POST", "/api/contact", message, contactReceipt);
}
