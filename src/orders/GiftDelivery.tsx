import { useState } from "react";
import styled from "styled-components";
import { isApiError } from "../api/ApiError";
import { useApiQuery } from "../api/useApiQuery";
import { describeZonedTime, formatLongDate, giftResponseSchema, isGiftChangeable, type GiftDeliveryRequest, type GiftView, type OrderView } from "@songs/domain";
import { Button } from "../ui/Button";
import { blankGiftDelivery, GiftDeliveryFields } from "../ui/GiftDeliveryFields";
import { useToast } from "../ui/toast/ToastProvider";
import { cancelGiftDelivery, giftPath, revokeGiftLink, scheduleGiftDelivery } from "./ordersApi";
import { ActionRow } from "../ui/layout";

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h3 { font-size: ${({ theme }) => theme.fontSize.md}; margin: 0; }
  p { margin: 0; }
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
  const query = useApiQuery(order.status === "cancelled" ? null : giftPath(order.id), giftResponseSchema);
  const [gift, setGift] = useState<GiftView | null | undefined>(undefined);
  const [form, setForm] = useState<GiftDeliveryRequest | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof GiftDeliveryRequest, string>>>({});
  const [isBusy, setBusy] = useState(false);
  const current = gift === undefined ? query.data?.gift : gift;

  if (order.status === "cancelled" || (query.isLoading && current === undefined)) return null;

  const act = async (action: () => Promise<{ gift: GiftView | null }>, done: string) => {
    setBusy(true);
    try {
      const answer = await action();
      setGift(answer.gift);
      setForm(null);
      setErrors({});
      toast({ title: done, variant: "success" });
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast({ title: isApiError(error) ? error.message : "Something went wrong. Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section aria-labelledby={`gift-${order.id}`}>
      <h3 id={`gift-${order.id}`}>Send it to them</h3>
      {form ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void act(() => scheduleGiftDelivery(order.id, form), "Your gift delivery is scheduled.");
          }}
        >
          <GiftDeliveryFields value={form} onChange={setForm} errors={errors} />
          <ActionRow>
            <Button type="submit" disabled={isBusy || isOffline}>
              {isBusy ? "Saving..." : "Schedule delivery"}
            </Button>
            <Button variant="ghost" onClick={() => setForm(null)}>
              Back
            </Button>
          </ActionRow>
        </form>
      ) : current && current.status !== "cancelled" ? (
        <>
          <p role="status">
            <strong>{giftStatusText(current)}</strong>
          </p>
          <Muted>To {current.recipientEmail}</Muted>
          {current.url && <Muted>Gift page: {current.url}</Muted>}
          {current.thanks && (
            <>
              <p>Their reply:</p>
              <Reply>{current.thanks.message}</Reply>
            </>
          )}
          <ActionRow>
            {isGiftChangeable(current.status) && (
              <>
                <Button variant="outline" disabled={isOffline} onClick={() => setForm(requestOf(current))}>
                  Change delivery
                </Button>
                <Button variant="ghost" disabled={isBusy || isOffline} onClick={() => void act(() => cancelGiftDelivery(order.id), "Your gift delivery is cancelled.")}>
                  Cancel delivery
                </Button>
              </>
            )}
            {current.url && (
              <Button variant="ghost" disabled={isBusy || isOffline} onClick={() => void act(() => revokeGiftLink(order.id), "The gift link no longer works.")}>
                Revoke gift link
              </Button>
            )}
          </ActionRow>
        </>
      ) : (
        <>
          <Muted>Have the song arrive in their inbox on the day, with your message.</Muted>
          <ActionRow>
            <Button variant="outline" disabled={isOffline} onClick={() => setForm(blankGiftDelivery())}>
              Send it to them
            </Button>
          </ActionRow>
        </>
      )}
    </Section>
  );
}
