import { useCallback, useEffect, useState } from "react";
import styled from "styled-components";
import { isApiError, isRefusal } from "../api/ApiError";
import { isBrowserOnline, useOnlineStatus } from "../api/onlineStatus";
import { useApiQuery } from "../api/useApiQuery";
import {
  answerQuestionRequestSchema,
  MAX_ANSWER_LENGTH,
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
import { CountedTextForm } from "../ui/CountedTextForm";
import { QuestionList } from "../widgets/questions/QuestionList";
import { answerInText, answerWithVoice, questionsPath } from "./ordersApi";
import { OrderPart } from "./OrderPart";
import { VoiceRecorder } from "./VoiceRecorder";

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

/** An answer in text (the other way to answer is a voice note). */
const TEXT_ANSWER = answerQuestionRequestSchema.options[0];

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
            if (isRefusal(error)) await markPendingAnswerRefused(answer, error.message);
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
    <OrderPart aria-labelledby={`questions-${orderId}`}>
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
    </OrderPart>
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
  /** An answer that cannot be sent now is kept on the device, and sent when the connection returns. */
  const keep = async (text: string) => {
    await keepPendingAnswer({ uid, orderId, questionId: question.id, text });
    await onKept();
  };

  const send = async (text: string) => {
    if (!isBrowserOnline()) return keep(text);
    try {
      onAnswered(await answerInText(orderId, question.id, text));
    } catch (failure) {
      // A refusal shows under the field; a request that never arrived is kept.
      if (isApiError(failure)) throw failure;
      await keep(text);
    }
  };

  return (
    <>
      <CountedTextForm
        check={TEXT_ANSWER.shape.text}
        label="Your answer"
        limit={MAX_ANSWER_LENGTH}
        submitLabel={isOnline ? "Send answer" : "Save answer to send later"}
        failureMessage="Something went wrong. Please try again."
        onSend={send}
      />
      <VoiceRecorder
        disabled={!isOnline}
        onSend={async (note, onProgress) => onAnswered(await answerWithVoice(orderId, question.id, note, onProgress))}
      />
    </>
  );
}
