import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { ROSTER_LIMITS } from "#common/limits";
import {
  ImportRosterDocument,
  PreviewRosterDocument,
  type ImportRosterMutation,
  type PreviewRosterMutation,
} from "../../gql/admin/graphql";
import { errorMessage } from "../../lib/errors";
import type { UploadProgress } from "../../lib/uploadLink";

export type RosterPreview = PreviewRosterMutation["previewRoster"];
export type RosterResult = ImportRosterMutation["importRoster"];

/** What the screen shows: the file chosen, the step running with its upload share, the answers. */
export interface RosterFlow {
  file: File | null;
  /** "preview" or "import" while one runs. */
  running: "preview" | "import" | null;
  /** The share of the file sent (0 to 1) while one runs; 1: the server is reading it. */
  progress: number;
  preview: RosterPreview | null;
  result: RosterResult | null;
  error: string | null;
}

const ACCEPTED = /\.(csv|txt|xlsx)$/i;
const MB = ROSTER_LIMITS.maxBytes / 1024 / 1024;

/** A file the server would refuse at once, in its words; null when it may be sent. */
export function checkRosterFile(file: File): string | null {
  if (/\.xls$/i.test(file.name))
    return "Old Excel files (.xls) cannot be read: save the roster as .xlsx or CSV";
  if (!ACCEPTED.test(file.name)) return "Choose a CSV or Excel (.xlsx) file";
  if (file.size > ROSTER_LIMITS.maxBytes) return `The roster file is too large: at most ${MB} MB`;
  return null;
}

/**
 * The roster's flow: choose a file, preview it (a dry run), import it; each upload reports its
 * progress through the upload link (XMLHttpRequest's upload events). A new file starts over.
 */
export function useRosterImport(onImported: () => void) {
  const [flow, setFlow] = useState<RosterFlow>({
    file: null,
    running: null,
    progress: 0,
    preview: null,
    result: null,
    error: null,
  });
  const [previewRoster] = useMutation(PreviewRosterDocument);
  const [importRoster] = useMutation(ImportRosterDocument);
  const onUploadProgress: UploadProgress = (fraction) =>
    setFlow((f) => ({ ...f, progress: fraction }));

  function choose(file: File | null) {
    setFlow({
      file,
      running: null,
      progress: 0,
      preview: null,
      result: null,
      error: file ? checkRosterFile(file) : null,
    });
  }

  async function preview() {
    const { file } = flow;
    if (!file || flow.running) return;
    setFlow((f) => ({ ...f, running: "preview", progress: 0, error: null, result: null }));
    try {
      const { data } = await previewRoster({ variables: { file }, context: { onUploadProgress } });
      setFlow((f) => ({ ...f, running: null, preview: data?.previewRoster ?? null }));
    } catch (error) {
      setFlow((f) => ({
        ...f,
        running: null,
        error: errorMessage(error, "The roster could not be read"),
      }));
    }
  }

  async function runImport() {
    const { file } = flow;
    if (!file || flow.running) return;
    setFlow((f) => ({ ...f, running: "import", progress: 0, error: null }));
    try {
      const { data } = await importRoster({ variables: { file }, context: { onUploadProgress } });
      setFlow((f) => ({
        ...f,
        running: null,
        preview: null,
        result: data?.importRoster ?? null,
      }));
      onImported();
    } catch (error) {
      setFlow((f) => ({
        ...f,
        running: null,
        error: errorMessage(error, "The roster could not be imported"),
      }));
    }
  }

  return { flow, choose, preview, runImport };
}
