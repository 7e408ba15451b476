import { Link, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { useSession } from "../auth/SessionProvider";
import { ordersWithNewsLabel } from "@songs/domain";
import { ButtonLink } from "../ui/Button";
import { EmptyState } from "../ui/EmptyState";
import { PageHeading } from "../ui/PageHeading";
import { ActionRow, Container, Section } from "../ui/layout";
import { InstallAppButton } from "../offline/InstallAppButton";
import { NotifySwitch } from "../offline/NotifySwitch";
import { LogOutButton } from "./LogOutButton";
import { OrdersReadState } from "./OrdersReadState";
import { StatCards } from "./StatCards";
import { countWithNews, summarizeOrders } from "./orderStats";
import { OrderRow } from "./OrderRow";
import { ORDER_FILTERS, ORDER_FILTER_LABELS, filterOrders, orderFilterOf, type OrderFilter } from "./orderFilters";
import { useDashboardOrders } from "./useDashboardOrders";
import { useOnlineStatus } from "../api/onlineStatus";
import { plainList } from "../ui/mixins";
import { Tag } from "../ui/Tag";

const Toolbar = styled(ActionRow)`
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Below the orders: a copy of one's data, deleting the account (src/privacy). */
const AccountFooter = styled(ActionRow)`
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

const OrderList = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const ListHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/** The filters: one row of links (the choice is in the address, so Back returns to it). */
const Filters = styled.nav`
  display: flex;
  overflow-x: auto;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  a {
    display: inline-flex;
    flex: none;
    align-items: center;
    min-height: 44px;
    white-space: nowrap;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current="true"] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

/**
 * /dashboard: the signed-in customer's orders as a compact list, newest first (reading an order's
 * news never moves it), filtered by what needs them, what is being made and what is ready. Each
 * order opens on its own page (`/dashboard/orders/:orderId`, OrderPage).
 */
export default function DashboardPage() {
  const { user } = useSession();
  if (!user) return null; // The route's guard only renders this screen for a signed-in user.
  return <Dashboard uid={user.uid} />;
}

function Dashboard({ uid }: { uid: string }) {
  const isOnline = useOnlineStatus();
  const { orders, isOfflineWithoutCopy, reload } = useDashboardOrders(uid);
  const [params] = useSearchParams();
  const filter = orderFilterOf(params.get("show"));

  const all = orders.status === "ready" ? orders.orders : [];
  const list = filterOrders(all, filter);
  const withNews = countWithNews(all);
  const stats = summarizeOrders(all);
  const isOffline = !isOnline || (orders.status === "ready" && orders.source === "device");
  const filterTo = (each: OrderFilter) => (each === "all" ? "/dashboard" : `/dashboard?show=${each}`);

  return (
    <>
      <PageHeading
        title="My Dashboard"
        lead="Follow your orders, listen to your songs and share them with the people you love."
      />
      <Section as="div">
        <Container>
          <Toolbar>
            <InstallAppButton />
            <LogOutButton />
          </Toolbar>
          <OrdersReadState
            orders={orders}
            isOffline={isOffline}
            isOfflineWithoutCopy={isOfflineWithoutCopy}
            onRetry={reload}
            what="your orders"
          />
          {orders.status === "ready" && (
            <>
              <StatCards stats={stats} />
              <ListHeading>Your Orders {withNews > 0 && <Tag>{ordersWithNewsLabel(withNews)}</Tag>}</ListHeading>
              {all.length === 0 ? (
                <EmptyState
                  message="You haven't ordered a song yet. Tell us a story and we'll turn it into a song."
                  action={<ButtonLink to="/create">Create Your Song</ButtonLink>}
                />
              ) : (
                <>
                  <Filters aria-label="Show orders">
                    {ORDER_FILTERS.map((each) => (
                      <Link key={each} to={filterTo(each)} aria-current={each === filter ? "true" : undefined}>
                        {ORDER_FILTER_LABELS[each]} ({filterOrders(all, each).length})
                      </Link>
                    ))}
                  </Filters>
                  {list.length === 0 ? (
                    <EmptyState message={`No orders here right now.`} />
                  ) : (
                    <OrderList aria-label="Your orders">
                      {list.map((order) => (
                        <li key={order.id}>
                          <OrderRow order={order} />
                        </li>
                      ))}
                    </OrderList>
                  )}
                </>
              )}
            </>
          )}
          <NotifySwitch />
          <AccountFooter>
            <ButtonLink variant="ghost" to="/dashboard/reminders">
              Occasion reminders
            </ButtonLink>
            <ButtonLink variant="ghost" to="/dashboard/account">
              Your data and account
            </ButtonLink>
          </AccountFooter>
        </Container>
      </Section>
    </>
  );
}
