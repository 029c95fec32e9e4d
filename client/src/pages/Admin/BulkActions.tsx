interface BulkActionsProps {
  shown: number;
  totalCount: number | undefined;
  selectedCount: number;
  /** A verification is on its way: no bulk action starts meanwhile. */
  busy: boolean;
  onSelectAll(on: boolean): void;
  onVerify(): void;
}

/** Select all shown, how many are selected, and verifying them at once. */
export function BulkActions({
  shown,
  totalCount,
  selectedCount,
  busy,
  onSelectAll,
  onVerify,
}: BulkActionsProps) {
  return (
    <div className="admin__bulk" role="group" aria-label="Bulk actions">
      <label className="admin__bulk-all">
        <input
          type="checkbox"
          checked={shown > 0 && selectedCount === shown}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        Select all shown
      </label>
      <span aria-live="polite" className="muted">
        {selectedCount > 0 ? `${selectedCount} selected` : ""}
      </span>
      <button
        type="button"
        className="btn btn--primary btn--small"
        disabled={selectedCount === 0 || busy}
        onClick={onVerify}
      >
        Verify selected
      </button>
      {totalCount !== undefined && (
        <span className="muted admin__count">
          Showing {shown} of {totalCount}
        </span>
      )}
    </div>
  );
}
