import { useState } from "react";
import styled from "styled-components";
import { apiSend } from "../api/client";
import { useApiQuery } from "../api/useApiQuery";
import { questionThreadSchema, type QuestionThread } from "@songs/domain";
import { AskQuestionForm } from "./AskQuestionForm";
import { QuestionList } from "./QuestionList";

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
 * read it and POST to ask): the answers, voice notes to play, and the form to ask the customer.
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
        <AskQuestionForm
          onAsk={async (text) => setThread(await apiSend("POST", path, { text }, questionThreadSchema))}
        />
      )}
    </Panel>
  );
}
