import { useState } from "react";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { MESSAGES, OFFLINE_MESSAGES, draftToOrder } from "@songs/domain";
import { loadDraft } from "../offline/draftStore";
import { Button, ButtonLink } from "../ui/Button";
import { PageHeading } from "../ui/PageHeading";
import { useToast } from "../ui/toast/ToastProvider";
import { PaymentLink } from "./PaymentLink";
import { ResultActions, ResultPanel } from "./PaymentErrorScreen";
import { usePayForOrder } from "./checkout/usePayForOrder";
import { useSendToSignIn } from "../auth/useSendToSignIn";
import { useSettledSession } from "../auth/useSettledSession";

const Status = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-weight: 600;
`;

/** /payment-cancelled: nothing was charged; the saved order can go to payment again. */
export default function PaymentCancelledPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const sendToSignIn = useSendToSignIn();
  const settledSession = useSettledSession();
  const { pay, paymentLink } = usePayForOrder();
  const [isRetrying, setRetrying] = useState(false);

  const retryPayment = async () => {
    setRetrying(true);
    const saved = await loadDraft();
    const check = saved ? draftToOrder(saved.draft) : null;
    if (!check?.ok) {
      toast({ title: MESSAGES.orderDataNotFound, variant: "destructive" });
      navigate("/order-builder");
      return;
    }
    if ((await settledSession()) !== "signed-in") {
      sendToSignIn();
      return;
    }
    const start = await pay(check.order);
    if (start.status === "signed-out") {
      sendToSignIn();
    } else if (start.status === "offline") {
      setRetrying(false);
      toast({ title: OFFLINE_MESSAGES.orderSaved, variant: "warning" });
    } else if (start.status === "failed") {
      setRetrying(false);
      toast({ title: MESSAGES.retryPaymentFailed, description: start.message, variant: "destructive" });
    }
  };

  return (
    <>
      <PageHeading
        title="Payment Cancelled"
        lead="No payment was taken. Your order is saved on this device, so you can pay whenever you are ready."
      />
      <ResultPanel>
        <ResultActions>
          <Button onClick={() => void retryPayment()} disabled={isRetrying}>
            Try Payment Again
          </Button>
          <ButtonLink to="/order-builder" variant="outline">
            Return to Order Builder
          </ButtonLink>
          <ButtonLink to="/" variant="ghost">
            Return Home
          </ButtonLink>
        </ResultActions>
        {isRetrying && !paymentLink && <Status role="status">{MESSAGES.redirectingToPayment}</Status>}
        {paymentLink && (
          <Status>
            <PaymentLink url={paymentLink} />
          </Status>
        )}
      </ResultPanel>
    </>
  );
}
