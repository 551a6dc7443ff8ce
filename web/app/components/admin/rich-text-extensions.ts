// The article editor's schema. The CMS keeps only href, src, alt, title, width, height,
// style, class and align, so every format here renders through `style` or `class`: indent
// and right-to-left as block styles, checklists as classes (tiptap's own use data-* and
// <input>, which the sanitiser drops).
import { Extension, mergeAttributes, type CommandProps } from '@tiptap/react';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { BackgroundColor, Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { TextAlign } from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';

const BLOCK_TYPES = ['paragraph', 'heading'];
const MAX_INDENT = 8;
const INDENT_EM = 2;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    blockStyle: {
      indent: () => ReturnType;
      outdent: () => ReturnType;
      toggleRtl: () => ReturnType;
      clearBlockStyle: () => ReturnType;
    };
  }
}

type BlockAttributes = { indent: number; direction: 'rtl' | null; textAlign: string | null };

function updateBlocks(change: (attributes: BlockAttributes) => Partial<BlockAttributes>) {
  return ({ tr, state, dispatch }: CommandProps) => {
    const { from, to } = state.selection;
    let found = false;
    state.doc.nodesBetween(from, to, (node, position) => {
      if (!BLOCK_TYPES.includes(node.type.name)) return;
      found = true;
      if (dispatch) tr.setNodeMarkup(position, undefined, { ...node.attrs, ...change(node.attrs as BlockAttributes) });
    });
    return found;
  };
}

const inList = (props: CommandProps) => props.editor.isActive('listItem') || props.editor.isActive('taskItem');
const listType = (props: CommandProps) => (props.editor.isActive('taskItem') ? 'taskItem' : 'listItem');

/** Indent (list items nest instead) and right-to-left direction of paragraphs and headings. */
export const BlockStyle = Extension.create({
  name: 'blockStyle',
  addGlobalAttributes() {
    return [
      {
        types: BLOCK_TYPES,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => {
              const margin = Number.parseFloat(element.style.marginInlineStart || element.style.marginLeft || '0');
              return Math.min(MAX_INDENT, Math.max(0, Math.round(margin / INDENT_EM))) || 0;
            },
            renderHTML: ({ indent }) => (indent ? { style: `margin-inline-start: ${indent * INDENT_EM}em` } : {}),
          },
          direction: {
            default: null,
            parseHTML: (element) => (element.style.direction === 'rtl' ? 'rtl' : null),
            renderHTML: ({ direction }) => (direction === 'rtl' ? { style: 'direction: rtl' } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      indent: () => (props) =>
        inList(props)
          ? props.commands.sinkListItem(listType(props))
          : updateBlocks(({ indent }) => ({ indent: Math.min(MAX_INDENT, indent + 1) }))(props),
      outdent: () => (props) =>
        inList(props)
          ? props.commands.liftListItem(listType(props))
          : updateBlocks(({ indent }) => ({ indent: Math.max(0, indent - 1) }))(props),
      toggleRtl: () => (props) => {
        const rtl = props.editor.getAttributes('paragraph').direction === 'rtl' || props.editor.getAttributes('heading').direction === 'rtl';
        // Right-to-left text also starts at the right, as in the editor the spec describes.
        return updateBlocks(() => (rtl ? { direction: null, textAlign: null } : { direction: 'rtl', textAlign: 'right' }))(props);
      },
      clearBlockStyle: () => updateBlocks(() => ({ indent: 0, direction: null })),
    };
  },
});

/** `<ul class="task-list">` instead of `<ul data-type="taskList">`. */
const ClassTaskList = TaskList.extend({
  parseHTML() {
    return [{ tag: 'ul.task-list', priority: 51 }, { tag: 'ul[data-type="taskList"]', priority: 51 }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['ul', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes, { class: 'task-list' }), 0];
  },
});

/** `<li class="task-item checked">` instead of data-checked and a checkbox input. */
const ClassTaskItem = TaskItem.extend({
  addAttributes() {
    return {
      checked: {
        default: false,
        keepOnSplit: false,
        parseHTML: (element) => element.classList.contains('checked') || element.getAttribute('data-checked') === 'true',
        renderHTML: ({ checked }) => ({ class: checked ? 'task-item checked' : 'task-item' }),
      },
    };
  },
  parseHTML() {
    const content = (element: HTMLElement) => element.querySelector<HTMLElement>(":scope > div") ?? element;
    return [
      { tag: 'li.task-item', priority: 51, contentElement: content },
      { tag: 'li[data-type="taskItem"]', priority: 51, contentElement: content },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['li', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), 0];
  },
});

export const FONT_SIZES = [
  { label: 'Kecil', value: '0.75em' },
  { label: 'Normal', value: '' },
  { label: 'Besar', value: '1.5em' },
  { label: 'Sangat Besar', value: '2.5em' },
] as const;

export const PLACEHOLDER = 'Tulis sesuatu di sini...';

export const articleExtensions = [
  StarterKit.configure({ link: { openOnClick: false, autolink: true } }),
  TextStyle,
  Color,
  BackgroundColor,
  FontSize,
  TextAlign.configure({ types: BLOCK_TYPES, alignments: ['left', 'center', 'right', 'justify'] }),
  ClassTaskList,
  ClassTaskItem.configure({ nested: true, a11y: { checkboxLabel: (node) => `Tandai: ${node.textContent || 'butir kosong'}` } }),
  Placeholder.configure({ placeholder: PLACEHOLDER }),
  BlockStyle,
];
