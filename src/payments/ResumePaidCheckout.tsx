import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { clearPendingCheckout, loadPendingCheckout } from "../offline/draftStore";
import { confirmPaidCheckout } from "./confirmPaidCheckout";

/** Screens that deal with their own checkout. */
const CHECKOUT_RESULT_PATHS = ["/payment-success", "/payment-cancelled"];

/**
 * After any sign-in, confirms the checkout this customer started on this device and, once it is
 * paid, opens its success screen: someone who paid and then signed up, verified an email or signed
 * in again in another tab still sees their order, once: a confirmed checkout is forgotten. One not
 * paid when asked (left or cancelled on the payment page) is forgotten too, so it is asked about
 * once.
 */
export default function ResumePaidCheckout({ uid }: { uid: string }) {
  const navigate = useNavigate();
  const isOnCheckoutResult = useRef(CHECKOUT_RESULT_PATHS.includes(useLocation().pathname));
  // useNavigate answers a new function on every navigation; the check runs once per sign-in.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    if (isOnCheckoutResult.current) return;
    let isCurrent = true;
    void (async () => {
      const sessionId = await loadPendingCheckout(uid);
      if (!sessionId || !isCurrent) return;
      const outcome = await confirmPaidCheckout(sessionId, uid);
      if (outcome.status === "failed") await clearPendingCheckout();
      if (isCurrent && outcome.status === "verified")
        void navigateRef.current(`/payment-success?session_id=${encodeURIComponent(sessionId)}`);
    })();
    return () => {
      isCurrent = false;
    };
  }, [uid]);
  return null;
}
