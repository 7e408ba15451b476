import { PageHeading } from "../ui/PageHeading";

/** Screen owned by a later issue: shows its heading until then. */
export default function DashboardPage() {
  return <PageHeading title="My Dashboard" />;
}
