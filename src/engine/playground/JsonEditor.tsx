// One definition file's text: a monospace text area that takes typing and pasted JSON alike
// (no code-editor dependency: the JSON is checked beside it, with line and column).
import { Input } from 'antd';

export interface JsonEditorProps {
  label: string;
  file: string;
  value: string;
  onChange(text: string): void;
}

export function JsonEditor({ label, file, value, onChange }: JsonEditorProps) {
  return (
    <section className="playground-editor">
      <div className="playground-editor-title">
        <strong>{label}</strong> <code>{file}</code>
      </div>
      <Input.TextArea aria-label={label} value={value} spellCheck={false} onChange={(event) => onChange(event.target.value)} />
    </section>
  );
}
