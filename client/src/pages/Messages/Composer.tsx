import { Send } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { MESSAGE_LIMITS } from "#common/limits";
import { errorMessage } from "../../lib/errors";

interface Props {
  /** The other member, for the label ("Message Ravi Kumar"). */
  toName: string;
  /** Sends the text (trimmed); rejects with the server's error. */
  onSend(body: string): Promise<unknown>;
}

/**
 * The thread's composer: at most 2,000 characters with a count; Enter sends, Shift+Enter starts a
 * new line. The text stays when sending fails, with the server's words under it.
 */
export function Composer({ toName, onSend }: Props) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    const text = body.trim();
    if (sending) return;
    if (!text) {
      setError("Write a message");
      field.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSend(text);
      setBody("");
    } catch (failure) {
      setError(errorMessage(failure, "Could not send the message. Please try again."));
    } finally {
      setSending(false);
      field.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Message {toName}
      </label>
      <textarea
        ref={field}
        id={id}
        name="message"
        className="input composer__input"
        rows={2}
        placeholder={`Write to ${toName}…`}
        value={body}
        maxLength={MESSAGE_LIMITS.body}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(e) => {
          setBody(e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="composer__row">
        <p id={`${id}-hint`} className="field__hint composer__hint">
          <span className="composer__keys">Enter sends, Shift+Enter for a new line. </span>
          {body.length}/{MESSAGE_LIMITS.body}
        </p>
        <button type="submit" className="btn btn--primary btn--small" disabled={sending}>
          <Send aria-hidden="true" size={16} /> {sending ? "Sending…" : "Send"}
        </button>
      </div>
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </form>
  );
}
