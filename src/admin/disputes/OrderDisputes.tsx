import { useApiQuery } from "../../api/useApiQuery";
import { StackList } from "../../ui/layout";
import { DisputeRow } from "./DisputeRows";
import { fetchOrderDisputes, orderDisputesPath } from "./disputesApi";

/** The order's disputes, for its admin dialog: nothing when its payment is not disputed. */
export function OrderDisputes({ orderId }: { orderId: string }) {
  const { data, reload } = useApiQuery(orderDisputesPath(orderId), (signal) => fetchOrderDisputes(orderId, signal));
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="order-disputes">
      <h3 id="order-disputes">Disputed payment</h3>
      <StackList aria-labelledby="order-disputes">
        {data.map((dispute) => (
          <DisputeRow key={dispute.id} dispute={dispute} onChanged={reload} />
        ))}
      </StackList>
    </section>
  );
}
