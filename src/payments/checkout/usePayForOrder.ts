import { useCallback, useState } from "react";
import { type OrderDetails } from "@songs/domain";
import { useSession } from "../../auth/SessionProvider";
import type { SongGiftRedemption } from "../paymentsApi";
import { redirectToCheckout } from "./redirectToCheckout";
import { startCheckout, type CheckoutStart } from "./startCheckout";

/**
 * Starts the checkout for an order and sends the browser there. `paymentLink` is set when the
 * browser refused to leave the frame or open a tab, so the screen can offer the link instead.
 */
export function usePayForOrder(): {
  pay(order: OrderDetails, songGift?: SongGiftRedemption | null): Promise<CheckoutStart>;
  paymentLink: string | null;
} {
  const [paymentLink, setPaymentLink] = useState<string | null>(null);
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const pay = useCallback(
    async (order: OrderDetails, songGift: SongGiftRedemption | null = null) => {
      setPaymentLink(null);
      const start = await startCheckout(order, uid, songGift);
      if (start.status === "ready" && redirectToCheckout(start.url) === "blocked") setPaymentLink(start.url);
      return start;
    },
    [uid],
  );
  return { pay, paymentLink };
}
