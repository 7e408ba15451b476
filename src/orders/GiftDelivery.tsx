import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import styled from "styled-components";
import type { z } from "zod";
import { isApiError } from "../api/ApiError";
import { useApiQuery } from "../api/useApiQuery";
import {
  describeZonedTime,
  formatLongDate,
  giftDeliveryRequestSchema,
  giftResponseSchema,
  isGiftChangeable,
  type GiftDeliveryRequest,
  type GiftView,
  type OrderView,
} from "@songs/domain";
import { useSession } from "../auth/SessionProvider";
import { applyServerFieldErrors } from "../ui/applyServerFieldErrors";
import { Button } from "../ui/Button";
import { blankGiftDelivery, GiftDeliveryFields } from "../widgets/gifts/GiftDeliveryFields";
import { useToast } from "../ui/toast/ToastProvider";
import { cancelGiftDelivery, giftPath, revokeGiftLink, scheduleGiftDelivery } from "./ordersApi";
import { ActionRow } from "../ui/layout";
import { OrderPart } from "./OrderPart";
import { useCopyText } from "./useCopyText";

const Section = styled(OrderPart)`
  p {
    margin: 0;
  }
`;

const Reply = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  white-space: pre-wrap;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

/** Where the delivery is, in words: "Scheduled for …", "Sent", "Opened", ... */
export function giftStatusText(gift: GiftView): string {
  switch (gift.status) {
    case "scheduled":
      return `Scheduled for ${describeZonedTime(new Date(gift.sendAt), gift.timeZone)}`;
    case "waiting_for_song":
      return "Its time has come: it goes out as soon as your song is released";
    case "sent":
      return `Sent ${gift.sentAt ? formatLongDate(gift.sentAt) : ""}`.trim();
    case "opened":
      return `Opened ${gift.openedAt ? formatLongDate(gift.openedAt) : ""}`.trim();
    case "cancelled":
      return "Cancelled";
    case "revoked":
      return "Sent; the gift link no longer works";
  }
}

const requestOf = (gift: GiftView): GiftDeliveryRequest => ({
  recipientEmail: gift.recipientEmail,
  senderName: gift.senderName,
  date: gift.date,
  time: gift.time,
  timeZone: gift.timeZone,
  message: gift.message,
  allowDownload: gift.allowDownload,
});

/**
 * "Send it to them" on an order: the recipient gets an email at the chosen day and time where they
 * live, with a link to the gift page. Shows "Scheduled for …", "Sent" or "Opened", and their reply.
 */
export function GiftDelivery({ order, isOffline }: { order: OrderView; isOffline: boolean }) {
  const toast = useToast();
  const { user } = useSession();
  const copyLink = useCopyText("link");
  const dismissError = useRef<(() => void) | null>(null);
  const query = useApiQuery(order.status === "cancelled" ? null : giftPath(order.id), giftResponseSchema);
  const [gift, setGift] = useState<GiftView | null | undefined>(undefined);
  const [editing, setEditing] = useState<GiftDeliveryRequest | null>(null);
  const [isBusy, setBusy] = useState(false);
  const current = gift === undefined ? query.data?.gift : gift;

  if (order.status === "cancelled" || (query.isLoading && current === undefined)) return null;

  /** Runs a change of the delivery; `refused` takes a field's message from a refusal (true when it did). */
  const act = async (
    action: () => Promise<{ gift: GiftView | null }>,
    done: string,
    refused: (error: unknown) => boolean = () => false,
  ) => {
    setBusy(true);
    dismissError.current?.();
    dismissError.current = null;
    try {
      const answer = await action();
      setGift(answer.gift);
      setEditing(null);
      toast({ title: done, variant: "success" });
    } catch (error) {
      // A field's message is shown beside the field, once; anything else is a toast until the next try.
      if (!refused(error))
        dismissError.current = toast({
          title: isApiError(error) ? error.message : "Something went wrong. Please try again.",
          variant: "destructive",
        });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section aria-labelledby={`gift-${order.id}`}>
      <h3 id={`gift-${order.id}`}>Send it to them</h3>
      {editing ? (
        <GiftDeliveryForm
          initial={editing}
          isBusy={isBusy}
          isOffline={isOffline}
          onSchedule={(request, refused) =>
            act(() => scheduleGiftDelivery(order.id, request), "Your gift delivery is scheduled.", refused)
          }
          onBack={() => setEditing(null)}
        />
      ) : current && current.status !== "cancelled" ? (
        <>
          <p role="status">
            <strong>{giftStatusText(current)}</strong>
          </p>
          <Muted>To {current.recipientEmail}</Muted>
          {current.url && (
            <Muted>
              Gift page: <a href={current.url}>{current.url}</a>
            </Muted>
          )}
          {current.thanks && (
            <>
              <p>Their reply:</p>
              <Reply>{current.thanks.message}</Reply>
            </>
          )}
          <ActionRow>
            {isGiftChangeable(current.status) && (
              <>
                <Button variant="outline" disabled={isOffline} onClick={() => setEditing(requestOf(current))}>
                  Change delivery
                </Button>
                <Button
                  variant="ghost"
                  disabled={isBusy || isOffline}
                  onClick={() => void act(() => cancelGiftDelivery(order.id), "Your gift delivery is cancelled.")}
                >
                  Cancel delivery
                </Button>
              </>
            )}
            {current.url && (
              <Button variant="outline" onClick={() => void copyLink(current.url ?? "")}>
                Copy link
              </Button>
            )}
            {current.url && (
              <Button
                variant="ghost"
                disabled={isBusy || isOffline}
                onClick={() => void act(() => revokeGiftLink(order.id), "The gift link no longer works.")}
              >
                Revoke gift link
              </Button>
            )}
          </ActionRow>
        </>
      ) : (
        <>
          <Muted>Have the song arrive in their inbox on the day, with your message.</Muted>
          <ActionRow>
            <Button
              variant="outline"
              disabled={isOffline}
              onClick={() => setEditing(blankGiftDelivery(user?.displayName ?? ""))}
            >
              Send it to them
            </Button>
          </ActionRow>
        </>
      )}
    </Section>
  );
}

const GIFT_FIELDS = ["recipientEmail", "senderName", "date", "time", "timeZone", "message", "allowDownload"] as const;

/** The delivery's form: checked with the domain's schema, the server's messages under its fields. */
function GiftDeliveryForm({
  initial,
  isBusy,
  isOffline,
  onSchedule,
  onBack,
}: {
  initial: GiftDeliveryRequest;
  isBusy: boolean;
  isOffline: boolean;
  /** Sends the request; `refused` puts a refusal's field messages under the fields (true when it did). */
  onSchedule: (request: GiftDeliveryRequest, refused: (error: unknown) => boolean) => Promise<void>;
  onBack: () => void;
}) {
  const form = useForm<z.input<typeof giftDeliveryRequestSchema>, unknown, GiftDeliveryRequest>({
    resolver: zodResolver(giftDeliveryRequestSchema),
    defaultValues: initial,
  });
  const schedule = form.handleSubmit((request) =>
    onSchedule(request, (error) => applyServerFieldErrors(error, GIFT_FIELDS, form.setError)),
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void schedule(event)}>
        <GiftDeliveryFields />
        <ActionRow>
          <Button type="submit" disabled={isBusy || isOffline}>
            {isBusy ? "Saving..." : "Schedule delivery"}
          </Button>
          <Button variant="ghost" onClick={onBack}>
            Back
          </Button>
        </ActionRow>
      </form>
    </FormProvider>
  );
}
