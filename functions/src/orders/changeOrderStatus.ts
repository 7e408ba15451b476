import {
  invalidTransition,
  orderStatusChangeSchema,
  STATUS_COMMANDS,
  type AdminOrderDetails,
  type OrderStatus,
} from "@songs/domain";
import type { AuthUser } from "../http/authenticate";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { refusalError } from "./commandCheck";
import { requireOrder } from "./ownedOrder";
import { type OrderCommandInput } from "./orderLifecycle";
import { type OrderRecord } from "./orderRecord";
import { loadAdminOrderDetails } from "./loadAdminOrderDetails";

/** The lifecycle command behind the status the admins chose (STATUS_COMMANDS); other statuses are no command. */
function commandFor(order: OrderRecord, to: OrderStatus, actor: AuthUser): OrderCommandInput {
  const type = to in STATUS_COMMANDS ? STATUS_COMMANDS[to as keyof typeof STATUS_COMMANDS] : null;
  if (!type) throw refusalError(invalidTransition(order.status, to));
  return { type, actor };
}

/**
 * POST /api/admin/orders/:orderId/status {status}: the admins' status control, as lifecycle
 * commands: in progress (the admins make the song; open offers are withdrawn), completed (only with
 * a delivered song: 409 `song_required`), cancelled (from pending, paid or in progress: the work is
 * closed, and a paid order's refund is written as a follow-up in the same transaction, which
 * refunds it through Stripe and records it). Anything else 409 `invalid_transition`, nothing
 * changed. Each change is in the order's history with who made it. Answers the updated order.
 */
export const changeOrderStatus = handler(
  orderStatusChangeSchema,
  async (context): Promise<AdminOrderDetails> => {
    const { db, params, input, user } = context;
    const order = await requireOrder(db, params.orderId);
    await lifecycleOf(context).run(order.id, commandFor(order, input.status, user));
    return loadAdminOrderDetails(db, order.id);
  },
  { auth: "admin", params: orderParams },
);
