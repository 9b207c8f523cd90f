// A value in view mode: plain text, not a greyed-out input (spec §2.5 view mode).
export function ReadText({ id, text, multiline }: { id?: string; text: string | undefined; multiline?: boolean }) {
  return (
    <span id={id} className={multiline ? 'bill-read-text bill-read-text-multiline' : 'bill-read-text'}>
      {text ?? ''}
    </span>
  );
}
