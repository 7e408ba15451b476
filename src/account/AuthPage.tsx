import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { isApiError } from "../api/ApiError";
import { useSession } from "../auth/SessionProvider";
import { MESSAGES, OFFLINE_MESSAGES } from "@songs/domain";
import { Card } from "../ui/Card";
import { LoadingText } from "../ui/LoadingText";
import { PageHeading } from "../ui/PageHeading";
import { useToast } from "../ui/toast/ToastProvider";
import { INVALID_LINK_CODE, verifyEmail } from "./accountApi";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { LoginForm } from "./LoginForm";
import { NewPasswordForm } from "./NewPasswordForm";
import { useOnlineStatus } from "../api/onlineStatus";
import { Notice, type NoticeTone } from "./Notice";
import { homeOf } from "../auth/homes";
import { readFrom } from "./returnAfterSignIn";
import { SendVerificationAgain } from "./SendVerificationAgain";
import { SignupForm } from "./SignupForm";
import { Tabs, type TabItem } from "../ui/Tabs";
import { useSignIn } from "./useSignIn";

type AccountTab = "login" | "signup";
type View = AccountTab | "forgot";

const TABS: readonly TabItem<AccountTab>[] = [
  { id: "login", label: "Login" },
  { id: "signup", label: "Sign Up" },
];

const TITLES = {
  tabs: "Log in",
  forgot: "Reset Password",
  reset: "Set New Password",
  verify: "Verify Email",
} as const;

const Panel = styled(Card)`
  width: 100%;
  max-width: 28rem;
  margin: 0 auto ${({ theme }) => theme.space.section};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  height: auto;
`;

const Wrapper = styled.div`
  padding: 0 ${({ theme }) => theme.space.sm};
`;

interface PageNotice {
  tone: NoticeTone;
  text: string;
  /** After signing up: the address whose verification email the page offers to send again. */
  resendTo?: string;
}

/**
 * /auth: Login and Sign Up tabs, the forgot-password form, and the forms the emailed links open
 * (`?mode=resetPassword&oobCode=...`, `?mode=verifyEmail&oobCode=...`). Only signing in loads the
 * auth SDK; everything else goes through the account API. An existing session goes on to where the
 * user came from, or their home (admins' Operations, artists' studio, customers' orders).
 */
export default function AuthPage() {
  const { status, ensureAuthLoaded, isAdmin, artistId } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const { signIn, finishSignIn, hasAttempted } = useSignIn();
  const isOnline = useOnlineStatus();

  const mode = searchParams.get("mode");
  const oobCode = searchParams.get("oobCode") ?? "";
  const resetCode = mode === "resetPassword" && oobCode ? oobCode : null;
  const verifyCode = mode === "verifyEmail" && oobCode ? oobCode : null;

  const [view, setView] = useState<View>("login");
  const [email, setEmail] = useState("");
  const [notice, setNotice] = useState<PageNotice | null>(null);
  const [isAuthRequested, setIsAuthRequested] = useState(false);

  const locationState: unknown = location.state;
  /** Drops the emailed link's query, keeping where the user came from. */
  const leaveLink = useCallback(() => {
    navigate({ pathname: "/auth", search: "" }, { replace: true, state: locationState });
  }, [navigate, locationState]);

  const verifyingCode = useRef<string | null>(null);
  useEffect(() => {
    // Once per link: the code is single-use, so a second call would report it invalid.
    if (!verifyCode || verifyingCode.current === verifyCode) return;
    verifyingCode.current = verifyCode;
    void verifyEmail(verifyCode)
      .then(
        (verified) => {
          setEmail(verified.email);
          setNotice({ tone: "success", text: MESSAGES.emailVerified });
        },
        (failure: unknown) => setNotice({ tone: "error", text: verificationFailureMessage(failure) }),
      )
      .finally(() => {
        setView("login");
        leaveLink();
      });
  }, [verifyCode, leaveLink]);

  const requestAuth = useCallback(() => {
    setIsAuthRequested(true);
    ensureAuthLoaded();
  }, [ensureAuthLoaded]);

  const showLogin = (nextEmail: string, nextNotice: PageNotice | null) => {
    setEmail(nextEmail);
    setNotice(nextNotice);
    setView("login");
  };

  const isLinkMode = resetCode !== null || verifyCode !== null;
  if (!isLinkMode && !hasAttempted && status === "signed-in") {
    return <Navigate to={readFrom(locationState) ?? homeOf({ isAdmin, artistId })} replace />;
  }

  let title: string;
  let content: ReactNode;
  if (verifyCode) {
    title = TITLES.verify;
    content = <LoadingText>Verifying your email...</LoadingText>;
  } else if (resetCode) {
    title = TITLES.reset;
    content = (
      <NewPasswordForm
        oobCode={resetCode}
        onUpdated={(updatedEmail) => {
          toast({ title: MESSAGES.passwordUpdated, variant: "success" });
          showLogin(updatedEmail, null);
          leaveLink();
        }}
        onRequestNewLink={() => {
          setView("forgot");
          leaveLink();
        }}
      />
    );
  } else if (status === "loading" && !isAuthRequested && !hasAttempted) {
    // Someone signed in on this device before: their session is being restored.
    title = TITLES.tabs;
    content = <LoadingText>Checking your session...</LoadingText>;
  } else if (view === "forgot") {
    title = TITLES.forgot;
    content = (
      <ForgotPasswordForm
        defaultEmail={email}
        onSent={(sentTo) => showLogin(sentTo, { tone: "success", text: MESSAGES.passwordResetSent })}
        onBack={() => setView("login")}
      />
    );
  } else {
    title = TITLES.tabs;
    content = (
      <Tabs label="Account" tabs={TABS} selected={view} onSelect={setView}>
        {view === "login" ? (
          <LoginForm
            defaultEmail={email}
            signIn={(input) => {
              // The login's own outcome replaces the page's notice (and its "Send the email again").
              setNotice(null);
              return signIn(input);
            }}
            onSecondFactorPassed={finishSignIn}
            onIntent={requestAuth}
            onForgotPassword={(typed) => {
              setEmail(typed);
              setView("forgot");
            }}
          />
        ) : (
          <SignupForm
            onCreated={(created) =>
              showLogin(created, { tone: "success", text: MESSAGES.accountCreated, resendTo: created })
            }
          />
        )}
      </Tabs>
    );
  }

  return (
    <Wrapper>
      <PageHeading title={title} />
      <Panel as="section">
        {!isOnline && <Notice tone="warning">{OFFLINE_MESSAGES.signInNeedsConnection}</Notice>}
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
        {notice?.resendTo && <SendVerificationAgain email={notice.resendTo} />}
        {content}
      </Panel>
    </Wrapper>
  );
}

/** The link's own message for an invalid or expired code; otherwise what went wrong (e.g. no network). */
function verificationFailureMessage(failure: unknown): string {
  if (isApiError(failure) && failure.code !== INVALID_LINK_CODE && failure.status !== 400) return failure.message;
  return MESSAGES.verificationLinkInvalid;
}
