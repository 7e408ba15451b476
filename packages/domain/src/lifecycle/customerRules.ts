/** What the customer does with the delivered song: bookkeeping, with no history entry. */
import { isReleased, SYSTEM_ACTOR } from "./orderState";
import { refusal } from "./refusals";
import { ALL_PHASES_BUT_PENDING, type Rule } from "./rule";
import { changed, refused, unchanged } from "./transitions";

export const CUSTOMER_RULES = {
  record_download: {
    phases: ["song_check", "returned", "released", "revision"],
    statuses: ["completed"],
    apply(order, { item }, now) {
      if (!isReleased(order)) return refused(refusal("order_not_completed"));
      if (item === "instrumental") {
        if (!order.instrumental) return refused(refusal("item_not_owed"));
        if (order.instrumentalDownloadedAt) return unchanged(order, "downloaded before");
        return changed(order, "record_download", {
          order: { ...order, instrumentalDownloadedAt: now },
          actor: SYSTEM_ACTOR,
          quiet: true,
        });
      }
      if (order.downloadedAt) return unchanged(order, "downloaded before");
      return changed(order, "record_download", {
        order: { ...order, downloadedAt: now },
        actor: SYSTEM_ACTOR,
        records: [{ type: "download_recorded" }],
        quiet: true,
      });
    },
    outside: () => refused(refusal("order_not_completed")),
  },

  mark_reviewed: {
    phases: ["song_check", "returned", "released", "revision"],
    statuses: ["completed"],
    apply(order) {
      if (order.reviewed) return refused(refusal("already_reviewed"));
      return changed(order, "mark_reviewed", { order: { ...order, reviewed: true }, actor: SYSTEM_ACTOR, quiet: true });
    },
    outside: () => refused(refusal("order_not_completed")),
  },

  open_share: {
    phases: ["song_check", "returned", "released", "revision"],
    statuses: ["completed"],
    apply(order, { token }) {
      if (!isReleased(order)) return refused(refusal("order_not_completed"));
      if (order.shareToken) return unchanged(order, "the order has a live link");
      return changed(order, "open_share", {
        order: { ...order, shareToken: token },
        actor: SYSTEM_ACTOR,
        records: [{ type: "share_created", token }],
        quiet: true,
      });
    },
    outside: () => refused(refusal("order_not_completed")),
  },

  revoke_share: {
    phases: ["pending", ...ALL_PHASES_BUT_PENDING],
    apply(order) {
      if (!order.shareToken) return unchanged(order, "no live link");
      return changed(order, "revoke_share", {
        order: { ...order, shareToken: null },
        actor: SYSTEM_ACTOR,
        records: [{ type: "share_revoked", token: order.shareToken }],
        quiet: true,
      });
    },
    outside: (order) => unchanged(order, "no live link"),
  },
} satisfies { [T in "record_download" | "mark_reviewed" | "open_share" | "revoke_share"]: Rule<T> };
