import type { ReactNode } from "react";
import styled from "styled-components";
import { formatDateTime, type QuestionView } from "@songs/domain";

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  audio {
    width: 100%;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * An order's questions and their answers, oldest first: a text answer, or a voice note with the
 * browser's own audio controls. `renderAnswer` fills an open question's place (the customer's form).
 */
export function QuestionList({
  questions,
  renderAnswer,
}: {
  questions: readonly QuestionView[];
  renderAnswer?: (question: QuestionView) => ReactNode;
}) {
  if (questions.length === 0) return <p>No questions yet.</p>;
  return (
    <List aria-label="Questions about the song">
      {questions.map((question) => (
        <Item key={question.id}>
          <Meta>
            {question.askedBy.name} asked, {formatDateTime(question.askedAt)}
          </Meta>
          <p>{question.text}</p>
          {question.answer ? (
            <>
              <Meta>Answered {formatDateTime(question.answer.answeredAt)}</Meta>
              {question.answer.text && <p>{question.answer.text}</p>}
              {question.answer.voice && (
                <audio controls preload="metadata" src={question.answer.voice.url} aria-label="Voice answer">
                  <track kind="captions" />
                </audio>
              )}
            </>
          ) : (
            (renderAnswer?.(question) ?? <Meta>Waiting for the customer's answer</Meta>)
          )}
        </Item>
      ))}
    </List>
  );
}
