import { useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../components/Toast/useToast";
import {
  CreateBusinessDocument,
  UpdateBusinessDocument,
  UploadBusinessLogoDocument,
  type BusinessInput,
} from "../../gql/businesses/graphql";
import { errorMessage } from "../../lib/errors";
import { forgetBusinessLists } from "../Businesses/cache";

/**
 * Saving the form: the business (created, or updated when `id` is given), then the logo chosen,
 * if any. A refused business throws (the form shows the server's field messages); a refused logo
 * leaves the business saved and opens its edit page to try another image.
 */
export function useSaveBusiness(id: string | null) {
  const navigate = useNavigate();
  const toast = useToast();
  const [create] = useMutation(CreateBusinessDocument, { update: forgetBusinessLists });
  const [update] = useMutation(UpdateBusinessDocument, { update: forgetBusinessLists });
  const [upload] = useMutation(UploadBusinessLogoDocument);

  async function saveBusiness(input: BusinessInput): Promise<string> {
    try {
      if (id) {
        await update({ variables: { id, input } });
        return id;
      }
      const { data } = await create({ variables: { input } });
      return data!.createBusiness.id;
    } catch (error) {
      toast({
        variant: "error",
        title: id ? "Failed to save" : "Failed to list your business",
        description: errorMessage(error, "Please try again"),
      });
      throw error;
    }
  }

  return async function save(input: BusinessInput, logo: File | null) {
    const savedId = await saveBusiness(input);
    if (logo) {
      try {
        await upload({ variables: { id: savedId, file: logo } });
      } catch (error) {
        toast({
          variant: "error",
          title: "Saved, but the logo was not",
          description: errorMessage(error, "Please try another image"),
        });
        navigate(`/businesses/${savedId}/edit`, { replace: !id });
        return;
      }
    }
    toast({ variant: "success", title: id ? "Business updated" : "Business listed!" });
    navigate(`/businesses/${savedId}`);
  };
}
