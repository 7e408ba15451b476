import { Link } from "react-router-dom";
import styled from "styled-components";
import { studioProfileSchema } from "@songs/domain";
import { useApiQuery } from "../../api/useApiQuery";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { Button } from "../../ui/Button";
import { EmptyState } from "../../ui/EmptyState";
import { Container } from "../../ui/layout";
import { LoadingText } from "../../ui/LoadingText";
import { PageHeading } from "../../ui/PageHeading";
import { ProfileForm } from "./ProfileForm";
import { SamplesSection } from "./SamplesSection";
import { STUDIO_PROFILE_PATH } from "./studioProfileApi";
import { StudioNav } from "../StudioNav";

const Narrow = styled(Container)`
  max-width: 40rem;
`;

const PublicLink = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

/** /studio/profile: the artist edits what customers see of them. */
export default function StudioProfilePage() {
  const { data, error, isLoading, isOffline, reload, update } = useApiQuery(STUDIO_PROFILE_PATH, studioProfileSchema);
  return (
    <>
      <PageHeading title="Your Profile" lead="What customers see on your artist page and in the order builder." />
      <Narrow>
        <StudioNav />
        {isLoading && <LoadingText>Loading your profile...</LoadingText>}
        {isOffline && <OfflineNotice onRetry={reload} />}
        {error && <EmptyState message={error.message} action={<Button onClick={reload}>Try again</Button>} />}
        {data && (
          <>
            <PublicLink>
              <Link to={`/artists/${data.artistId}`}>See your public page, {data.name}</Link>
            </PublicLink>
            <ProfileForm key={data.artistId} profile={data} onSaved={(saved) => update(() => saved)} />
            <SamplesSection />
          </>
        )}
      </Narrow>
    </>
  );
}
