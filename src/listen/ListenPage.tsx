import { useParams } from "react-router-dom";
import { useApiQuery } from "../api/useApiQuery";
import { OfflineNotice } from "../offline/OfflineNotice";
import { MESSAGES, PUBLIC_READ_PATHS, listenResponseSchema, type ListenResponse } from "@songs/domain";
import { PlayButton } from "../player/PlayButton";
import { ButtonLink } from "../ui/Button";
import { LoadingText } from "../ui/LoadingText";
import { Tag } from "../ui/Tag";
import { CreateYourSongInvite } from "../widgets/sharedSong/CreateYourSongInvite";
import { SharedSongFrame, SongLinkUnavailable } from "../widgets/sharedSong/SharedSongFrame";
import { SharedLyrics } from "../widgets/lyrics/SharedLyrics";
import { SITE_NAME } from "../ui/siteMeta";
import { siteUrlOf } from "../ui/siteOrigin";

/** The panel's look: narrow and centred. */
const PANEL = { width: "32rem", isCentred: true } as const;

/**
 * /listen/:token: a song someone shared through its private link. Anyone with the link may listen,
 * with no account (the session layer is never asked to load); it shows only the recipient's first
 * name, the occasion and, when the customer shares them, the lyrics, and is kept out of search engines.
 */
export default function ListenPage() {
  const { token = "" } = useParams();
  const { data, error, isLoading, isOffline, reload } = useApiQuery(
    PUBLIC_READ_PATHS.listen(token),
    listenResponseSchema,
  );

  if (isLoading) return <LoadingText>Loading your song...</LoadingText>;
  if (isOffline) return <OfflineNotice onRetry={reload} />;
  return (
    <>
      <ListenPreview song={data} />
      <ListenContent token={token} data={data} error={error} />
    </>
  );
}

/**
 * The link's preview card in chat apps, kept out of search engines: the page's own heading and
 * occasion for a live link, and nothing about any song for a link that no longer plays.
 */
function ListenPreview({ song }: { song: ListenResponse | undefined }) {
  const image = siteUrlOf(PREVIEW_IMAGE);
  return (
    <>
      <meta name="robots" content="noindex" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={song ? `A song for ${song.recipientFirstName}` : SITE_NAME} />
      <meta
        property="og:description"
        content={
          song
            ? `${song.occasionLabel}: written and recorded just for them, and shared with you.`
            : "Custom songs written and recorded for the people you love."
        }
      />
      <meta property="og:image" content={image} />
    </>
  );
}

/** A neutral picture (the site's icon) for every shared song. */
const PREVIEW_IMAGE = "/icons/icon-512.png";

function ListenContent({
  token,
  data,
  error,
}: {
  token: string;
  data: ListenResponse | undefined;
  error: Error | undefined;
}) {
  if (!data) {
    return (
      <SongLinkUnavailable
        error={error}
        goneTitle="This link is no longer available"
        goneMessage={MESSAGES.shareLinkUnavailable}
        failedTitle="We couldn't load this song"
        {...PANEL}
      >
        <div>
          <ButtonLink to="/">Go to the home page</ButtonLink>
        </div>
      </SongLinkUnavailable>
    );
  }

  const songTitle = `Song for ${data.recipientFirstName}`;
  return (
    <SharedSongFrame
      title={`A song for ${data.recipientFirstName}`}
      lead="Written and recorded just for them, and shared with you."
      {...PANEL}
    >
      <div>
        <Tag>{data.occasionLabel}</Tag>
      </div>
      <div>
        <PlayButton track={{ id: `listen:${token}`, title: songTitle, src: data.audioUrl }} />
      </div>
      {data.lyrics && <SharedLyrics lyrics={data.lyrics} />}
      <CreateYourSongInvite />
    </SharedSongFrame>
  );
}
