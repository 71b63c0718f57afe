// Shared by the form and the lazily loaded editor; no editor code, so the form stays light.

/** What the editor reports after each change. */
export interface RichTextValue {
  html: string;
  /** No text at all (an empty paragraph, say). */
  empty: boolean;
  /** Differs from what the editor started with. */
  dirty: boolean;
}

export interface RichTextEditorProps {
  /** The accessible name of the editing area. */
  label: string;
  /** The HTML the editor starts from. */
  initialHtml: string;
  onChange: (value: RichTextValue) => void;
  /** The field's error: the area is marked invalid and described by it. */
  error?: string;
  errorId: string;
}
