// XML text shown for reading: pretty-printed (xmlFormat.ts) in a monospace block that scrolls
// rather than stretching the page. Used by the bill form in view mode and by read-only pages.
import { useMemo } from 'react';
import { formatXml } from './xmlFormat.ts';
import './xmlText.css';

export function XmlText({ id, text }: { id?: string; text: string }) {
  const shown = useMemo(() => formatXml(text), [text]);
  return (
    <pre id={id} className="bill-xml" data-testid="xml-text">
      {shown}
    </pre>
  );
}
