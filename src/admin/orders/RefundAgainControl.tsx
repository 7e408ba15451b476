import { useState } from "react";
import { formatCents, type AdminOrderDetails } from "@songs/domain";
import { isApiError } from "../../api/ApiError";
import { Button } from "../../ui/Button";
import { useToast } from "../../ui/toast/ToastProvider";
import { refundAgain } from "./adminOrdersApi";

/**
 * A cancelled order whose refund did not happen (`refundOwed`: Stripe refused it, or its follow-up
 * was closed without one): what is left of the payment is refunded again through Stripe.
 */
export function RefundAgainControl({
  order,
  onChanged,
}: {
  order: AdminOrderDetails;
  onChanged: (order: AdminOrderDetails) => void;
}) {
  const toast = useToast();
  const [isBusy, setIsBusy] = useState(false);
  const leftCents = order.totalCents - order.refundedCents;
  const submit = async () => {
    setIsBusy(true);
    try {
      onChanged(await refundAgain(order.id));
      toast({ title: `The refund of ${formatCents(leftCents)} is on its way through Stripe.`, variant: "success" });
    } catch (error) {
      toast({
        title: "Not refunded",
        description: isApiError(error) ? error.message : undefined,
        variant: "destructive",
      });
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <>
      <p>{formatCents(leftCents)} of this cancelled order's payment was not refunded.</p>
      <Button size="sm" disabled={isBusy} onClick={() => void submit()}>
        {isBusy ? "Refunding..." : `Refund ${formatCents(leftCents)} again`}
      </Button>
    </>
  );
}
