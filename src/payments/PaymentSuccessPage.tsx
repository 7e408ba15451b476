import { useSearchParams } from "react-router-dom";
import styled from "styled-components";
import {
  customerOrderPath,
  formatCents,
  formatLongDate,
  MESSAGES,
  orderNumber,
  packageLabel,
  type VerifyPaymentResponse,
} from "@songs/domain";
import { ButtonLink } from "../ui/Button";
import { LoadingText } from "../ui/LoadingText";
import { PageHeading } from "../ui/PageHeading";
import { PaymentErrorScreen, ResultActions, ResultPanel } from "./PaymentErrorScreen";
import { usePaymentVerification } from "./usePaymentVerification";

const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 auto;
  max-width: 24rem;
  text-align: left;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function OrderCreated({ payment }: { payment: VerifyPaymentResponse }) {
  return (
    <>
      <PageHeading title={MESSAGES.orderCreated} lead="Thank you! Your artist will reach out within 24 hours." />
      <ResultPanel>
        <Summary aria-label="Your order">
          <dt>Order</dt>
          <dd>{orderNumber(payment.orderId)}</dd>
          <dt>Recipient</dt>
          <dd>{payment.recipientName}</dd>
          <dt>Package</dt>
          <dd>{packageLabel(payment.package)}</dd>
          <dt>Total</dt>
          <dd>{formatCents(payment.totalCents)}</dd>
          {payment.dueAt && (
            <>
              <dt>Expected by</dt>
              <dd>
                <time dateTime={payment.dueAt}>{formatLongDate(payment.dueAt)}</time>
              </dd>
            </>
          )}
        </Summary>
        <ResultActions>
          <ButtonLink to={customerOrderPath(payment.orderId)}>View Your Order</ButtonLink>
          <ButtonLink to="/dashboard" variant="outline">
            Go to Dashboard
          </ButtonLink>
        </ResultActions>
      </ResultPanel>
    </>
  );
}

function PaymentResult({ sessionId }: { sessionId: string | null }) {
  const verification = usePaymentVerification(sessionId);
  switch (verification.status) {
    case "finalizing":
      return (
        <>
          <PageHeading title="Payment Received" />
          <LoadingText>{MESSAGES.finalizingOrder}</LoadingText>
        </>
      );
    case "verified":
      return <OrderCreated payment={verification.payment} />;
    case "invalid":
      return <PaymentErrorScreen message={MESSAGES.invalidPaymentSession} />;
    case "sign-in":
      return <PaymentErrorScreen message={MESSAGES.signInToFinalize} />;
    case "failed":
      return <PaymentErrorScreen message={MESSAGES.paymentVerificationFailed} />;
  }
}

/** /payment-success?session_id=...: confirms the payment and shows the new order. */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id")?.trim() || null;
  // A new session id starts over (fresh waiting and verification state).
  return <PaymentResult key={sessionId ?? ""} sessionId={sessionId} />;
}
