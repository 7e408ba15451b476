import { useId, useState } from "react";
import { useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { AdminMfaChallenge, isMfaRequiredError } from "../../auth/adminMfaGuard";
import {
  formatCents,
  formatDateTime,
  MESSAGES,
  ORDER_STATUSES,
  packageLabel,
  statusLabel,
  type AdminOrderSummary,
} from "@songs/domain";
import { OrderStatus } from "../../widgets/orders/OrderStatus";
import { useAdminMfa } from "../../auth/useAdminMfa";
import { Button } from "../../ui/Button";
import { controlStyles } from "../../ui/controlStyles";
import { EmptyState } from "../../ui/EmptyState";
import { LoadingText } from "../../ui/LoadingText";
import { PageHeading } from "../../ui/PageHeading";
import { Select } from "../../ui/Select";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { rowsAsCardsOnPhones, stickyTableHeader, tableScrollsBelowLaptop } from "../../ui/DataTable";
import { WorkContainer, FilterBar, Section } from "../../ui/layout";
import { AdminOrderDialog } from "./AdminOrderDialog";
import { useAdminOrderDetails } from "./useAdminOrderDetails";
import { useAdminOrders } from "./useAdminOrders";
import { fetchAdminOrder } from "./adminOrdersApi";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { MoreEntries } from "../../ui/MoreEntries";

const SearchField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: 2 1 16rem;
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  input {
    ${controlStyles}
  }
`;

/**
 * Scrolls sideways on narrow screens rather than squeezing the columns. Positioned, so the table's
 * screen-reader-only texts (absolutely positioned) are held inside it: else the "Actions" heading's
 * stood past the screen's edge and the whole page scrolled sideways on a phone.
 */
const TableScroller = styled.div`
  position: relative;
  ${tableScrollsBelowLaptop}
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 52rem;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  ${stickyTableHeader}
  ${rowsAsCardsOnPhones}
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

function OrdersTable({ orders, onView }: { orders: AdminOrderSummary[]; onView: (orderId: string) => void }) {
  const captionId = useId();
  return (
    <TableScroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>
          <VisuallyHidden>Orders, newest first</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col">Recipient</th>
            <th scope="col">Package</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td data-label="Date">
                <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                <small>Order {order.number}</small>
              </td>
              <td data-label="Customer">
                {order.customerName ?? "—"}
                {order.customerEmail && <small>{order.customerEmail}</small>}
              </td>
              <td data-label="Recipient">{order.recipientName}</td>
              <td data-label="Package">{packageLabel(order.package)}</td>
              <td data-label="Total">{formatCents(order.totalCents)}</td>
              <td data-label="Status">
                <OrderStatus said={order.said} />
                {order.work?.unclaimedTooLong && <small>Unclaimed for 72 hours</small>}
              </td>
              <td>
                <Button size="sm" variant="outline" onClick={() => onView(order.id)}>
                  View <VisuallyHidden>order for {order.recipientName}</VisuallyHidden>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}

/** Shown when the session must pass the 6-digit code before admin data loads. */
function MfaNeeded({ onVerified }: { onVerified: () => void }) {
  const mfa = useAdminMfa();
  if (!mfa.status) return <LoadingText>Checking your session...</LoadingText>;
  return <AdminMfaChallenge mode={mfa.status.mode} onVerified={onVerified} />;
}

/**
 * /admin/orders: every order with its customer, search, status filter, and the fulfilment dialog;
 * `?order=<id>` (`adminOrderPath`, the links of Operations, the Money view and the admins' emails)
 * searches for that order with its dialog open, `?search=` starts with a search.
 */
export default function AdminOrdersPage() {
  const searchId = useId();
  const [params] = useSearchParams();
  const linkedOrderId = params.get("order");
  const [search, setSearch] = useState(linkedOrderId ?? params.get("search") ?? "");
  const [status, setStatus] = useState("");
  const [openOrderId, setOpenOrderId] = useState<string | null>(linkedOrderId);
  const { list, error, isLoading, isOffline, reload, loadOlder, isLoadingOlder, olderFailed } = useAdminOrders(
    search,
    status,
  );
  const details = useAdminOrderDetails(openOrderId);

  if (isMfaRequiredError(error)) return <MfaNeeded onVerified={reload} />;

  return (
    <>
      <PageHeading title="Manage Orders" />
      <Section>
        <WorkContainer>
          <FilterBar role="search">
            <SearchField>
              <label htmlFor={searchId}>Search orders</label>
              <input
                id={searchId}
                type="search"
                value={search}
                placeholder="Recipient, customer email or order id"
                onChange={(event) => setSearch(event.target.value)}
              />
            </SearchField>
            <Select
              label="Status"
              value={status}
              onChange={setStatus}
              options={STATUS_OPTIONS}
              placeholder="All statuses"
            />
          </FilterBar>
          {isLoading && !list ? (
            <LoadingText>Loading orders...</LoadingText>
          ) : isOffline ? (
            <OfflineNotice onRetry={reload} />
          ) : !list ? (
            <EmptyState message={MESSAGES.adminOrdersLoadFailed} action={<Button onClick={reload}>Try Again</Button>} />
          ) : (
            <>
              {list.orders.length === 0 ? (
                <EmptyState message={search || status ? "No orders match your search." : "No orders yet."} />
              ) : (
                <OrdersTable orders={list.orders} onView={setOpenOrderId} />
              )}
              {list.nextCursor && (
                <MoreEntries
                  label="Show more orders"
                  onMore={() => void loadOlder()}
                  isLoading={isLoadingOlder}
                  failed={olderFailed}
                />
              )}
            </>
          )}
        </WorkContainer>
      </Section>
      {openOrderId !== null && (
        <AdminOrderDialog
          order={details.order}
          isLoading={details.isLoading}
          onClose={() => setOpenOrderId(null)}
          onChanged={(order) => {
            details.replace(order);
            reload();
          }}
          onSongUploaded={() => {
            details.reload();
            reload();
          }}
          onRefresh={() => {
            void fetchAdminOrder(openOrderId, new AbortController().signal).then(details.replace, details.reload);
            reload();
          }}
        />
      )}
    </>
  );
}
