import { useState } from "react";
import styled from "styled-components";
import { type Sample, CATALOGUE_MESSAGES } from "@songs/domain";
import { PlayButton } from "../../player/PlayButton";
import { sampleTrack } from "../../player/sampleTrack";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { EmptyState } from "../../ui/EmptyState";
import { StackList } from "../../ui/layout";
import { LoadingText } from "../../ui/LoadingText";
import { Tags } from "../../ui/Tag";

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

interface SampleListProps {
  samples: Sample[] | null;
  deletingId: string | null;
  onDelete: (sample: Sample) => void;
}

/** The library's samples with a player each, and Delete after a confirmation. */
export function SampleList({ samples, deletingId, onDelete }: SampleListProps) {
  const [confirming, setConfirming] = useState<Sample | null>(null);

  const confirmDelete = () => {
    if (confirming) onDelete(confirming);
    setConfirming(null);
  };

  if (samples === null) return <LoadingText>{CATALOGUE_MESSAGES.samplesLoading}</LoadingText>;
  return (
    <>
      {samples.length === 0 ? (
        <EmptyState message="No samples in the library yet." />
      ) : (
        <StackList aria-label="Library samples">
          {samples.map((sample) => (
            <li key={sample.id}>
              <Card>
                <Row>
                  <Title>{sample.title}</Title>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={deletingId === sample.id}
                    aria-label={`Delete ${sample.title}`}
                    onClick={() => setConfirming(sample)}
                  >
                    Delete
                  </Button>
                </Row>
                <Tags label="Tags" values={[sample.genre, sample.mood, sample.occasion]} />
                <div>
                  <PlayButton track={sampleTrack(sample)} />
                </div>
              </Card>
            </li>
          ))}
        </StackList>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this sample?"
        description={confirming ? `"${confirming.title}" and its audio will be removed from the library.` : undefined}
        confirmLabel="Delete sample"
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
