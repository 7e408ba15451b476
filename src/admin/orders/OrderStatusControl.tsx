import { useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import { isApiError } from "../../api/ApiError";
import {
  formatCents,
  isOrderStatus,
  isPaidStatus,
  statusLabel,
  statusTargets,
  type AdminOrderDetails,
  type OrderStatus,
} from "@songs/domain";
import { Button } from "../../ui/Button";
import { ControlRow } from "../../ui/layout";
import { Select } from "../../ui/Select";
import { useToast } from "../../ui/toast/ToastProvider";
import { changeOrderStatus } from "./adminOrdersApi";
import { lifecyclePhase } from "./lifecyclePhase";

const Confirmation = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }
`;

/**
 * Moves an order only where the lifecycle allows (`statusTargets`). Cancelling a paid order
 * refunds it, so it asks first ("Cancel and refund $X?").
 */
export function OrderStatusControl({
  order,
  onChanged,
}: {
  order: AdminOrderDetails;
  onChanged: (order: AdminOrderDetails) => void;
}) {
  const toast = useToast();
  const options = statusTargets(lifecyclePhase(order));
  const [target, setTarget] = useState<string>("");
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const refundCents = Math.max(0, order.totalCents - order.refundedCents);

  useEffect(() => {
    if (isConfirming) confirmRef.current?.focus();
  }, [isConfirming]);

  if (options.length === 0) return <p>No further status changes are possible for this order.</p>;

  const submit = async (status: OrderStatus) => {
    setIsBusy(true);
    try {
      const updated = await changeOrderStatus(order.id, status);
      toast({ title: `Order status updated to ${statusLabel(status)}`, variant: "success" });
      setTarget("");
      setIsConfirming(false);
      onChanged(updated);
    } catch (error) {
      toast({
        title: "Status not updated",
        description: isApiError(error) ? error.message : undefined,
        variant: "destructive",
      });
    } finally {
      setIsBusy(false);
    }
  };

  const update = () => {
    if (!isOrderStatus(target)) return;
    if (target === "cancelled" && isPaidStatus(order.status) && refundCents > 0) setIsConfirming(true);
    else void submit(target);
  };

  return (
    <>
      <ControlRow>
        <Select
          label="New status"
          value={target}
          onChange={(value) => {
            setTarget(value);
            setIsConfirming(false);
          }}
          placeholder="Choose a status"
          options={options.map((status) => ({ value: status, label: statusLabel(status) }))}
          disabled={isBusy}
        />
        <Button onClick={update} disabled={!target || isBusy}>
          Update Status
        </Button>
      </ControlRow>
      {isConfirming && (
        <Confirmation role="group" aria-labelledby={questionId}>
          <p id={questionId}>Cancel and refund {formatCents(refundCents)}?</p>
          <p>The order is cancelled at once and the payment refunded to the customer's card through Stripe.</p>
          <ControlRow>
            <Button ref={confirmRef} variant="danger" onClick={() => void submit("cancelled")} disabled={isBusy}>
              {isBusy ? "Cancelling..." : "Cancel and Refund"}
            </Button>
            <Button variant="outline" onClick={() => setIsConfirming(false)} disabled={isBusy}>
              Keep Order
            </Button>
          </ControlRow>
        </Confirmation>
      )}
    </>
  );
}
