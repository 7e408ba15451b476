import { useState } from "react";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { DATA_EXPORT_LINK_DAYS, formatDay } from "@songs/domain";
import { isApiError } from "../api/ApiError";
import { useSession } from "../auth/SessionProvider";
import { Button, ButtonLink } from "../ui/Button";
import { PageHeading } from "../ui/PageHeading";
import { ActionRow, Container, Section } from "../ui/layout";
import { useToast } from "../ui/toast/ToastProvider";
import { DeleteAccountDialog, DeletionConsequences } from "./DeleteAccountDialog";
import { requestMyData } from "./privacyApi";

const Part = styled.section`
  max-width: 40rem;
  margin: 0 auto ${({ theme }) => theme.space.xl};
`;

const Status = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/**
 * `/dashboard/account`: a person's data, their call (customers and artists, linked from the dashboard and the
 * studio): a copy of their data by email, and deleting the account.
 */
export default function AccountDataPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [exportStatus, setExportStatus] = useState<{ text: string; isError: boolean } | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const backTo = session.artistId ? "/studio" : "/dashboard";

  const askForData = async () => {
    setIsAsking(true);
    try {
      setExportStatus({ text: (await requestMyData()).message, isError: false });
    } catch (failure) {
      setExportStatus({
        text:
          isApiError(failure) && failure.status !== 0 && failure.status < 500
            ? failure.message
            : "Couldn't ask for your data. Please try again.",
        isError: true,
      });
    } finally {
      setIsAsking(false);
    }
  };

  return (
    <>
      <PageHeading title="Your data and account" lead="Download a copy of your data, or delete your account." />
      <Section as="div">
        <Container>
          <Part aria-labelledby="download-heading">
            <h2 id="download-heading">Download my data</h2>
            <p>
              We email you a link to a file with your profile, your orders with their stories and deliverables,
              questions and answers, gifts, reviews and the devices you logged in from, with links to your songs and
              voice notes. The link works for {DATA_EXPORT_LINK_DAYS} days. You can ask once a day.
            </p>
            <Button variant="outline" onClick={() => void askForData()} disabled={isAsking}>
              {isAsking ? "Asking..." : "Download my data"}
            </Button>
            {exportStatus && <Status role={exportStatus.isError ? "alert" : "status"}>{exportStatus.text}</Status>}
          </Part>
          <Part aria-labelledby="delete-heading">
            <h2 id="delete-heading">Delete my account</h2>
            <p>When you delete your account:</p>
            <DeletionConsequences />
            {session.artistId && (
              <p>
                If you are making a song for a customer, finish it or hand it back first. Your earnings record is kept
                for our accounts.
              </p>
            )}
            <ActionRow>
              <Button variant="danger" onClick={() => setIsDeleting(true)}>
                Delete my account
              </Button>
              <ButtonLink variant="ghost" to={backTo}>
                Back
              </ButtonLink>
            </ActionRow>
          </Part>
        </Container>
      </Section>
      {isDeleting && (
        <DeleteAccountDialog
          onClose={() => setIsDeleting(false)}
          onDeleted={(answer) => {
            toast({
              title: answer.message,
              description: `Your songs and files are deleted on ${formatDay(answer.filesDeletedOn)}.`,
              variant: "success",
            });
            void session.signOut().finally(() => void navigate("/", { replace: true }));
          }}
        />
      )}
    </>
  );
}
