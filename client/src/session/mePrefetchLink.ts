import { ApolloLink } from "@apollo/client";
import { Observable } from "rxjs";
import { takePrefetchedAnswer } from "./mePrefetch";

/**
 * Answers the app's first `me` with the stored token from the prefetch still under way, instead of
 * asking the server twice; with no clean answer, the query goes to the server as usual.
 */
export const mePrefetchLink = new ApolloLink((operation, forward) => {
  const answer =
    operation.operationName === "Me"
      ? takePrefetchedAnswer(operation.getContext().sessionToken)
      : undefined;
  if (!answer) return forward(operation);
  return new Observable<ApolloLink.Result>((observer) => {
    let inner: { unsubscribe(): void } | undefined;
    let closed = false;
    void answer.then((member) => {
      if (closed) return;
      if (member) {
        observer.next({ data: { me: member } });
        observer.complete();
      } else {
        inner = forward(operation).subscribe(observer);
      }
    });
    return () => {
      closed = true;
      inner?.unsubscribe();
    };
  });
});
