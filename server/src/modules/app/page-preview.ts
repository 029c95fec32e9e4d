/** Extra `<head>` tags for the app's page at `path` (e.g. Open Graph tags for link previews). */
export interface PagePreview {
  path: string;
  /** The tags (already escaped), or null for none. */
  tags(params: Record<string, string>): Promise<string | null>;
}
