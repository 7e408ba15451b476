import { useEffect, useState } from "react";
import { Navigate, useLocation, useParams } from "react-router-dom";
import styled from "styled-components";
import {
  ARTIST_ACCOUNT_MESSAGES,
  MESSAGES,
  signInAsInviteeMessage,
  type ArtistInviteView,
  type NewPasswordInput,
} from "@songs/domain";
import { isApiError } from "../../api/ApiError";
import { useApiQuery } from "../../api/useApiQuery";
import type { FromLocationState } from "../../auth/guards";
import { useSession } from "../../auth/SessionProvider";
import { Button, ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { LoadingText } from "../../ui/LoadingText";
import { PageHeading } from "../../ui/PageHeading";
import { Container, Section } from "../../ui/layout";
import { acceptArtistInvite, fetchArtistInvite } from "./inviteApi";
import { InvitePasswordForm } from "./InvitePasswordForm";

const Panel = styled(Card)`
  max-width: 28rem;
  margin: 0 auto;
  overflow-wrap: anywhere;
`;

const STATE_MESSAGES = {
  expired: ARTIST_ACCOUNT_MESSAGES.inviteExpired,
  accepted: ARTIST_ACCOUNT_MESSAGES.inviteUsed,
} as const;

/** An email that has an account: its owner signs in (coming back here) and accepts, then the session's token is refreshed. */
function AcceptAsExistingAccount({ invite, onAccept }: { invite: ArtistInviteView; onAccept: () => Promise<void> }) {
  const session = useSession();
  const location = useLocation();
  const { ensureAuthLoaded } = session;
  const [error, setError] = useState<string | null>(null);
  const [isAccepting, setIsAccepting] = useState(false);
  useEffect(() => ensureAuthLoaded(), [ensureAuthLoaded]);

  if (session.status === "loading") return <LoadingText>Checking your session...</LoadingText>;
  const signedInEmail = session.user?.email?.toLowerCase() ?? null;
  if (signedInEmail !== invite.email) {
    const from: FromLocationState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return (
      <>
        <p>{signInAsInviteeMessage(invite.email)}</p>
        {signedInEmail ? (
          <>
            <p>You're logged in as {signedInEmail}.</p>
            <Button block variant="outline" onClick={() => void session.signOut()}>
              Log out
            </Button>
          </>
        ) : (
          <ButtonLink block to="/auth" state={from}>
            Log in as {invite.email}
          </ButtonLink>
        )}
      </>
    );
  }
  const accept = async () => {
    setError(null);
    setIsAccepting(true);
    try {
      await onAccept();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.unexpectedError);
      setIsAccepting(false);
    }
  };
  return (
    <>
      {error && <p role="alert">{error}</p>}
      <p>Accept to link your account to {invite.artistName}. You keep your orders.</p>
      <Button block onClick={() => void accept()} disabled={isAccepting}>
        {isAccepting ? "Accepting..." : "Accept"}
      </Button>
    </>
  );
}

/**
 * /studio/invite/:token: an invited artist takes their account. A new email sets a password (the
 * server creates the account) and is signed in; an email that has an account signs in and accepts.
 * Either way the page moves on to /studio once the session carries the artist claim.
 */
export default function StudioInvitePage() {
  const token = useParams().token ?? "";
  const session = useSession();
  const [isLinked, setIsLinked] = useState(false);
  const { data: invite, error } = useApiQuery(`artist-invite:${token}`, (signal) => fetchArtistInvite(token, signal));

  // The studio's guard reads the claim from the session: wait until the refreshed token carries it.
  if (isLinked && session.artistId) return <Navigate to="/studio" replace />;

  const createAccount = async (passwords: NewPasswordInput) => {
    const accepted = await acceptArtistInvite(token, passwords);
    await session.signInWithEmail(accepted.email, passwords.password);
    setIsLinked(true);
  };
  const linkAccount = async () => {
    await acceptArtistInvite(token);
    await session.getIdToken(true);
    setIsLinked(true);
  };

  const heading = (
    <PageHeading
      title="Join the Studio"
      lead={invite ? `You're invited to the studio as ${invite.artistName}.` : undefined}
    />
  );
  let body;
  if (isLinked) body = <LoadingText>Opening the studio...</LoadingText>;
  else if (error)
    body = (
      <p role="alert">
        {isApiError(error) && error.status === 404 ? ARTIST_ACCOUNT_MESSAGES.inviteNotFound : error.message}
      </p>
    );
  else if (!invite) body = <LoadingText>Loading your invite...</LoadingText>;
  else if (invite.state !== "open") body = <p role="alert">{STATE_MESSAGES[invite.state]}</p>;
  else if (invite.hasAccount) body = <AcceptAsExistingAccount invite={invite} onAccept={linkAccount} />;
  else body = <InvitePasswordForm email={invite.email} onSubmit={createAccount} />;

  return (
    <>
      {heading}
      <Section>
        <Container>
          <Panel>{body}</Panel>
        </Container>
      </Section>
    </>
  );
}
