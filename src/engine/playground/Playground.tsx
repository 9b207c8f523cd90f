// The definition playground (issue 25 point 5): pick or paste a bill family or a form, edit its
// data schema and UI file, and see — as you type — its list, detail page or form page rendered by
// the real engine from the edited definition, with what validate-schemas would say beside it.
// In Storybook the browser's checks run (syntax, meta-schemas, the engine's build); served by
// `npm run playground` (fullCheckUrl) the full validate-schemas runs too, over a temporary copy.
import { useState } from 'react';
import { Alert, Typography } from 'antd';
import type { Problem } from '../../../scripts/validate-schemas/problem.ts';
import { formatProblem } from '../../../scripts/validate-schemas/problem.ts';
import { BillPreview } from './BillPreview.tsx';
import { DefinitionPicker } from './DefinitionPicker.tsx';
import { DEFINITION_ENTRIES, findEntry, type DefinitionKind } from './definitionFiles.ts';
import { FormPreview } from './FormPreview.tsx';
import { JsonEditor } from './JsonEditor.tsx';
import { ProblemList } from './ProblemList.tsx';
import {
  LABEL_FORM,
  LABEL_SCHEMA,
  LABEL_UI,
  MSG_BROWSER_ONLY,
  MSG_CHECKING,
  MSG_FULL_CHECK,
  MSG_FULL_CHECK_FAILED,
  MSG_STALE_PREVIEW,
  TITLE_PLAYGROUND,
} from './playgroundMessages.ts';
import { usePlayground, type FullCheck } from './usePlayground.ts';
import './playground.css';

export interface PlaygroundProps {
  /** The definition shown first (default: the first bill family). */
  initial?: { kind: DefinitionKind; id: string };
  /** The playground server's validate endpoint; without it only the browser's checks run. */
  fullCheckUrl?: string;
  /** The clock of the sample rows and the list's date windows (stories pin it). */
  now?: Date;
}

/** The browser's problems and the full check's, each line once. */
function allProblems(browser: readonly Problem[], full: FullCheck): Problem[] {
  if (full.status !== 'done') return [...browser];
  const seen = new Set(browser.map(formatProblem));
  return [...browser, ...full.problems.filter((problem) => !seen.has(formatProblem(problem)))];
}

function fullNote(full: FullCheck): string | undefined {
  if (full.status === 'running') return MSG_CHECKING;
  if (full.status === 'failed') return `${MSG_FULL_CHECK_FAILED}：${full.message}`;
  return undefined;
}

export function Playground({ initial, fullCheckUrl, now: pinned }: PlaygroundProps) {
  // One clock for the page's life: a new one each render would render the previews again.
  const [now] = useState(() => pinned ?? new Date());
  const start = (initial && findEntry(initial.kind, initial.id)) ?? DEFINITION_ENTRIES[0];
  const state = usePlayground(start, fullCheckUrl);
  const { edit, preview } = state;
  return (
    <div className="playground">
      <div className="playground-head">
        <Typography.Title level={4}>{TITLE_PLAYGROUND}</Typography.Title>
        <DefinitionPicker value={edit.entry} onPick={state.pick} />
      </div>
      <div className="playground-body">
        <div className="playground-editors">
          <JsonEditor label={LABEL_SCHEMA} file={edit.entry.schemaFile} value={edit.schemaText} onChange={state.setSchemaText} />
          <JsonEditor label={LABEL_UI} file={edit.entry.uiFile} value={edit.uiText} onChange={state.setUiText} />
        </div>
        <div className="playground-output">
          <ProblemList
            problems={allProblems(state.problems, state.full)}
            scope={fullCheckUrl ? MSG_FULL_CHECK : MSG_BROWSER_ONLY}
            note={fullNote(state.full)}
          />
          {state.stale && preview && <Alert type="warning" showIcon title={MSG_STALE_PREVIEW} className="playground-stale" />}
          {preview?.kind === 'bill' && <BillPreview key={state.previewVersion} definition={preview.definition} now={now} />}
          {preview?.kind === 'form' && (
            <section aria-label={LABEL_FORM}>
              <FormPreview key={state.previewVersion} form={preview.form} now={now} />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
