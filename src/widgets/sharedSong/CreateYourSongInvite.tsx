import styled from "styled-components";
import { ButtonLink } from "../../ui/Button";

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The close of a page that plays someone's song (a listening link, a gift): an invitation to order one. */
export function CreateYourSongInvite() {
  return (
    <>
      <Note>Want a song like this for someone you love?</Note>
      <div>
        <ButtonLink to="/create" variant="outline">
          Create Your Song
        </ButtonLink>
      </div>
    </>
  );
}
