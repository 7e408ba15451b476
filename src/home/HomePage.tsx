import { PageHeading } from "../ui/PageHeading";

/** Screen owned by a later issue: shows its heading until then. */
export default function HomePage() {
  return <PageHeading title="Custom Songs for Every Occasion" />;
}
