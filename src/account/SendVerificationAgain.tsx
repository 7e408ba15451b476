import { useState } from "react";
import { isApiError } from "../api/ApiError";
import { Button } from "../ui/Button";
import { requestVerificationEmail } from "./accountApi";

/** What the button says it did, beside it (a live region, so a screen reader hears it too). */
export const VERIFICATION_SENT_AGAIN = (email: string) => `We sent the email again to ${email}. Check your inbox.`;
const SEND_FAILED = "The email could not be sent. Please try again.";

/**
 * "Send the email again", where the sign-in asks for a verified email (after signing up, or when a
 * sign-in is refused until the email is verified). The page keeps its email and its order.
 */
export function SendVerificationAgain({ email }: { email: string }) {
  const [state, setState] = useState<"idle" | "sending" | "sent" | { failed: string }>("idle");
  const send = async () => {
    setState("sending");
    try {
      await requestVerificationEmail(email);
      setState("sent");
    } catch (error) {
      setState({ failed: isApiError(error) && error.status === 429 ? error.message : SEND_FAILED });
    }
  };
  return (
    <div>
      <Button variant="outline" size="sm" disabled={state === "sending"} onClick={() => void send()}>
        {state === "sending" ? "Sending..." : "Send the email again"}
      </Button>
      <p role="status">
        {state === "sent" ? VERIFICATION_SENT_AGAIN(email) : typeof state === "object" ? state.failed : null}
      </p>
    </div>
  );
}
