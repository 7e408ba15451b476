import styled from "styled-components";
import type { Sample } from "@songs/domain";
import { PlayButton } from "../player/PlayButton";
import { sampleTrack } from "../player/sampleTrack";
import { Dialog } from "../ui/Dialog";
import { SampleTags } from "./SampleCard";

const FullStory = styled.p`
  white-space: pre-line;
  margin: ${({ theme }) => theme.space.md} 0;
`;

/** A sample's whole story and its player, opened from "Read more" (its own chunk: most visits never open one). */
export default function SampleDialog({ sample, onClose }: { sample: Sample; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={sample.title}>
      <SampleTags sample={sample} />
      <FullStory>{sample.story}</FullStory>
      <PlayButton track={sampleTrack(sample)} />
    </Dialog>
  );
}
