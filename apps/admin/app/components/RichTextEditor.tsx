import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Table as TableNode, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import {
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  FoldHorizontal,
  FoldVertical,
  Grid2x2X,
  Heading2,
  Heading3,
  Heading4,
  Italic,
  Link2,
  List,
  ListOrdered,
  PanelTop,
  Redo2,
  Table,
  TextQuote,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import {
  Fragment,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  formHtml,
  linkHref,
  RICH_TEXT_PROFILES,
  type RichTextKind,
  type RichTextProfile,
} from '../lib/rich-text';
import { Button } from './ui';

/** What RichTextField hands the editor once its code has loaded (this file is its own chunk). */
export interface RichTextEditorProps {
  kind: RichTextKind;
  value: string;
  onChange: (html: string) => void;
  onBlur?: (() => void) | undefined;
  /** The field's label, hint and error (RichTextField renders them; the editable area points at them). */
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** The height of the textarea it replaces, in lines. */
  rows: number;
  /** Where the field hands over its focus (react-hook-form focuses a field the server refused). */
  focusHandle: (handle: { focus: () => void } | null) => void;
}

/**
 * A table as the API keeps it: no `style` (its min-width) and no `<colgroup>` of column widths, which
 * the API drops and the shop would not show (columns are not resized here). The editor draws the table
 * with its own view, so this is only what `getHTML` writes.
 */
const PlainTable = TableNode.extend({
  renderHTML() {
    return ['table', ['tbody', 0]];
  },
});

/** Only the extensions the field's page shows to shoppers: pasted HTML loses whatever is not here. */
function extensionsFor(profile: RichTextProfile) {
  const marks = profile.marks ? {} : false;
  const lists = profile.lists ? {} : false;
  return [
    ...(profile.tables ? [PlainTable, TableRow, TableHeader, TableCell] : []),
    StarterKit.configure({
      bold: marks,
      italic: marks,
      underline: marks,
      // The API and the storefront keep <s>; it has a shortcut (Mod-Shift-S) but no button of its own.
      strike: marks,
      heading: profile.headings.length > 0 ? { levels: [...profile.headings] } : false,
      bulletList: lists,
      orderedList: lists,
      listItem: lists,
      listKeymap: lists,
      blockquote: profile.blockquote ? {} : false,
      link: profile.links
        ? {
            openOnClick: false,
            autolink: false,
            // A link of staff's own choosing opens in the same tab, as the shop's own links do.
            HTMLAttributes: { target: null, rel: null },
            // Pasted links too: an address the API would drop never shows as a link here.
            isAllowedUri: (url: string) => linkHref(url) !== null,
          }
        : false,
      // Neither kept by the API (code, pre, hr) nor shown by the shop.
      code: false,
      codeBlock: false,
      horizontalRule: false,
      // It would end every list or heading with an empty paragraph, which the shop shows as a gap.
      trailingNode: false,
    }),
  ];
}

const HEADING_ICONS: Record<2 | 3 | 4, LucideIcon> = { 2: Heading2, 3: Heading3, 4: Heading4 };

interface ToolbarItem {
  key: string;
  /** Buttons of one group sit together; a thin line parts the groups (on a wide screen). */
  group: 'marks' | 'blocks' | 'link' | 'table' | 'history';
  label: string;
  /** The shortcut, as a tooltip for those who use the mouse. */
  keys?: string;
  icon: LucideIcon;
  /** A toggle (bold, a list) says whether it is on; undo and redo are plain buttons. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

/**
 * The TipTap editor with its toolbar. Lazy-loaded by RichTextField: TipTap and ProseMirror stay out of
 * the back office's first load.
 */
export default function RichTextEditor({
  kind,
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  invalid,
  rows,
  focusHandle,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const profile = RICH_TEXT_PROFILES[kind];
  const extensions = useMemo(() => extensionsFor(profile), [profile]);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const linkInputRef = useRef<HTMLInputElement>(null);
  const linkId = useId();
  // The link being typed (null: the link row is closed) and what is wrong with it.
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const [linkError, setLinkError] = useState(false);
  // What the editor last told the form: a different value comes from outside (the form's reset after
  // saving, with the HTML the API kept) and replaces the document.
  const emitted = useRef(value);

  const attributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      class:
        'min-h-full px-3 py-2 text-sm leading-relaxed outline-none [&_a]:text-accent [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-base [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:font-medium [&_li]:mt-1 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-2 [&>:first-child]:mt-0 [&_li>p]:mt-0 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_.tableWrapper]:mt-2 [&_.tableWrapper]:overflow-x-auto [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_td]:align-top [&_th]:border [&_th]:border-line [&_th]:bg-surface [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_th]:align-top [&_th]:font-semibold [&_td>p:first-child]:mt-0 [&_th>p:first-child]:mt-0 [&_.selectedCell]:bg-accent-soft',
    }),
    [labelId, describedBy, invalid],
  );

  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes,
      handleKeyDown: (_view, event) => {
        // Alt+F10 is the usual way from a text area to its toolbar (screen-reader users know it).
        if (event.altKey && event.key === 'F10') {
          event.preventDefault();
          toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
          return true;
        }
        if (profile.links && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLink();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = formHtml(current.getHTML(), current.isEmpty);
      emitted.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    focusHandle(editor ? { focus: () => editor.commands.focus() } : null);
    return () => focusHandle(null);
  }, [editor, focusHandle]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => activeStates(current),
  });

  function openLink() {
    if (!editor) return;
    setLinkError(false);
    setLinkDraft((editor.getAttributes('link').href as string | undefined) ?? '');
  }

  function closeLink() {
    setLinkDraft(null);
    setLinkError(false);
    editor?.commands.focus();
  }

  function applyLink() {
    if (!editor || linkDraft === null) return;
    if (linkDraft.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      closeLink();
      return;
    }
    const href = linkHref(linkDraft);
    if (!href) {
      setLinkError(true);
      linkInputRef.current?.focus();
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text (else the link would wait, unseen,
      // for whatever is typed next).
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    closeLink();
  }

  const items: ToolbarItem[] = [];
  if (editor && state) {
    const chain = () => editor.chain().focus();
    if (profile.marks) {
      items.push(
        { key: 'bold', group: 'marks', label: t('richText.bold'), keys: 'Ctrl+B', icon: Bold, pressed: state.bold, run: () => chain().toggleBold().run() },
        { key: 'italic', group: 'marks', label: t('richText.italic'), keys: 'Ctrl+I', icon: Italic, pressed: state.italic, run: () => chain().toggleItalic().run() },
        { key: 'underline', group: 'marks', label: t('richText.underline'), keys: 'Ctrl+U', icon: Underline, pressed: state.underline, run: () => chain().toggleUnderline().run() },
      ); // prettier-ignore
    }
    profile.headings.forEach((level, index) => {
      items.push({
        key: `h${level}`,
        group: 'blocks',
        label: t(index === 0 ? 'richText.heading' : 'richText.subheading'),
        icon: HEADING_ICONS[level],
        pressed: state.headings[level] ?? false,
        run: () => chain().toggleHeading({ level }).run(),
      });
    });
    if (profile.lists) {
      items.push(
        { key: 'bullets', group: 'blocks', label: t('richText.bulletList'), keys: 'Ctrl+Shift+8', icon: List, pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
        { key: 'numbers', group: 'blocks', label: t('richText.orderedList'), keys: 'Ctrl+Shift+7', icon: ListOrdered, pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
      ); // prettier-ignore
    }
    if (profile.blockquote) {
      items.push({
        key: 'quote',
        group: 'blocks',
        label: t('richText.blockquote'),
        keys: 'Ctrl+Shift+B',
        icon: TextQuote,
        pressed: state.blockquote,
        run: () => chain().toggleBlockquote().run(),
      });
    }
    if (profile.links) {
      items.push({
        key: 'link',
        group: 'link',
        label: t('richText.link'),
        keys: 'Ctrl+K',
        icon: Link2,
        pressed: state.link,
        run: openLink,
      });
    }
    if (profile.tables) {
      // Always there, unavailable outside a table: the toolbar keeps its place as the cursor moves.
      const outside = !state.table;
      items.push(
        { key: 'table', group: 'table', label: t('richText.insertTable'), icon: Table, disabled: state.table, run: () => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run() },
        { key: 'headerRow', group: 'table', label: t('richText.headerRow'), icon: PanelTop, pressed: state.headerRow, disabled: outside, run: () => chain().toggleHeaderRow().run() },
        { key: 'addRow', group: 'table', label: t('richText.addRow'), icon: BetweenHorizontalEnd, disabled: outside, run: () => chain().addRowAfter().run() },
        { key: 'deleteRow', group: 'table', label: t('richText.deleteRow'), icon: FoldVertical, disabled: outside, run: () => chain().deleteRow().run() },
        { key: 'addColumn', group: 'table', label: t('richText.addColumn'), icon: BetweenVerticalEnd, disabled: outside, run: () => chain().addColumnAfter().run() },
        { key: 'deleteColumn', group: 'table', label: t('richText.deleteColumn'), icon: FoldHorizontal, disabled: outside, run: () => chain().deleteColumn().run() },
        { key: 'deleteTable', group: 'table', label: t('richText.deleteTable'), icon: Grid2x2X, disabled: outside, run: () => chain().deleteTable().run() },
      ); // prettier-ignore
    }
    items.push(
      { key: 'undo', group: 'history', label: t('richText.undo'), keys: 'Ctrl+Z', icon: Undo2, disabled: !state.canUndo, run: () => chain().undo().run() },
      { key: 'redo', group: 'history', label: t('richText.redo'), keys: 'Ctrl+Shift+Z', icon: Redo2, disabled: !state.canRedo, run: () => chain().redo().run() },
    ); // prettier-ignore
  }

  return (
    <div
      className={`flex flex-col overflow-hidden rounded-md border bg-surface-raised has-[.ProseMirror-focused]:outline-2 has-[.ProseMirror-focused]:outline-offset-2 has-[.ProseMirror-focused]:outline-accent ${invalid ? 'border-danger' : 'border-line'}`}
    >
      <Toolbar items={items} label={t('richText.toolbar')} toolbarRef={toolbarRef} />
      {linkDraft !== null && (
        <div className="flex flex-wrap items-start gap-2 border-b border-line bg-surface px-2 py-2">
          <div className="flex min-w-48 flex-1 flex-col gap-1">
            <label htmlFor={linkId} className="text-xs font-medium">
              {t('richText.linkAddress')}
            </label>
            <input
              ref={linkInputRef}
              id={linkId}
              // The row opens for typing the address: the focus goes there, and back to the text after.
              autoFocus
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={linkDraft}
              aria-invalid={linkError || undefined}
              aria-describedby={`${linkId}-hint`}
              onChange={(event) => {
                setLinkDraft(event.target.value);
                setLinkError(false);
              }}
              onKeyDown={(event) => {
                // Enter sets the link rather than submitting the form the editor sits in.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  closeLink();
                }
              }}
              className="min-h-9 rounded-md border border-line bg-surface-raised px-2 text-sm aria-invalid:border-danger"
            />
            <p id={`${linkId}-hint`} className={`text-xs ${linkError ? 'text-danger' : 'text-ink-muted'}`}>
              {linkError ? t('richText.linkInvalid') : t('richText.linkHint')}
            </p>
          </div>
          <div className="flex gap-2 pt-5">
            <Button variant="secondary" className="min-h-9 px-3" onClick={applyLink}>
              {t('richText.setLink')}
            </Button>
            {state?.link && (
              <Button
                variant="ghost"
                className="min-h-9 px-3"
                onClick={() => {
                  setLinkDraft('');
                  editor?.chain().focus().extendMarkRange('link').unsetLink().run();
                  closeLink();
                }}
              >
                {t('richText.removeLink')}
              </Button>
            )}
            <Button variant="ghost" className="min-h-9 px-3" onClick={closeLink}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      )}
      <EditorContent
        editor={editor}
        className="flex-1 cursor-text overflow-y-auto"
        // A long page (the privacy policy) scrolls inside the box: the toolbar stays in sight above it.
        style={{ minHeight: `${rows * 1.5 + 1}rem`, maxHeight: 'min(36rem, 70vh)' }}
        onClick={(event) => {
          // The padding around the text is part of the box staff see: a click there edits too.
          if (event.target === event.currentTarget) editor?.commands.focus('end');
        }}
      />
    </div>
  );
}

/** What the toolbar shows as pressed or unavailable, read from the editor after each change. */
function activeStates(editor: Editor | null) {
  if (!editor) return null;
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    headings: Object.fromEntries(
      ([2, 3, 4] as const).map((level) => [level, editor.isActive('heading', { level })]),
    ) as Record<2 | 3 | 4, boolean>,
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    table: editor.isActive('table'),
    // The header row is on while the table's first row is header cells.
    headerRow: editor.isActive('table') && firstRowIsHeader(editor),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

function firstRowIsHeader(editor: Editor): boolean {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.name !== 'table') continue;
    const row = node.firstChild;
    return row !== null && row.childCount > 0 && row.firstChild?.type.name === 'tableHeader';
  }
  return false;
}

/**
 * One tab stop for the whole toolbar; the arrow keys, Home and End move between its buttons (the WAI-ARIA
 * toolbar pattern), so Tab goes from the toolbar straight to the text.
 */
function Toolbar({
  items,
  label,
  toolbarRef,
}: {
  items: ToolbarItem[];
  label: string;
  toolbarRef: RefObject<HTMLDivElement | null>;
}) {
  const [current, setCurrent] = useState(0);
  const focusable = Math.min(current, Math.max(items.length - 1, 0));

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const steps: Record<string, (index: number) => number> = {
      ArrowRight: (index) => (index + 1) % items.length,
      ArrowLeft: (index) => (index - 1 + items.length) % items.length,
      Home: () => 0,
      End: () => items.length - 1,
    };
    const step = steps[event.key];
    if (!step || items.length === 0) return;
    event.preventDefault();
    const next = step(focusable);
    setCurrent(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  }

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={move}
      className="flex min-h-11 flex-wrap items-center border-b border-line bg-surface px-1 py-1"
    >
      {items.map((item, index) => (
        <Fragment key={item.key}>
          {index > 0 && items[index - 1]!.group !== item.group && (
            <span aria-hidden className="mx-1 hidden h-5 w-px bg-line sm:block" />
          )}
          <button
            type="button"
            tabIndex={index === focusable ? 0 : -1}
            aria-label={item.label}
            title={item.keys ? `${item.label} (${item.keys})` : item.label}
            aria-pressed={item.pressed === undefined ? undefined : item.pressed}
            // aria-disabled rather than disabled: the arrow keys still reach it, and it says why nothing happens.
            aria-disabled={item.disabled || undefined}
            onFocus={() => setCurrent(index)}
            // The editor keeps its selection: a press formats what was selected, not nothing.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (!item.disabled) item.run();
            }}
            className="inline-flex size-8 items-center justify-center rounded sm:size-9 text-ink hover:bg-surface-sunken aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-transparent aria-pressed:bg-accent-soft aria-pressed:text-accent-strong"
          >
            <item.icon aria-hidden className="size-4" />
          </button>
        </Fragment>
      ))}
    </div>
  );
}
