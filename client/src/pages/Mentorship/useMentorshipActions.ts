import { useApolloClient, useMutation } from "@apollo/client/react";
import { useToast } from "../../components/Toast/useToast";
import {
  AcceptMentorshipDocument,
  DeclineMentorshipDocument,
  EndMentorshipDocument,
  LeaveMentorshipFeedbackDocument,
  MyMentorProfileDocument,
  type MentorshipRequestFieldsFragment,
} from "../../gql/mentorship/graphql";
import { errorMessage } from "../../lib/errors";

type Request = MentorshipRequestFieldsFragment;

/** The other member of a request, as the viewer sees it. */
export const otherOf = (r: Request) => (r.viewerRole === "MENTOR" ? r.mentee : r.mentor);

/**
 * Accept, Decline, End (or Withdraw) and Leave feedback on /mentorship, each with its toast. Each
 * answers the request with its new status, which the cache puts in place in the lists; the
 * member's own mentor profile is asked again (its open places change).
 */
export function useMentorshipActions() {
  const toast = useToast();
  const client = useApolloClient();
  const [accept, accepting] = useMutation(AcceptMentorshipDocument);
  const [decline, declining] = useMutation(DeclineMentorshipDocument);
  const [end, ending] = useMutation(EndMentorshipDocument);
  const [feedback, sendingFeedback] = useMutation(LeaveMentorshipFeedbackDocument);
  const busy = accepting.loading || declining.loading || ending.loading;

  async function run(action: () => Promise<unknown>, done: string, failed: string) {
    try {
      await action();
      toast({ variant: "success", title: done });
      void client.refetchQueries({ include: [MyMentorProfileDocument] }).catch(() => undefined);
      return true;
    } catch (error) {
      toast({
        variant: "error",
        title: failed,
        description: errorMessage(error, "Please try again"),
      });
      return false;
    }
  }

  return {
    busy,
    sendingFeedback: sendingFeedback.loading,
    accept: (r: Request) =>
      run(
        () => accept({ variables: { id: r.id } }),
        `You are now mentoring ${r.mentee.fullName}`,
        "Could not accept the request",
      ),
    decline: (r: Request) =>
      run(
        () => decline({ variables: { id: r.id } }),
        `Request from ${r.mentee.fullName} declined`,
        "Could not decline the request",
      ),
    end: (r: Request) =>
      r.status === "PENDING"
        ? run(
            () => end({ variables: { id: r.id } }),
            `Request to ${r.mentor.fullName} withdrawn`,
            "Could not withdraw the request",
          )
        : run(
            () => end({ variables: { id: r.id } }),
            `Mentorship with ${otherOf(r).fullName} ended`,
            "Could not end the mentorship",
          ),
    feedback: (r: Request, rating: number, note: string) =>
      run(
        () =>
          feedback({
            variables: { input: { requestId: r.id, rating, ...(note ? { note } : {}) } },
          }),
        "Thank you: your feedback is sent",
        "Could not send your feedback",
      ),
  };
}

export type MentorshipActions = ReturnType<typeof useMentorshipActions>;
