import { useState } from "react";
import styled from "styled-components";
import { useApiQuery } from "../../api/useApiQuery";
import {
  askQuestionRequestSchema,
  MAX_QUESTION_LENGTH,
  questionThreadSchema,
  type QuestionThread,
} from "@songs/domain";
import { CountedTextForm } from "../../ui/CountedTextForm";
import { QuestionList } from "./QuestionList";
import { askQuestion } from "./questionsApi";

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin: 0;
  }
`;

/**
 * An order's questions as its artist or an admin sees them (`path`: their thread route, GET to
 * read it and POST to ask): the answers, voice notes to play, and the form to ask the customer,
 * which refuses an email address or a phone number with the domain's message before sending, as
 * the server does.
 */
export function QuestionThreadPanel({ path, headingLevel = 2 }: { path: string; headingLevel?: 2 | 3 }) {
  const query = useApiQuery(path, questionThreadSchema);
  const [thread, setThread] = useState<QuestionThread | undefined>();
  const current = thread ?? query.data;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (!current) return null;
  return (
    <Panel aria-label="Questions for the customer">
      <Heading>Questions for the customer</Heading>
      <QuestionList questions={current.questions} />
      {current.canAsk && (
        <CountedTextForm
          check={askQuestionRequestSchema.shape.text}
          label="Ask the customer"
          limit={MAX_QUESTION_LENGTH}
          submitLabel="Send question"
          failureMessage="Something went wrong. Please try again."
          onSend={async (text) => setThread(await askQuestion(path, text))}
        />
      )}
    </Panel>
  );
}
