import styled from "styled-components";
import { type Sample } from "@songs/domain";
import { PlayButton } from "../player/PlayButton";
import { sampleTrack } from "../player/sampleTrack";
import { Card, CardTitle } from "../ui/Card";
import { Tag, TagList } from "../ui/Tag";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { Clamp } from "../ui/layout";

const Story = styled(Clamp)`
  color: ${({ theme }) => theme.color.textMuted};
`;

const ReadMore = styled.button`
  align-self: flex-start;
  min-height: 44px;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

export function SampleTags({ sample }: { sample: Sample }) {
  const tags = [
    { label: "Occasion", value: sample.occasion },
    { label: "Genre", value: sample.genre },
    { label: "Mood", value: sample.mood },
  ].filter((tag) => tag.value);
  return (
    <TagList aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.label}>
          <Tag>
            <VisuallyHidden>{tag.label}: </VisuallyHidden>
            {tag.value}
          </Tag>
        </li>
      ))}
    </TagList>
  );
}

/** One sample: title, play button, tags, 2-line story with "Read more". */
export function SampleCard({ sample, onReadMore }: { sample: Sample; onReadMore: (sample: Sample) => void }) {
  return (
    <Card>
      <CardTitle>{sample.title}</CardTitle>
      <div>
        <PlayButton track={sampleTrack(sample)} />
      </div>
      <SampleTags sample={sample} />
      {sample.story && (
        <>
          <Story $lines={2}>{sample.story}</Story>
          <ReadMore type="button" aria-label={`Read more about ${sample.title}`} onClick={() => onReadMore(sample)}>
            Read more
          </ReadMore>
        </>
      )}
    </Card>
  );
}
