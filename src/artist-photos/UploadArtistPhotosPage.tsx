import { PageHeading } from "../ui/PageHeading";

/** Screen owned by a later issue: shows its heading until then. */
export default function UploadArtistPhotosPage() {
  return <PageHeading title="Upload Artist Photos" />;
}
