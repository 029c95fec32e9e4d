import { Readable } from "node:stream";
import { parse, type Options } from "csv-parse";
import ExcelJS from "exceljs";
import { ROSTER_LIMITS } from "#common/limits";
import { badInput, DomainError } from "../../errors.js";

/** One line of a roster file: its number in the file (the header is line 1) and its cells. */
export interface FileLine {
  line: number;
  cells: string[];
}

/** What an upload path hands over for one file (graphql-upload-minimal's FileUpload). */
export interface RosterUpload {
  filename: string;
  mimetype: string;
  createReadStream(): Readable;
}

export const ROSTER_TOO_LARGE = `The roster file is too large: at most ${ROSTER_LIMITS.maxBytes / 1024 / 1024} MB`;
/** A roster file as an upload path reads it: at most ROSTER_LIMITS.maxBytes (that many is fine). */
export const ROSTER_FILE = { maxBytes: ROSTER_LIMITS.maxBytes, tooLarge: ROSTER_TOO_LARGE };

const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const ZIP_MAGIC = Buffer.from("PK\u0003\u0004", "latin1");
const OLD_EXCEL = /\.xls$/i;

/** The stream of `file`, counted: over ROSTER_LIMITS.maxBytes is a 413. */
async function* limited(stream: Readable): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > ROSTER_LIMITS.maxBytes) {
      stream.destroy();
      throw new DomainError("PAYLOAD_TOO_LARGE", ROSTER_TOO_LARGE);
    }
    yield chunk as Buffer;
  }
}

/**
 * The lines of a CSV (comma, semicolon or tab separated; UTF-8 with or without a BOM) or Excel
 * (.xlsx: its first worksheet) roster, read as a stream by csv-parse or exceljs's streaming
 * reader; blank lines are skipped. BAD_USER_INPUT when the file cannot be read.
 */
export async function* fileLines(file: RosterUpload): AsyncGenerator<FileLine> {
  if (OLD_EXCEL.test(file.filename))
    throw badInput(
      "Old Excel files (.xls) cannot be read: save the roster as .xlsx or CSV",
      "file",
    );
  const source = limited(file.createReadStream());
  const first = await source.next();
  if (first.done) throw badInput("The roster file is empty", "file");
  const head = first.value;
  const rest = Readable.from(
    (async function* () {
      yield head;
      yield* source;
    })(),
  );
  const excel =
    head.subarray(0, 4).equals(ZIP_MAGIC) ||
    file.mimetype === XLSX_MIME ||
    /\.xlsx$/i.test(file.filename);
  yield* excel ? excelLines(rest) : csvLines(rest);
}

/** csv-parse's options: the separators a spreadsheet writes, blank lines skipped, each line numbered. */
const CSV_OPTIONS: Options<FileLine, string[]> = {
  bom: true,
  delimiter: [",", ";", "\t"],
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  skip_records_with_empty_values: true,
  max_record_size: 64 * 1024,
  // The line a record ends on (cheaper than `info: true`, which copies the whole info).
  on_record: (record, { lines }) => ({ line: lines, cells: record as string[] }),
};

async function* csvLines(stream: Readable): AsyncGenerator<FileLine> {
  // on_record changes what a record is: csv-parse's overloads cannot say so.
  const parser = stream.pipe(parse(CSV_OPTIONS as unknown as Options));
  stream.on("error", (err) => parser.destroy(err));
  try {
    yield* parser as AsyncIterable<FileLine>;
  } catch (err) {
    if (err instanceof DomainError) throw err;
    const at = (err as { lines?: number }).lines;
    throw badInput(
      `The CSV file could not be read${at ? ` at line ${at}` : ""}: ${(err as Error).message.replace(/^[^:]*: /, "").slice(0, 200)}`,
      "file",
    );
  }
}

/** A cell's value as text (rich text, links, formulas' results and dates included). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== "object") return String(value);
  const v = value as {
    richText?: { text: string }[];
    text?: unknown;
    result?: unknown;
    error?: unknown;
  };
  if (v.richText) return v.richText.map((r) => r.text).join("");
  if (v.text !== undefined) return cellText(v.text);
  if (v.result !== undefined) return cellText(v.result);
  return "";
}

async function* excelLines(stream: Readable): AsyncGenerator<FileLine> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
    entries: "ignore",
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.from((row.values as unknown[]).slice(1), cellText);
        if (values.some((v) => v.trim())) yield { line: row.number, cells: values };
      }
      return; // the first worksheet only
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw badInput(
      "The Excel file could not be read: save it as .xlsx or CSV and try again",
      "file",
    );
  }
}
