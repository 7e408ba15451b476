import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { useSession } from "../auth/SessionProvider";
import {
  PAYMENT_SESSION_WAIT_MS,
  PAYMENT_SESSION_WAIT_TRIES,
  MESSAGES,
  type VerifyPaymentResponse,
} from "@songs/domain";
import { loadVerifiedPayment } from "../offline/draftStore";
import { useToast } from "../ui/toast/ToastProvider";
import { isWelcomeBack } from "../auth/welcomeBack";
import { confirmPaidCheckout, type PaidCheckoutOutcome } from "./confirmPaidCheckout";

export type Verification = PaidCheckoutOutcome | { status: "invalid" } | { status: "finalizing" };

/**
 * The success page's work (spec §4): once per session id, wait up to 10 tries a second apart for a
 * login session, then confirm the payment and create the order. With no session the customer is
 * asked to sign in; the login brings them back here (and the checkout kept at its start lets any
 * later sign-in on this device bring them to this screen, see ResumePaidCheckout).
 */
export function usePaymentVerification(sessionId: string | null): Verification {
  const { status: sessionStatus, user, ensureAuthLoaded } = useSession();
  const uid = sessionStatus === "signed-in" ? (user?.uid ?? null) : null;
  const location = useLocation();
  const toast = useToast();
  /** What the device answered, for whom, when asked whether this user already verified this payment. */
  const [stored, setStored] = useState<{ uid: string | null; payment: VerifyPaymentResponse | null } | undefined>(
    undefined,
  );
  const [tries, setTries] = useState(1);
  const [outcome, setOutcome] = useState<PaidCheckoutOutcome | null>(null);
  const hasWelcomed = useRef(false);

  useEffect(() => {
    if (!sessionId) return;
    ensureAuthLoaded();
    let isCurrent = true;
    // A stored payment is shown only to the signed-in user who paid, never to a visitor.
    void (uid ? loadVerifiedPayment(sessionId, uid) : Promise.resolve(null)).then((payment) => {
      if (isCurrent) setStored({ uid, payment });
    });
    return () => {
      isCurrent = false;
    };
  }, [sessionId, uid, ensureAuthLoaded]);
  /** undefined while the device is asked for the current user. */
  const verifiedBefore = stored && stored.uid === uid ? stored.payment : undefined;

  const isWelcomedBack = sessionId !== null && isWelcomeBack(location.state);
  useEffect(() => {
    if (!isWelcomedBack || hasWelcomed.current) return;
    hasWelcomed.current = true;
    toast({ title: MESSAGES.welcomeBackFinalizing });
  }, [isWelcomedBack, toast]);

  const isSignedIn = sessionStatus === "signed-in";
  const isPending = sessionId !== null && verifiedBefore === null && outcome === null;
  const isWaiting = isPending && !isSignedIn && tries < PAYMENT_SESSION_WAIT_TRIES;
  const shouldVerify = isPending && uid !== null;

  useEffect(() => {
    if (!isWaiting) return;
    const timer = setTimeout(() => setTries((count) => count + 1), PAYMENT_SESSION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [isWaiting, tries]);

  useEffect(() => {
    if (!shouldVerify || !sessionId || !uid) return;
    let isCurrent = true;
    // The success screen's heading says "Order created successfully!": no toast repeats it and
    // follows the customer to the next screen.
    void confirmPaidCheckout(sessionId, uid).then((result) => {
      if (isCurrent) setOutcome(result);
    });
    return () => {
      isCurrent = false;
    };
  }, [shouldVerify, sessionId, uid]);

  const verification: Verification = !sessionId
    ? { status: "invalid" }
    : verifiedBefore
      ? { status: "verified", payment: verifiedBefore }
      : (outcome ?? (isPending && !isSignedIn && !isWaiting ? { status: "sign-in" } : { status: "finalizing" }));

  return verification;
}
