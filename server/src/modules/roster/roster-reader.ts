import { ROSTER_LIMITS } from "#common/limits";
import { badInput } from "../../errors.js";
import {
  checkRow,
  type ColumnMap,
  isProblem,
  mapHeader,
  ROSTER_FIELDS,
  type RawRow,
  type RosterProblem,
  type RosterRow,
} from "./roster-columns.js";
import { fileLines, type RosterUpload } from "./roster-file.js";

/** What an admin sends: a file (CSV or .xlsx), or rows (REST's JSON `rows`, GraphQL's `rows`). */
export interface RosterSource {
  file?: Promise<RosterUpload> | RosterUpload | null;
  rows?: RawRow[] | null;
}

/** A roster read and checked: rows read (the header not counted), the valid and the invalid. */
export interface ReadRoster {
  rows: number;
  valid: RosterRow[];
  invalid: RosterProblem[];
}

export const TOO_MANY_ROWS = `The roster has more than ${ROSTER_LIMITS.maxRows.toLocaleString("en-IN")} rows: split it into files of at most ${ROSTER_LIMITS.maxRows.toLocaleString("en-IN")}`;

/** Collects rows in order, refusing a roll number that an earlier line already gave. */
class Collector {
  readonly valid: RosterRow[] = [];
  readonly invalid: RosterProblem[] = [];
  private readonly seen = new Map<string, number>();
  rows = 0;

  add(raw: RawRow, line: number) {
    if (++this.rows > ROSTER_LIMITS.maxRows) throw badInput(TOO_MANY_ROWS, "file");
    const row = checkRow(raw, line);
    if (isProblem(row)) return void this.invalid.push(row);
    const earlier = this.seen.get(row.rollKey);
    if (earlier !== undefined)
      return void this.invalid.push({
        line,
        reason: `The roll number ${row.rollNumber} is also on line ${earlier}`,
      });
    this.seen.set(row.rollKey, line);
    this.valid.push(row);
  }
}

/** Reads a roster from a file (streamed) or from rows; BAD_USER_INPUT when it cannot be used. */
export async function readRoster(source: RosterSource): Promise<ReadRoster> {
  const hasRows = Array.isArray(source.rows);
  if (Boolean(source.file) === hasRows)
    throw badInput("Send the roster as one file, or as rows (not both)", "file");
  const out = new Collector();
  if (hasRows) {
    if (source.rows!.length > ROSTER_LIMITS.maxRows) throw badInput(TOO_MANY_ROWS, "rows");
    // Line numbers as if the rows were a file under a header line.
    source.rows!.forEach((raw, i) => out.add(raw, i + 2));
  } else {
    const file = await source.file!;
    let columns: ColumnMap | undefined;
    for await (const { line, cells } of fileLines(file)) {
      if (!columns) {
        const header = mapHeader(cells);
        if (typeof header === "string") throw badInput(header, "file");
        columns = header;
        continue;
      }
      const map = columns;
      const raw: RawRow = {};
      for (const field of ROSTER_FIELDS) {
        const at = map[field];
        if (at !== undefined) raw[field] = cells[at];
      }
      out.add(raw, line);
    }
    if (!columns) throw badInput("The roster file is empty", "file");
  }
  return { rows: out.rows, valid: out.valid, invalid: out.invalid };
}
