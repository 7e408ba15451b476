import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { isApiError } from "../api/ApiError";
import { useSession } from "../auth/SessionProvider";
import {
  PAYMENT_SESSION_WAIT_MS,
  PAYMENT_SESSION_WAIT_TRIES,
  MESSAGES,
  type VerifyPaymentResponse,
} from "@songs/domain";
import {
  clearDraft,
  clearPendingCheckout,
  loadVerifiedPayment,
  markPaymentVerified,
  savePendingCheckout,
} from "../offline/draftStore";
import { useToast } from "../ui/toast/ToastProvider";
import { isWelcomeBack } from "../auth/welcomeBack";
import { verifyPaidCheckout } from "./paymentsApi";

type Outcome = { status: "verified"; payment: VerifyPaymentResponse } | { status: "sign-in" } | { status: "failed" };
export type Verification = Outcome | { status: "invalid" } | { status: "finalizing" };

/** Calls in progress by session id, so a screen mounted twice (StrictMode, a quick remount) asks once. */
const inFlight = new Map<string, Promise<Outcome>>();

function verifyPaymentOnce(sessionId: string): Promise<Outcome> {
  let pending = inFlight.get(sessionId);
  if (!pending) {
    pending = verifyPayment(sessionId).finally(() => inFlight.delete(sessionId));
    inFlight.set(sessionId, pending);
  }
  return pending;
}

async function verifyPayment(sessionId: string): Promise<Outcome> {
  try {
    const payment = await verifyPaidCheckout(sessionId);
    await markPaymentVerified(sessionId, payment);
    await Promise.all([clearDraft(), clearPendingCheckout()]);
    return { status: "verified", payment };
  } catch (error) {
    return isApiError(error) && error.status === 401 ? { status: "sign-in" } : { status: "failed" };
  }
}

/**
 * The success page's work (spec §4): once per session id, wait up to 10 tries a second apart for a
 * login session, then confirm the payment and create the order. With no session, the session id is
 * kept and the customer is asked to sign in; the login brings them back here.
 */
export function usePaymentVerification(sessionId: string | null): Verification {
  const { status: sessionStatus, ensureAuthLoaded } = useSession();
  const location = useLocation();
  const toast = useToast();
  /** undefined while the device is asked whether this payment was already verified. */
  const [verifiedBefore, setVerifiedBefore] = useState<VerifyPaymentResponse | null | undefined>(undefined);
  const [tries, setTries] = useState(1);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hasWelcomed = useRef(false);

  useEffect(() => {
    if (!sessionId) return;
    ensureAuthLoaded();
    let isCurrent = true;
    void loadVerifiedPayment(sessionId).then((payment) => {
      if (isCurrent) setVerifiedBefore(payment);
    });
    return () => {
      isCurrent = false;
    };
  }, [sessionId, ensureAuthLoaded]);

  const isWelcomedBack = sessionId !== null && isWelcomeBack(location.state);
  useEffect(() => {
    if (!isWelcomedBack || hasWelcomed.current) return;
    hasWelcomed.current = true;
    toast({ title: MESSAGES.welcomeBackFinalizing });
  }, [isWelcomedBack, toast]);

  const isSignedIn = sessionStatus === "signed-in";
  const isPending = sessionId !== null && verifiedBefore === null && outcome === null;
  const isWaiting = isPending && !isSignedIn && tries < PAYMENT_SESSION_WAIT_TRIES;
  const shouldVerify = isPending && isSignedIn;

  useEffect(() => {
    if (!isWaiting) return;
    const timer = setTimeout(() => setTries((count) => count + 1), PAYMENT_SESSION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [isWaiting, tries]);

  useEffect(() => {
    if (!shouldVerify || !sessionId) return;
    let isCurrent = true;
    void verifyPaymentOnce(sessionId).then((result) => {
      if (!isCurrent) return;
      setOutcome(result);
      if (result.status === "verified") toast({ title: MESSAGES.orderCreated, variant: "success" });
    });
    return () => {
      isCurrent = false;
    };
  }, [shouldVerify, sessionId, toast]);

  const verification: Verification = !sessionId
    ? { status: "invalid" }
    : verifiedBefore
      ? { status: "verified", payment: verifiedBefore }
      : (outcome ?? (isPending && !isSignedIn && !isWaiting ? { status: "sign-in" } : { status: "finalizing" }));

  const mustSignIn = verification.status === "sign-in";
  useEffect(() => {
    // Kept for after the login; the draft stays on the device too.
    if (mustSignIn && sessionId) void savePendingCheckout(sessionId);
  }, [mustSignIn, sessionId]);

  return verification;
}
