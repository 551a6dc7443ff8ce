// The article content field: tiptap with the spec's toolbar, 300 px high. The HTML goes
// into one hidden input that conform validates like any other field.
import { useInputControl, type FieldMetadata } from '@conform-to/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { FieldError, Label, type Meta } from './fields';
import {
  AlignCenterIcon,
  AlignJustifyIcon,
  AlignLeftIcon,
  AlignRightIcon,
  BoldIcon,
  EraserIcon,
  IndentIcon,
  ItalicIcon,
  ListChecksIcon,
  ListIcon,
  ListOrderedIcon,
  OutdentIcon,
  RtlIcon,
  UnderlineIcon,
} from '~/components/icons';
import { FONT_SIZES, articleExtensions } from './rich-text-extensions';

type RichTextEditorProps = { meta: Meta; label: string; required?: boolean };

export function RichTextEditor({ meta, label, required }: RichTextEditorProps) {
  const control = useInputControl(meta as FieldMetadata<string>);
  const labelId = useId();
  const invalid = Boolean(meta.errors?.length);
  const editor = useEditor({
    extensions: articleExtensions,
    content: typeof meta.initialValue === 'string' ? meta.initialValue : '',
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': meta.errorId,
        class: 'rich-text min-h-full px-4 py-3 focus:outline-hidden',
      },
    },
    onUpdate: ({ editor: current }) => control.change(current.getHTML()),
    onBlur: () => control.blur(),
  });

  return (
    <div className="sm:col-span-2">
      <Label id={labelId} required={required}>
        {label}
      </Label>
      {/* Controlled: React re-applies a hidden input's defaultValue on every render. */}
      <input type="hidden" name={meta.name} value={typeof control.value === 'string' ? control.value : ''} />
      <div
        className={cn(
          'overflow-hidden rounded-lg border bg-white shadow-xs focus-within:ring-3 focus-within:ring-brand-500/20 dark:bg-slate-900',
          invalid ? 'border-red-500' : 'border-slate-300 focus-within:border-brand-500 dark:border-slate-700',
        )}
      >
        {editor ? <Toolbar editor={editor} /> : <div className="h-[45px] border-b border-slate-200 dark:border-slate-700" />}
        <EditorContent editor={editor} className="h-[300px] overflow-y-auto [&>div]:min-h-full" />
      </div>
      <FieldError meta={meta} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      fontSize: (current.getAttributes('textStyle').fontSize as string | undefined) ?? '',
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      ordered: current.isActive('orderedList'),
      bullet: current.isActive('bulletList'),
      task: current.isActive('taskList'),
      rtl: current.getAttributes('paragraph').direction === 'rtl' || current.getAttributes('heading').direction === 'rtl',
      color: (current.getAttributes('textStyle').color as string | undefined) ?? '#000000',
      background: (current.getAttributes('textStyle').backgroundColor as string | undefined) ?? '#ffff00',
      align: (['left', 'center', 'right', 'justify'] as const).find((alignment) => current.isActive({ textAlign: alignment })) ?? null,
    }),
  });
  const run = () => editor.chain().focus();

  return (
    <div role="toolbar" aria-label="Format teks" className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 px-2 py-1.5 dark:border-slate-700 dark:bg-slate-800/60">
      <select
        aria-label="Ukuran teks"
        value={state.fontSize}
        onChange={(event) => {
          const size = event.target.value;
          if (size) run().setFontSize(size).run();
          else run().unsetFontSize().run();
        }}
        className="h-8 rounded-md border border-slate-300 bg-white px-2 text-xs max-sm:h-11 text-slate-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"
      >
        {FONT_SIZES.map((size) => (
          <option key={size.label} value={size.value}>
            {size.label}
          </option>
        ))}
      </select>
      <Separator />
      <ToolButton label="Tebal" active={state.bold} onClick={() => run().toggleBold().run()}>
        <BoldIcon />
      </ToolButton>
      <ToolButton label="Miring" active={state.italic} onClick={() => run().toggleItalic().run()}>
        <ItalicIcon />
      </ToolButton>
      <ToolButton label="Garis bawah" active={state.underline} onClick={() => run().toggleUnderline().run()}>
        <UnderlineIcon />
      </ToolButton>
      <Separator />
      <ToolButton label="Daftar bernomor" active={state.ordered} onClick={() => run().toggleOrderedList().run()}>
        <ListOrderedIcon />
      </ToolButton>
      <ToolButton label="Daftar poin" active={state.bullet} onClick={() => run().toggleBulletList().run()}>
        <ListIcon />
      </ToolButton>
      <ToolButton label="Daftar periksa" active={state.task} onClick={() => run().toggleTaskList().run()}>
        <ListChecksIcon />
      </ToolButton>
      <Separator />
      <ToolButton label="Kurangi indentasi" onClick={() => run().outdent().run()}>
        <OutdentIcon />
      </ToolButton>
      <ToolButton label="Tambah indentasi" onClick={() => run().indent().run()}>
        <IndentIcon />
      </ToolButton>
      <ToolButton label="Kanan ke kiri" active={state.rtl} onClick={() => run().toggleRtl().run()}>
        <RtlIcon />
      </ToolButton>
      <Separator />
      <ColorInput label="Warna teks" value={state.color} onChange={(color) => editor.chain().setColor(color).run()} swatch="text" />
      <ColorInput
        label="Warna latar"
        value={state.background}
        onChange={(color) => editor.chain().setBackgroundColor(color).run()}
        swatch="background"
      />
      <Separator />
      <ToolButton label="Rata kiri" active={state.align === 'left'} onClick={() => run().setTextAlign('left').run()}>
        <AlignLeftIcon />
      </ToolButton>
      <ToolButton label="Rata tengah" active={state.align === 'center'} onClick={() => run().setTextAlign('center').run()}>
        <AlignCenterIcon />
      </ToolButton>
      <ToolButton label="Rata kanan" active={state.align === 'right'} onClick={() => run().setTextAlign('right').run()}>
        <AlignRightIcon />
      </ToolButton>
      <ToolButton label="Rata kanan-kiri" active={state.align === 'justify'} onClick={() => run().setTextAlign('justify').run()}>
        <AlignJustifyIcon />
      </ToolButton>
      <Separator />
      <ToolButton
        label="Hapus format"
        onClick={() => run().unsetAllMarks().clearNodes().unsetTextAlign().clearBlockStyle().run()}
      >
        <EraserIcon />
      </ToolButton>
    </div>
  );
}

function ToolButton({ label, active, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      // Keeps the focus and the selection in the editor while formatting.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'flex size-8 items-center justify-center rounded-md max-sm:size-11 [&_svg]:size-4',
        active
          ? 'bg-brand-100 text-brand-800 dark:bg-brand-500/20 dark:text-brand-100'
          : 'text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700',
      )}
    >
      {children}
    </button>
  );
}

function ColorInput({ label, value, onChange, swatch }: { label: string; value: string; onChange: (color: string) => void; swatch: 'text' | 'background' }) {
  return (
    <label
      title={label}
      className="relative flex size-8 max-sm:size-11 cursor-pointer items-center justify-center rounded-md text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700"
    >
      <span aria-hidden="true" className="flex flex-col items-center text-xs leading-none font-bold">
        <span className={swatch === 'background' ? 'rounded-sm px-0.5' : undefined} style={swatch === 'background' ? { backgroundColor: value } : undefined}>
          A
        </span>
        <span className="mt-0.5 h-1 w-4 rounded-sm" style={{ backgroundColor: value }} />
      </span>
      <input
        type="color"
        aria-label={label}
        value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
        onChange={(event) => onChange(event.target.value)}
        className="absolute inset-0 size-full cursor-pointer opacity-0"
      />
    </label>
  );
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300 dark:bg-slate-600" />;
}
