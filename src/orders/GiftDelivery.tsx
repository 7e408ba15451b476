import { useRef, useState } from "react";
import styled from "styled-components";
import { isApiError } from "../api/ApiError";
import { useApiQuery } from "../api/useApiQuery";
import {
  describeZonedTime,
  fieldErrors,
  formatLongDate,
  giftDeliveryRequestSchema,
  giftResponseSchema,
  isGiftChangeable,
  type GiftDeliveryRequest,
  type GiftView,
  type OrderView,
} from "@songs/domain";
import { useSession } from "../auth/SessionProvider";
import { Button } from "../ui/Button";
import { blankGiftDelivery, GiftDeliveryFields } from "../ui/GiftDeliveryFields";
import { useToast } from "../ui/toast/ToastProvider";
import { cancelGiftDelivery, giftPath, revokeGiftLink, scheduleGiftDelivery } from "./ordersApi";
import { ActionRow } from "../ui/layout";
import { useCopyText } from "./useCopyText";

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin: 0;
  }
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

type GiftErrors = Partial<Record<keyof GiftDeliveryRequest, string>>;

/** The form's own check, with the schema's messages by field (none when it may be sent). */
function validate(form: GiftDeliveryRequest): GiftErrors {
  const parsed = giftDeliveryRequestSchema.safeParse(form);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

/**
 * The errors after an edit: a field the customer changed loses its error, unless the form's own
 * check still finds one there; the others keep theirs (the server's too).
 */
function errorsAfterEdit(errors: GiftErrors, before: GiftDeliveryRequest, after: GiftDeliveryRequest): GiftErrors {
  const stillWrong = validate(after);
  const keys = Object.keys(errors) as (keyof GiftDeliveryRequest)[];
  return Object.fromEntries(
    keys.flatMap((key) => {
      const message = before[key] === after[key] ? errors[key] : stillWrong[key];
      return message ? [[key, message]] : [];
    }),
  );
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
  const [form, setForm] = useState<GiftDeliveryRequest | null>(null);
  const [errors, setErrors] = useState<GiftErrors>({});
  const [isBusy, setBusy] = useState(false);
  const current = gift === undefined ? query.data?.gift : gift;

  if (order.status === "cancelled" || (query.isLoading && current === undefined)) return null;

  const act = async (action: () => Promise<{ gift: GiftView | null }>, done: string) => {
    setBusy(true);
    dismissError.current?.();
    dismissError.current = null;
    try {
      const answer = await action();
      setGift(answer.gift);
      setForm(null);
      setErrors({});
      toast({ title: done, variant: "success" });
    } catch (error) {
      // A field's message is shown beside the field, once; anything else is a toast until the next try.
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else
        dismissError.current = toast({
          title: isApiError(error) ? error.message : "Something went wrong. Please try again.",
          variant: "destructive",
        });
    } finally {
      setBusy(false);
    }
  };

  const schedule = (request: GiftDeliveryRequest) => {
    const wrong = validate(request);
    setErrors(wrong);
    if (Object.keys(wrong).length === 0)
      void act(() => scheduleGiftDelivery(order.id, request), "Your gift delivery is scheduled.");
  };

  return (
    <Section aria-labelledby={`gift-${order.id}`}>
      <h3 id={`gift-${order.id}`}>Send it to them</h3>
      {form ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            schedule(form);
          }}
        >
          <GiftDeliveryFields
            value={form}
            onChange={(next) => {
              setErrors((current) => errorsAfterEdit(current, form, next));
              setForm(next);
            }}
            errors={errors}
          />
          <ActionRow>
            <Button type="submit" disabled={isBusy || isOffline}>
              {isBusy ? "Saving..." : "Schedule delivery"}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setForm(null);
                setErrors({});
              }}
            >
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
                <Button variant="outline" disabled={isOffline} onClick={() => setForm(requestOf(current))}>
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
              onClick={() => setForm(blankGiftDelivery(user?.displayName ?? ""))}
            >
              Send it to them
            </Button>
          </ActionRow>
        </>
      )}
    </Section>
  );
}
