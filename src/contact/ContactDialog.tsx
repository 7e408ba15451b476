import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { isApiError } from "../api/ApiError";
import { MESSAGES, CONTACT_SUBJECTS, contactMessageSchema, type ContactMessage } from "@songs/domain";
import { Dialog } from "../ui/Dialog";
import { DialogFormActions } from "../ui/DialogFormActions";
import { NameAndEmailFields } from "../ui/NameAndEmailFields";
import { useToast } from "../ui/toast/ToastProvider";
import { FormField, Input, NativeSelect, TextArea } from "../ui/FormField";
import { OptionList } from "../ui/Select";
import { sendContactMessage } from "./contactApi";

/** What the form holds while it is edited (the subject starts empty: "Select a subject"). */
export type ContactFormValues = Record<keyof ContactMessage, string>;

const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((subject) => ({ value: subject.id, label: subject.label }));

const EMPTY_FORM: ContactFormValues = { fullName: "", email: "", phone: "", subject: "", message: "" };

// The schema's input type has the subject as one of its ids; the form starts it empty.
const resolver = zodResolver(contactMessageSchema) as unknown as Resolver<ContactFormValues, unknown, ContactMessage>;

interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
  /** Test seam: how the message is sent (defaults to `POST /api/contact`). */
  send?: (message: ContactMessage) => Promise<unknown>;
}

/**
 * The footer's contact form in a dialog: full name, email, phone, subject and message, checked with
 * the same schema and messages as the server. Success thanks the visitor, clears the form and
 * closes; failure keeps the dialog open with everything typed.
 */
export default function ContactDialog({ open, onClose, send = sendContactMessage }: ContactDialogProps) {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactMessage>({ resolver, defaultValues: EMPTY_FORM });

  const onSubmit = handleSubmit(async (message) => {
    try {
      await send(message);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          if (field in EMPTY_FORM) setError(field as keyof ContactFormValues, { message: text });
        }
      }
      toast({ title: MESSAGES.contactFailedTitle, description: MESSAGES.contactFailed, variant: "destructive" });
      return;
    }
    toast({ title: MESSAGES.contactSentTitle, description: MESSAGES.contactSent, variant: "success" });
    reset(EMPTY_FORM);
    onClose();
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      isDismissable={!isSubmitting}
      title="Contact Us"
      description="Questions about an order, billing or anything else? Send us a message and we'll get back to you soon."
    >
      <form noValidate onSubmit={onSubmit} aria-label="Contact form">
        <NameAndEmailFields fullName={register("fullName")} email={register("email")} errors={errors} />
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register("phone")} />
        </FormField>
        <FormField label="Subject" error={errors.subject?.message}>
          <NativeSelect {...register("subject")}>
            <OptionList placeholder="Select a subject" options={SUBJECT_OPTIONS} />
          </NativeSelect>
        </FormField>
        <FormField label="Message (max 250 words)" error={errors.message?.message}>
          <TextArea rows={6} {...register("message")} />
        </FormField>
        <DialogFormActions
          onCancel={onClose}
          isSubmitting={isSubmitting}
          submitLabel="Send Message"
          submittingLabel="Sending..."
        />
      </form>
    </Dialog>
  );
}
