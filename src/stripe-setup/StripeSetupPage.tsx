import { PageHeading } from "../ui/PageHeading";

/** Screen owned by a later issue: shows its heading until then. */
export default function StripeSetupPage() {
  return <PageHeading title="Seed Stripe Catalog" />;
}
