import styled from "styled-components";
import { Card } from "../../ui/Card";
import { PageHeading } from "../../ui/PageHeading";
import { Container, Section } from "../../ui/layout";
import { AddSampleForm } from "../../widgets/samples/AddSampleForm";
import { addSample } from "./adminSamplesApi";
import { SampleList } from "./SampleList";
import { useAdminSamples } from "./useAdminSamples";
import { OfflineNotice } from "../../offline/OfflineNotice";

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Narrow = styled(Container)`
  max-width: 48rem;
`;

/**
 * /admin/samples: the spec's "add sample" form, and the library's samples with Delete. New samples
 * reach the public sample library at once here; its public responses may be cached for a minute.
 */
export default function AdminSamplesPage() {
  const { samples, isOffline, reload, deletingId, addToList, remove } = useAdminSamples();
  return (
    <>
      <PageHeading title="Manage Samples" lead="Add sample songs to the public library, or remove them." />
      <Section>
        <Narrow>
          <Card as="section" aria-labelledby="add-sample-heading">
            <Heading id="add-sample-heading">Add Sample</Heading>
            <AddSampleForm onAdded={addToList} upload={addSample} />
          </Card>
        </Narrow>
      </Section>
      <Section aria-labelledby="library-samples-heading">
        <Narrow>
          <Heading id="library-samples-heading">Library Samples</Heading>
          {isOffline ? (
            <OfflineNotice onRetry={reload} />
          ) : (
            <SampleList samples={samples} deletingId={deletingId} onDelete={(sample) => void remove(sample)} />
          )}
        </Narrow>
      </Section>
    </>
  );
}
