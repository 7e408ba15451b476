import { useApiQuery } from "../../api/useApiQuery";
import { DisputeRow } from "./DisputeRows";
import { fetchOrderDisputes, orderDisputesPath } from "./disputesApi";

/** The order's disputes, for its admin dialog: nothing when its payment is not disputed. */
export function OrderDisputes({ orderId }: { orderId: string }) {
  const { data, reload } = useApiQuery(orderDisputesPath(orderId), (signal) => fetchOrderDisputes(orderId, signal));
  if (!data || data.length === 0) return null;
  return (
    <section aria-label="Disputes">
      <h3>Disputed payment</h3>
      {data.map((dispute) => (
        <DisputeRow key={dispute.id} dispute={dispute} onChanged={reload} />
      ))}
    </section>
  );
}
