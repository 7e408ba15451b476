import { useId, useState } from "react";
import styled from "styled-components";
import { DELIVERABLE_LABELS, formatCents, formatLongDate, type OrderView } from "@songs/domain";
import { Button } from "../ui/Button";
import { PostalAddressLines } from "../widgets/orders/PostalAddressLines";
import { Tag } from "../ui/Tag";
import { plainList } from "../ui/mixins";
import { AddressDialog } from "./AddressDialog";

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Items = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    overflow-wrap: anywhere;
  }
`;

/**
 * The order's physical items (the framed lyrics print, the CD): each one's state, its carrier and
 * tracking number once it shipped, and the address they go to, which the customer may correct
 * until everything has shipped.
 */
export function ShippingPanel({
  order,
  isOffline,
  onChange,
}: {
  order: OrderView;
  isOffline: boolean;
  onChange: (order: OrderView) => void;
}) {
  const headingId = useId();
  const [isEditing, setEditing] = useState(false);
  const fulfilment = order.fulfilment;
  if (!fulfilment || fulfilment.shipments.length === 0) return null;

  return (
    <Panel aria-labelledby={headingId}>
      <h4 id={headingId}>Posted to you</h4>
      <Items aria-label="Posted items">
        {fulfilment.shipments.map((shipment) => (
          <li key={shipment.item}>
            <strong>{DELIVERABLE_LABELS[shipment.item]}</strong> <Tag>{shipment.label}</Tag>
            {shipment.carrier && shipment.trackingNumber && (
              <p>
                {shipment.carrier}, tracking number{" "}
                {shipment.trackingUrl ? (
                  <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {shipment.trackingNumber}
                  </a>
                ) : (
                  shipment.trackingNumber
                )}
                {shipment.shippedAt && <>, shipped {formatLongDate(shipment.shippedAt)}</>}
              </p>
            )}
            {shipment.refundCents !== null && (
              <p>{formatCents(shipment.refundCents)} refunded; it will not be posted.</p>
            )}
          </li>
        ))}
      </Items>
      {fulfilment.shippingAddress ? (
        <PostalAddressLines address={fulfilment.shippingAddress} />
      ) : (
        <p>No shipping address yet.</p>
      )}
      {fulfilment.canChangeAddress && (
        <div>
          <Button variant="outline" size="sm" disabled={isOffline} onClick={() => setEditing(true)}>
            Change Address
          </Button>
        </div>
      )}
      {isEditing && (
        <AddressDialog
          order={order}
          address={fulfilment.shippingAddress}
          onClose={() => setEditing(false)}
          onChanged={onChange}
        />
      )}
    </Panel>
  );
}
