import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { ThumbsUp } from "lucide-react";
import { useToast } from "../../components/Toast/useToast";
import {
  RecommendBusinessDocument,
  UnrecommendBusinessDocument,
  type BusinessDetailFragment,
  type RecommendBusinessMutation,
} from "../../gql/businesses/graphql";
import { errorMessage } from "../../lib/errors";
import { recommendationsText } from "../Businesses/categories";

/**
 * Recommend / Recommended, with the count: a verified member recommends a business once (not
 * their own); pressing it again takes the recommendation back. The answer updates the business
 * in the cache, so the list's card follows.
 */
export function RecommendButton({
  business: b,
  canRecommend,
}: {
  business: BusinessDetailFragment;
  /** A verified member who does not own it. */
  canRecommend: boolean;
}) {
  const toast = useToast();
  const write = (
    r: RecommendBusinessMutation["recommendBusiness"] | undefined,
    cache: ApolloCache,
  ) => {
    if (!r) return;
    cache.modify({
      id: cache.identify({ __typename: "Business", id: b.id }),
      fields: {
        recommendations: () => r.recommendations,
        viewerRecommended: () => r.viewerRecommended,
      },
    });
  };
  const [recommend, { loading: adding }] = useMutation(RecommendBusinessDocument, {
    update: (cache, { data }) => write(data?.recommendBusiness, cache),
  });
  const [unrecommend, { loading: removing }] = useMutation(UnrecommendBusinessDocument, {
    update: (cache, { data }) => write(data?.unrecommendBusiness, cache),
  });
  const busy = adding || removing;

  async function toggle() {
    try {
      if (b.viewerRecommended) await unrecommend({ variables: { id: b.id } });
      else await recommend({ variables: { id: b.id } });
    } catch (error) {
      toast({
        variant: "error",
        title: "Could not save your recommendation",
        description: errorMessage(error, "Please try again"),
      });
    }
  }

  const count = <span className="recommend__count">{recommendationsText(b.recommendations)}</span>;
  if (!canRecommend) return <p className="recommend muted">{count}</p>;
  return (
    <div className="recommend">
      <button
        type="button"
        className={b.viewerRecommended ? "btn btn--primary" : "btn btn--secondary"}
        aria-pressed={b.viewerRecommended}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <ThumbsUp aria-hidden="true" size={16} />{" "}
        {b.viewerRecommended ? "Recommended" : "Recommend"}
      </button>
      {count}
    </div>
  );
}
