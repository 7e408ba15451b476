import { PageHeading } from "../../ui/PageHeading";

/** Screen owned by a later issue: shows its heading until then. */
export default function AdminOrdersPage() {
  return <PageHeading title="Manage Orders" />;
}
