import { useState } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { LinkField } from './LinkField';
import styles from './richText.css';

interface ToolButtonProps {
  label: string;
  /** Shown on the button; `label` names it for assistive technology. */
  text: string;
  active: boolean;
  onClick: () => void;
}

function ToolButton({ label, text, active, onClick }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={[styles.tool, active ? styles.active : ''].join(' ')}
      aria-label={label}
      aria-pressed={active}
      // Keep the editor's selection: the command runs on what the administrator selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {text}
    </button>
  );
}

/** Headings, lists, links, bold and italic for the selection; each shows whether it applies. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const [editingLink, setEditingLink] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: current.isActive('heading', { level: 2 }),
      subheading: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: String(current.getAttributes('link').href ?? ''),
    }),
  });
  const run = () => editor.chain().focus();

  return (
    <div className={styles.toolbarArea}>
      <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
        <ToolButton
          label="Heading"
          text="H2"
          active={state.heading}
          onClick={() => run().toggleHeading({ level: 2 }).run()}
        />
        <ToolButton
          label="Subheading"
          text="H3"
          active={state.subheading}
          onClick={() => run().toggleHeading({ level: 3 }).run()}
        />
        <ToolButton label="Bold" text="B" active={state.bold} onClick={() => run().toggleBold().run()} />
        <ToolButton
          label="Italic"
          text="I"
          active={state.italic}
          onClick={() => run().toggleItalic().run()}
        />
        <ToolButton
          label="Bulleted list"
          text="• List"
          active={state.bulletList}
          onClick={() => run().toggleBulletList().run()}
        />
        <ToolButton
          label="Numbered list"
          text="1. List"
          active={state.orderedList}
          onClick={() => run().toggleOrderedList().run()}
        />
        <ToolButton label="Link" text="Link" active={state.link} onClick={() => setEditingLink(true)} />
      </div>
      {editingLink && (
        <LinkField
          initialHref={state.href}
          onApply={(href) => {
            if (!href) run().extendMarkRange('link').unsetLink().run();
            else if (editor.state.selection.empty && !state.link) {
              // Nothing selected: the address itself becomes the link's text.
              run()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            } else run().extendMarkRange('link').setLink({ href }).run();
            setEditingLink(false);
          }}
          onCancel={() => {
            setEditingLink(false);
            run().run();
          }}
        />
      )}
    </div>
  );
}
