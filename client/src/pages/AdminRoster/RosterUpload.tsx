import { FileSpreadsheet, Upload } from "lucide-react";
import { useId } from "react";
import { ROSTER_LIMITS } from "#common/limits";
import type { RosterFlow } from "./useRosterImport";

const count = (n: number) => n.toLocaleString("en-IN");

interface RosterUploadProps {
  flow: RosterFlow;
  onChoose(file: File | null): void;
  onPreview(): void;
  onImport(): void;
}

/** Choose a file, Preview, then Import; a progress bar while a step runs, then its answer. */
export function RosterUpload({ flow, onChoose, onPreview, onImport }: RosterUploadProps) {
  const inputId = useId();
  const hintId = useId();
  const { file, running, preview, result, error } = flow;
  const blocked = Boolean(running) || !file || Boolean(error && !preview);
  return (
    <section className="card admin-roster__upload" aria-labelledby="roster-upload-title">
      <h2 id="roster-upload-title" className="card__title">
        <FileSpreadsheet aria-hidden="true" size={20} /> Import a roster
      </h2>
      <div className="field">
        <label htmlFor={inputId} className="field__label">
          Roster file
        </label>
        <input
          id={inputId}
          type="file"
          className="input"
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={hintId}
          disabled={Boolean(running)}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
        <p id={hintId} className="field__hint">
          CSV or Excel (.xlsx), at most {ROSTER_LIMITS.maxBytes / 1024 / 1024} MB and{" "}
          {count(ROSTER_LIMITS.maxRows)} rows. Columns: roll number, name, and optionally batch
          year, trade and e-mail (the first line names them).
        </p>
      </div>
      <div className="admin-roster__actions">
        <button type="button" className="btn btn--secondary" onClick={onPreview} disabled={blocked}>
          Preview
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={onImport}
          disabled={blocked || !preview}
        >
          <Upload aria-hidden="true" size={18} /> Import
        </button>
      </div>
      {running && <Progress flow={flow} />}
      {error && (
        <p className="admin-roster__error" role="alert">
          {error}
        </p>
      )}
      {preview && !running && <PreviewSummary preview={preview} />}
      {result && !running && <ImportSummary result={result} />}
    </section>
  );
}

function Progress({ flow }: { flow: RosterFlow }) {
  const sending = flow.progress < 1;
  const percent = Math.round(flow.progress * 100);
  const what = flow.running === "preview" ? "Checking" : "Importing";
  return (
    <div className="admin-roster__progress" role="status">
      {sending ? (
        <progress max={100} value={percent} aria-label={`Uploading the roster: ${percent}%`} />
      ) : (
        <progress aria-label={`${what} the roster`} />
      )}
      <span>{sending ? `Uploading… ${percent}%` : `${what} the rows…`}</span>
    </div>
  );
}

interface ProblemsProps {
  invalid: { line: number; reason: string }[];
  invalidCount: number;
}

function Problems({ invalid, invalidCount }: ProblemsProps) {
  if (!invalidCount) return null;
  return (
    <details className="admin-roster__problems" open={invalidCount <= 20}>
      <summary>
        {count(invalidCount)} invalid {invalidCount === 1 ? "row" : "rows"}
        {invalid.length < invalidCount ? ` (the first ${count(invalid.length)} shown)` : ""}
      </summary>
      <ul>
        {invalid.map((p) => (
          <li key={p.line}>
            <span className="admin-roster__line">Line {p.line}:</span> {p.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}

interface MembersProps {
  title: string;
  members: { userId: string; fullName: string; rollNumber: string }[];
}

function Members({ title, members }: MembersProps) {
  if (!members.length) return null;
  return (
    <div>
      <h3 className="admin-roster__subtitle">{title}</h3>
      <ul className="admin-roster__members">
        {members.map((m) => (
          <li key={m.userId}>
            {m.fullName} <span className="muted">({m.rollNumber})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PreviewSummary({ preview }: { preview: NonNullable<RosterFlow["preview"]> }) {
  return (
    <div className="admin-roster__summary" aria-live="polite">
      <h3 className="admin-roster__subtitle">Preview</h3>
      <dl className="admin-roster__counts">
        <div>
          <dt>Rows read</dt>
          <dd>{count(preview.rows)}</dd>
        </div>
        <div>
          <dt>Valid</dt>
          <dd>{count(preview.valid)}</dd>
        </div>
        <div>
          <dt>Invalid</dt>
          <dd>{count(preview.invalidCount)}</dd>
        </div>
        <div>
          <dt>Would verify</dt>
          <dd>{count(preview.wouldVerify.length)}</dd>
        </div>
      </dl>
      <Problems invalid={preview.invalid} invalidCount={preview.invalidCount} />
      <Members title="Members it would verify" members={preview.wouldVerify} />
      <p className="muted">Nothing has changed yet: Import stores the valid rows.</p>
    </div>
  );
}

function ImportSummary({ result }: { result: NonNullable<RosterFlow["result"]> }) {
  return (
    <div className="admin-roster__summary" role="status">
      <h3 className="admin-roster__subtitle">Imported</h3>
      <p>
        {count(result.imported)} new, {count(result.updated)} updated, {count(result.invalidCount)}{" "}
        invalid; {count(result.verifiedNow.length)}{" "}
        {result.verifiedNow.length === 1 ? "member" : "members"} verified.
      </p>
      <Problems invalid={result.invalid} invalidCount={result.invalidCount} />
      <Members title="Members verified now" members={result.verifiedNow} />
    </div>
  );
}
