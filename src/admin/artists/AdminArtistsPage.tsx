import { useState } from "react";
import styled from "styled-components";
import {
  adminArtistAccountListSchema,
  ARTIST_ACCOUNT_MESSAGES,
  formatLongDate,
  type AdminArtistAccount,
  CATALOGUE_MESSAGES,
} from "@songs/domain";
import { useApiQuery } from "../../api/useApiQuery";
import { useMorePages } from "../../api/useMorePages";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { LoadingText } from "../../ui/LoadingText";
import { PageHeading } from "../../ui/PageHeading";
import { ShowMorePages } from "../../ui/MoreEntries";
import { Badge } from "../../ui/Tag";
import { WorkContainer, Section, StackList } from "../../ui/layout";
import { useToast } from "../../ui/toast/ToastProvider";
import { ARTIST_ACCOUNTS_PATH, fetchArtistAccounts, unlinkArtistAccount } from "./adminArtistsApi";
import { InviteArtistDialog } from "./InviteArtistDialog";

const Row = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Detail = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** What a row says about the artist's access: the linked account, the newest invite, or nothing yet. */
function AccessState({ artist }: { artist: AdminArtistAccount }) {
  if (artist.account) {
    return (
      <Detail>
        <Badge $variant="success">Linked</Badge> {artist.account.email}, since {formatLongDate(artist.account.linkedAt)}
      </Detail>
    );
  }
  const [invite] = artist.invites;
  if (!invite) return <Detail>No account</Detail>;
  return (
    <Detail>
      {invite.state === "expired" ? (
        <Badge $variant="destructive">Invite expired</Badge>
      ) : (
        <Badge $variant="secondary">Invited</Badge>
      )}{" "}
      {invite.email}, {invite.state === "expired" ? "expired" : "until"} {formatLongDate(invite.expiresAt)}
    </Detail>
  );
}

/**
 * /admin/artists: each artist profile with its studio account, 50 a page (best rated first) with
 * "Show more". Admins invite an email (a new invite to the same email replaces the open one) and
 * unlink an account, which signs it out; the list is then read again from its first page.
 */
export default function AdminArtistsPage() {
  const toast = useToast();
  const { data, error, isOffline, reload: reloadFirst } = useApiQuery(ARTIST_ACCOUNTS_PATH, fetchArtistAccounts);
  const more = useMorePages(ARTIST_ACCOUNTS_PATH, adminArtistAccountListSchema, data);
  const artists = data ? [...data.artists, ...more.pages.flatMap((page) => page.artists)] : null;
  // After a change the first page is read again; the pages after it start over.
  const reload = () => {
    more.reset();
    reloadFirst();
  };
  const [inviting, setInviting] = useState<AdminArtistAccount | null>(null);
  const [unlinking, setUnlinking] = useState<AdminArtistAccount | null>(null);
  const [isUnlinkBusy, setIsUnlinkBusy] = useState(false);

  const confirmUnlink = async () => {
    if (!unlinking) return;
    setIsUnlinkBusy(true);
    try {
      await unlinkArtistAccount(unlinking.artistId);
      toast({ title: ARTIST_ACCOUNT_MESSAGES.accountUnlinked, variant: "success" });
      reload();
    } catch (failure) {
      toast({
        title: failure instanceof Error ? failure.message : "Couldn't unlink the account. Please try again.",
        variant: "destructive",
      });
    } finally {
      setIsUnlinkBusy(false);
      setUnlinking(null);
    }
  };

  return (
    <>
      <PageHeading title="Manage Artists" lead="Invite artists to the studio and manage their accounts." />
      <Section>
        <WorkContainer>
          {isOffline ? (
            <OfflineNotice onRetry={reload} />
          ) : error ? (
            <p role="alert">{error.message}</p>
          ) : !artists ? (
            <LoadingText>{CATALOGUE_MESSAGES.artistsLoading}</LoadingText>
          ) : (
            <>
              <StackList aria-label="Artists">
                {artists.map((artist) => (
                  <li key={artist.artistId}>
                    <Row aria-label={artist.artistName}>
                      <div>
                        <Name>{artist.artistName}</Name>
                        <AccessState artist={artist} />
                      </div>
                      {artist.account ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setUnlinking(artist)}
                          aria-label={`Unlink ${artist.artistName}'s account`}
                        >
                          Unlink
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          onClick={() => setInviting(artist)}
                          aria-label={`Invite ${artist.artistName}`}
                        >
                          Invite
                        </Button>
                      )}
                    </Row>
                  </li>
                ))}
              </StackList>
              <ShowMorePages label="Show more artists" more={more} />
            </>
          )}
        </WorkContainer>
      </Section>
      {inviting && (
        <InviteArtistDialog
          artist={inviting}
          onClose={() => setInviting(null)}
          onInvited={() => {
            setInviting(null);
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={unlinking !== null}
        title="Unlink this account?"
        description={
          unlinking?.account
            ? `${unlinking.account.email} will be logged out and lose access to ${unlinking.artistName}'s studio.`
            : undefined
        }
        confirmLabel="Unlink account"
        isBusy={isUnlinkBusy}
        onConfirm={() => void confirmUnlink()}
        onCancel={() => setUnlinking(null)}
      />
    </>
  );
}
