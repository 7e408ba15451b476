import styled from "styled-components";
import { SAMPLE_STATE_LABELS, studioSampleListSchema } from "@songs/domain";
import { useApiQuery } from "../../api/useApiQuery";
import { AddSampleForm } from "../../widgets/samples/AddSampleForm";
import { Card } from "../../ui/Card";
import { LoadingText } from "../../ui/LoadingText";
import { StackList } from "../../ui/layout";
import { STUDIO_SAMPLES_PATH, submitSample } from "./studioSamplesApi";

const Heading = styled.h2`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xl};
  margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

/** The artist's samples: submit one (the admins approve it before it is public) and see each one's state. */
export function SamplesSection() {
  const { data, isLoading, reload } = useApiQuery(STUDIO_SAMPLES_PATH, studioSampleListSchema);
  return (
    <section aria-labelledby="samples-heading">
      <Heading id="samples-heading">Your Samples</Heading>
      <Hint>A sample appears on your page and in the sample library once an admin approves it.</Hint>
      <AddSampleForm upload={submitSample} onAdded={reload} />
      {isLoading && <LoadingText>Loading your samples...</LoadingText>}
      {data && data.samples.length > 0 && (
        <StackList aria-label="Submitted samples">
          {data.samples.map((sample) => (
            <li key={sample.id}>
              <Card>
                <Title>{sample.title}</Title>
                <p>{SAMPLE_STATE_LABELS[sample.state]}</p>
                {sample.rejectionReason && <p>Reason: {sample.rejectionReason}</p>}
              </Card>
            </li>
          ))}
        </StackList>
      )}
    </section>
  );
}
