import { useCallback, useEffect, useState } from "react";
import styled from "styled-components";
import { isApiError } from "../api/ApiError";
import { isBrowserOnline, useOnlineStatus } from "../api/onlineStatus";
import { useApiQuery } from "../api/useApiQuery";
import {
  answerQuestionRequestSchema,
  MAX_ANSWER_LENGTH,
  QUESTION_MESSAGES,
  questionThreadSchema,
  type QuestionThread,
  type QuestionView,
} from "@songs/domain";
import {
  keepPendingAnswer,
  markPendingAnswerRefused,
  pendingAnswersFor,
  removePendingAnswer,
} from "../offline/pendingAnswers";
import { Button } from "../ui/Button";
import { CountedTextAreaField } from "../ui/CountedTextAreaField";
import { QuestionList } from "../ui/QuestionList";
import { answerInText, answerWithVoice, questionsPath } from "./ordersApi";
import { VoiceRecorder } from "./VoiceRecorder";

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin: 0;
  }
`;

const AnswerForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  > div:first-child {
    width: 100%;
  }
`;

const Waiting = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Refused = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Answers kept on this device, by question: what was typed while offline, and why it was refused when it was sent. */
type Pending = ReadonlyMap<string, { text: string; refusal?: string }>;

/**
 * The artist's (or an admin's) questions about the order and the customer's answers: in text, or
 * a voice note recorded on the phone. An answer typed offline is kept on the device, shown as
 * waiting, and sent when the connection returns; one the server refuses then (the song was
 * delivered meanwhile, the question was answered) stays on the device with the reason shown until
 * the customer dismisses it.
 */
export function OrderQuestions({ uid, orderId }: { uid: string; orderId: string }) {
  const isOnline = useOnlineStatus();
  const query = useApiQuery(questionsPath(orderId), questionThreadSchema);
  const [thread, setThread] = useState<QuestionThread | undefined>(undefined);
  const [pending, setPending] = useState<Pending>(new Map());
  const current = thread ?? query.data;

  const refreshPending = useCallback(async () => {
    setPending(
      new Map(
        (await pendingAnswersFor(uid, orderId)).map((answer) => [
          answer.questionId,
          { text: answer.text, refusal: answer.refusal },
        ]),
      ),
    );
  }, [uid, orderId]);

  // What was kept offline is sent when the connection returns (and when the order is opened online).
  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      const kept = await pendingAnswersFor(uid, orderId);
      if (isOnline) {
        for (const answer of kept.filter((answer) => answer.refusal === undefined)) {
          try {
            const next = await answerInText(orderId, answer.questionId, answer.text);
            if (isCurrent) setThread(next);
            await removePendingAnswer(uid, answer.questionId);
          } catch (error) {
            // Refused for good: kept with the reason, never lost without a word.
            if (isApiError(error) && error.status >= 400 && error.status < 500)
              await markPendingAnswerRefused(answer, error.message);
          }
        }
      }
      if (isCurrent) await refreshPending();
    })();
    return () => {
      isCurrent = false;
    };
  }, [isOnline, uid, orderId, refreshPending]);

  if (!current || current.questions.length === 0) return null;

  return (
    <Section aria-labelledby={`questions-${orderId}`}>
      <h3 id={`questions-${orderId}`}>Questions about your song</h3>
      <QuestionList
        questions={current.questions}
        renderAnswer={(question) => {
          const kept = pending.get(question.id);
          return kept?.refusal !== undefined ? (
            <Refused role="alert">
              <p>Your answer was not sent: {kept.refusal}</p>
              <p>It is kept on this device: “{kept.text}”</p>
              <Button
                variant="outline"
                onClick={() => {
                  void removePendingAnswer(uid, question.id).then(refreshPending);
                }}
              >
                Dismiss
              </Button>
            </Refused>
          ) : kept ? (
            <Waiting role="status">Waiting to send (you're offline): “{kept.text}”</Waiting>
          ) : current.canAnswer ? (
            <AnswerControls
              orderId={orderId}
              uid={uid}
              question={question}
              isOnline={isOnline}
              onAnswered={setThread}
              onKept={refreshPending}
            />
          ) : null;
        }}
      />
    </Section>
  );
}

function AnswerControls({
  orderId,
  uid,
  question,
  isOnline,
  onAnswered,
  onKept,
}: {
  orderId: string;
  uid: string;
  question: QuestionView;
  isOnline: boolean;
  onAnswered: (thread: QuestionThread) => void;
  onKept: () => Promise<void>;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = answerQuestionRequestSchema.safeParse({ text });
    if (!parsed.success || !("text" in parsed.data)) {
      setError(parsed.error?.issues[0]?.message ?? QUESTION_MESSAGES.answerRequired);
      return;
    }
    setError(undefined);
    if (!isBrowserOnline()) {
      await keepPendingAnswer({ uid, orderId, questionId: question.id, text: parsed.data.text });
      await onKept();
      return;
    }
    setBusy(true);
    try {
      onAnswered(await answerInText(orderId, question.id, parsed.data.text));
    } catch (failure) {
      if (isApiError(failure)) setError(failure.message);
      else {
        // The request never arrived: keep it, and send it when the connection returns.
        await keepPendingAnswer({ uid, orderId, questionId: question.id, text: parsed.data.text });
        await onKept();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AnswerForm
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div>
          <CountedTextAreaField
            label="Your answer"
            error={error}
            rows={3}
            value={text}
            length={text.length}
            limit={MAX_ANSWER_LENGTH}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={isBusy}>
          {isBusy ? "Sending..." : isOnline ? "Send answer" : "Save answer to send later"}
        </Button>
      </AnswerForm>
      <VoiceRecorder
        disabled={!isOnline}
        onSend={async (note, onProgress) => onAnswered(await answerWithVoice(orderId, question.id, note, onProgress))}
      />
    </>
  );
}
