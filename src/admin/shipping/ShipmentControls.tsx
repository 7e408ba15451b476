import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { z } from "zod";
import {
  DELIVERABLE_LABELS,
  formatCents,
  formatDateTime,
  itemRefundRequestSchema,
  physicalItemPriceCents,
  SHIPMENT_STEP_LABELS,
  SHIPPING_MESSAGES,
  shipmentStepRequestSchema,
  type PhysicalItemKey,
  type ShipmentStepRequest,
  type ShipmentViewData,
} from "@songs/domain";
import { failureMessage } from "../../api/ApiError";
import { Button } from "../../ui/Button";
import { ActionRow } from "../../ui/layout";
import { FormField, Input } from "../../ui/FormField";
import { Tag } from "../../ui/Tag";
import { useToast } from "../../ui/toast/ToastProvider";
import { advanceShipment, refundItem } from "./shippingApi";

const Item = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
  & + & {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Actions = styled(ActionRow)`
  margin-top: ${({ theme }) => theme.space.xs};
`;

const InlineForm = styled.form`
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface ShipmentControlsProps {
  orderId: string;
  recipientName: string;
  shipments: readonly (ShipmentViewData & { refundFailure?: string | null })[];
  /** Whether the song is released, so items can be made and posted. */
  isReleased: boolean;
  /** Whether an item that has not shipped may be refunded here (the order's details). */
  allowRefund: boolean;
  onChanged: () => void;
}

/** The shipping step's own fields: the carrier and the tracking number. */
const shipFormSchema = shipmentStepRequestSchema.options[1].omit({ to: true });
type ShipFields = z.infer<typeof shipFormSchema>;

function ShipForm({
  onShip,
  onCancel,
}: {
  onShip: (carrier: string, trackingNumber: string) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ShipFields>({
    resolver: zodResolver(shipFormSchema),
    defaultValues: { carrier: "", trackingNumber: "" },
  });
  const submit = handleSubmit(({ carrier, trackingNumber }) => onShip(carrier, trackingNumber));

  return (
    <InlineForm noValidate onSubmit={(event) => void submit(event)} aria-label="Shipping details">
      <FormField label="Carrier" error={errors.carrier?.message}>
        <Input autoComplete="off" placeholder="USPS, UPS, Royal Mail..." {...register("carrier")} />
      </FormField>
      <FormField label="Tracking number" error={errors.trackingNumber?.message}>
        <Input autoComplete="off" {...register("trackingNumber")} />
      </FormField>
      <InlineFormActions isSending={isSubmitting} onCancel={onCancel} label="Mark Shipped" sendingLabel="Saving..." />
    </InlineForm>
  );
}

/** An inline form's submit button (its label while sending) and Cancel. */
function InlineFormActions({
  isSending,
  onCancel,
  label,
  sendingLabel,
  variant,
}: {
  isSending: boolean;
  onCancel: () => void;
  label: string;
  sendingLabel: string;
  variant?: "danger";
}) {
  return (
    <Actions>
      <Button type="submit" size="sm" variant={variant} disabled={isSending}>
        {isSending ? sendingLabel : label}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel} disabled={isSending}>
        Cancel
      </Button>
    </Actions>
  );
}

/** The refund as typed, in dollars, checked as the cents the server takes. */
const refundFormSchema = z.object({
  dollars: z
    .string()
    .transform((dollars) => Math.round(Number(dollars) * 100))
    .pipe(itemRefundRequestSchema.shape.amountCents),
});

function RefundForm({
  item,
  onRefund,
  onCancel,
}: {
  item: PhysicalItemKey;
  onRefund: (cents: number) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof refundFormSchema>, unknown, z.output<typeof refundFormSchema>>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { dollars: (physicalItemPriceCents(item) / 100).toFixed(2) },
  });
  const submit = handleSubmit(({ dollars: cents }) => onRefund(cents));

  return (
    <InlineForm noValidate onSubmit={(event) => void submit(event)} aria-label="Refund">
      <FormField
        label={`Refund amount in dollars (at most ${formatCents(physicalItemPriceCents(item))})`}
        error={errors.dollars?.message}
      >
        <Input inputMode="decimal" {...register("dollars")} />
      </FormField>
      <InlineFormActions
        isSending={isSubmitting}
        onCancel={onCancel}
        label="Refund Item"
        sendingLabel="Refunding..."
        variant="danger"
      />
    </InlineForm>
  );
}

function ShipmentItem({
  orderId,
  recipientName,
  shipment,
  isReleased,
  allowRefund,
  onChanged,
}: Omit<ShipmentControlsProps, "shipments"> & { shipment: ShipmentControlsProps["shipments"][number] }) {
  const toast = useToast();
  const headingId = useId();
  const [open, setOpen] = useState<"ship" | "refund" | null>(null);
  const [isBusy, setBusy] = useState(false);
  const { item, state } = shipment;
  const unshipped = state === "pending" || state === "made";

  const step = async (request: ShipmentStepRequest, done: string) => {
    setBusy(true);
    try {
      await advanceShipment(orderId, item, request);
      toast({ title: done, variant: "success" });
      setOpen(null);
      onChanged();
    } catch (error) {
      toast({ title: failureMessage(error, "That did not go through. Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const refund = async (cents: number) => {
    try {
      await refundItem(orderId, item, cents);
      toast({
        title: `${formatCents(cents)} is being refunded for the ${DELIVERABLE_LABELS[item].toLowerCase()}.`,
        variant: "success",
      });
      setOpen(null);
      onChanged();
    } catch (error) {
      toast({
        title: failureMessage(error, "The refund did not go through. Please try again."),
        variant: "destructive",
      });
    }
  };

  return (
    <Item aria-labelledby={headingId}>
      <h4 id={headingId}>
        {DELIVERABLE_LABELS[item]} for {recipientName}
      </h4>
      <p>
        <Tag>{shipment.label}</Tag>
        {shipment.refundCents !== null && <> {formatCents(shipment.refundCents)} refunded</>}
      </p>
      {shipment.refundFailure && (
        <p role="alert">Stripe refused the refund: {shipment.refundFailure}. Refund it in Stripe's dashboard.</p>
      )}
      {shipment.carrier && shipment.trackingNumber && (
        <p>
          {shipment.carrier}, tracking number {shipment.trackingNumber}
          {shipment.shippedAt && (
            <>
              , shipped <time dateTime={shipment.shippedAt}>{formatDateTime(shipment.shippedAt)}</time>
            </>
          )}
        </p>
      )}
      <Actions>
        {isReleased && state === "pending" && (
          <Button
            size="sm"
            variant="outline"
            disabled={isBusy}
            onClick={() =>
              void step(
                { to: "made" },
                `${DELIVERABLE_LABELS[item]}: ${SHIPMENT_STEP_LABELS[item].made.toLowerCase()}.`,
              )
            }
          >
            {SHIPMENT_STEP_LABELS[item].made}
          </Button>
        )}
        {isReleased && unshipped && open !== "ship" && (
          <Button size="sm" disabled={isBusy} onClick={() => setOpen("ship")}>
            {SHIPMENT_STEP_LABELS[item].shipped}
          </Button>
        )}
        {isReleased && state === "shipped" && (
          <Button
            size="sm"
            variant="outline"
            disabled={isBusy}
            onClick={() => void step({ to: "delivered" }, `${DELIVERABLE_LABELS[item]} delivered.`)}
          >
            {SHIPMENT_STEP_LABELS[item].delivered}
          </Button>
        )}
        {allowRefund && unshipped && open !== "refund" && (
          <Button size="sm" variant="ghost" disabled={isBusy} onClick={() => setOpen("refund")}>
            Refund
          </Button>
        )}
      </Actions>
      {open === "ship" && (
        <ShipForm
          onShip={(carrier, trackingNumber) =>
            step({ to: "shipped", carrier, trackingNumber }, SHIPPING_MESSAGES.shipped)
          }
          onCancel={() => setOpen(null)}
        />
      )}
      {open === "refund" && <RefundForm item={item} onRefund={refund} onCancel={() => setOpen(null)} />}
    </Item>
  );
}

/** Each physical item of an order with the admins' actions on it: made, shipped with its tracking, delivered, or refunded before it ships. */
export function ShipmentControls({ shipments, ...props }: ShipmentControlsProps) {
  return (
    <div>
      {shipments.map((shipment) => (
        <ShipmentItem key={shipment.item} shipment={shipment} {...props} />
      ))}
    </div>
  );
}
