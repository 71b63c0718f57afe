import { useEffect, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { RichTextEditorProps } from './richTextProps';
import { RichTextToolbar } from './RichTextToolbar';
import styles from './richText.css';

/**
 * Only what the server's policy sanitiser keeps: paragraphs, two heading levels, lists, links,
 * bold and italic (and quotes and line breaks). Code, rules and strike-through are left out, as
 * the sanitiser would drop them.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      // The server sets rel itself and keeps no target.
      HTMLAttributes: { target: null, rel: null },
    },
  }),
];

/**
 * The editor's HTML without the empty paragraphs it keeps at the end (so the cursor can leave a
 * list or a heading): they are room to type in, not part of the policy.
 */
const policyHtml = (html: string) => html.replace(/(<p><\/p>)+$/, '');

/** The editing area's attributes: a labelled multi-line text box, marked while it has an error. */
function areaAttributes({ label, error, errorId }: Pick<RichTextEditorProps, 'label' | 'error' | 'errorId'>) {
  return {
    class: styles.content,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
  };
}

/**
 * The privacy policy's rich-text editor (TipTap on ProseMirror). Loaded on demand, only when an
 * administrator opens the policy editor: no visitor and no other screen downloads it.
 */
export default function RichTextEditor({
  label,
  initialHtml,
  onChange,
  error,
  errorId,
}: RichTextEditorProps) {
  // What the editor made of the saved HTML: a change back to it is not a change.
  const startingHtml = useRef('');
  const editor = useEditor({
    extensions,
    content: initialHtml,
    editorProps: { attributes: areaAttributes({ label, error, errorId }) },
    onCreate: ({ editor: created }) => {
      startingHtml.current = policyHtml(created.getHTML());
    },
    onUpdate: ({ editor: changed }) => {
      const html = policyHtml(changed.getHTML());
      onChange({
        html,
        empty: changed.state.doc.textContent.trim() === '',
        dirty: html !== startingHtml.current,
      });
    },
  });

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: areaAttributes({ label, error, errorId }) } });
  }, [editor, label, error, errorId]);

  return (
    <div className={[styles.editor, error ? styles.invalid : ''].join(' ')}>
      {editor && <RichTextToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
