import { PageHeading } from "../ui/PageHeading";
import { NotifySwitch } from "../offline/NotifySwitch";
import { Container, Section } from "../ui/layout";
import { StudioQueue } from "./queue/StudioQueue";
import { StudioNav } from "./StudioNav";
import { useStudioAccount } from "./useStudioAccount";

/** /studio: the artist's home in the studio: who is signed in, the studio's sections, the queue, and notifications on this device. */
export default function StudioPage() {
  const { data: account } = useStudioAccount();
  return (
    <>
      <PageHeading title="Studio" lead={account ? `Logged in as ${account.artistName}` : undefined} />
      <Section>
        <Container>
          <StudioNav />
          <StudioQueue />
          <NotifySwitch />
        </Container>
      </Section>
    </>
  );
}
