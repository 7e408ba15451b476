import { PageHeading } from "../ui/PageHeading";

/** Screen owned by a later issue: shows its heading until then. */
export default function MfaSetupPage() {
  return <PageHeading title="Set Up Two-Factor Authentication" />;
}
