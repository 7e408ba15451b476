import { z } from "zod";
import {
  MAX_CONTACT_EMAIL_LENGTH,
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_CONTACT_NAME_LENGTH,
  MAX_CONTACT_PHONE_LENGTH,
} from "../limits";
import { VALIDATION } from "../messages";
import { CONTACT_SUBJECT_IDS } from "../options";
import { emailField, oneOf, requiredLine, requiredText } from "./text";

/** Contact form and `POST /api/contact` body (spec §5 contact form). */
export const contactMessageSchema = z.strictObject({
  fullName: requiredLine(MAX_CONTACT_NAME_LENGTH, VALIDATION.fullNameRequired, VALIDATION.nameTooLong),
  email: emailField(MAX_CONTACT_EMAIL_LENGTH, VALIDATION.emailTooLong),
  phone: requiredLine(MAX_CONTACT_PHONE_LENGTH, VALIDATION.phoneRequired, VALIDATION.phoneTooLong),
  subject: oneOf(CONTACT_SUBJECT_IDS, VALIDATION.subjectRequired),
  message: requiredText(MAX_CONTACT_MESSAGE_LENGTH, VALIDATION.messageRequired, VALIDATION.messageTooLong),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
