import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { ACCOUNT_DELETION } from "#common/limits";
import { TextField } from "../../components/form/TextField";
import { useToast } from "../../components/Toast/useToast";
// The red button of destructive actions.
import "../../components/ConfirmDialog/ConfirmDialog.css";
import { DeleteMyAccountDocument } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { useSession } from "../../session/useSession";

const WORDS = ACCOUNT_DELETION.confirmation;

/** Deleting the account: typing the words enables the button; the account goes at once. */
export function DeleteAccount() {
  const toast = useToast();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteAccount, { loading }] = useMutation(DeleteMyAccountDocument);
  const ready = typed.trim() === WORDS;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) {
      setProblem(`Type ${WORDS} to confirm`);
      return;
    }
    try {
      await deleteAccount({ variables: { confirm: typed.trim() } });
      signOut();
      toast({ variant: "success", title: "Your account has been deleted" });
      navigate("/login", { replace: true });
    } catch (error) {
      setProblem(errorMessage(error, "Your account could not be deleted. Please try again."));
    }
  }

  return (
    <section className="card account-section account-delete" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete my account</h2>
      <p>
        Your account goes at once and for good: you are signed out everywhere, your API tokens stop
        working, and your profile, photo, saved searches, notifications, connections, RSVPs and
        opportunities are deleted. Messages you sent stay with the members you wrote to, from
        &ldquo;Deleted member&rdquo;. You can sign up again later with the same e-mail as a new
        member.
      </p>
      <form onSubmit={submit} noValidate className="account-delete__form">
        <TextField
          label={`Type ${WORDS} to confirm`}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          error={problem ?? undefined}
          hint="This cannot be undone."
          onChange={(e) => {
            setTyped(e.target.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="btn btn--danger" disabled={loading}>
          {loading ? "Deleting…" : "Delete my account"}
        </button>
      </form>
    </section>
  );
}
