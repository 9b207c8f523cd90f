// /commonFun (bill-families-and-screens.md §2): the user's offered entries as checkboxes in three
// groups (基础功能, 进口业务, 出口业务), and 保存. Loading, load failure with 重试, and saving states.
import { PageLoadFailed, PageLoading } from '../shared/PageLoadState.tsx';
import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Empty, Flex, Typography } from 'antd';
import { COMMON_FUNCTION_GROUPS, MSG_FUNCTIONS_EMPTY, MSG_FUNCTIONS_LOAD_FAILED, type CommonFunction } from '#core/common-functions.ts';

export type CommonFunStatus = 'loading' | 'failed' | 'ready';

export interface CommonFunViewProps {
  status: CommonFunStatus;
  /** The entries findAll offered, each `checked` when in the current choice. */
  functions: readonly CommonFunction[];
  saving?: boolean;
  /** The chosen entries, in the offered order. */
  onSave: (chosen: CommonFunction[]) => void;
  onRetry: () => void;
}

export const LABEL_SAVE = '保存';
export const HINT = '勾选的功能将显示在首页的常用功能中';

/** The checkbox groups; remounted (key) when a new list arrives so the ticks start from `checked`. */
function FunctionChoice({ functions, saving, onSave }: Pick<CommonFunViewProps, 'functions' | 'saving' | 'onSave'>) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(functions.filter((entry) => entry.checked).map((entry) => entry.id)));
  const [empty, setEmpty] = useState(false);

  const setGroup = (ids: readonly string[], values: string[]) => {
    const next = new Set([...chosen].filter((id) => !ids.includes(id)));
    for (const value of values) next.add(value);
    setChosen(next);
    if (next.size > 0) setEmpty(false);
  };
  const save = () => {
    const picked = functions.filter((entry) => chosen.has(entry.id));
    if (picked.length === 0) {
      setEmpty(true);
      return;
    }
    onSave(picked);
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{HINT}</Typography.Text>
      {COMMON_FUNCTION_GROUPS.map((group) => {
        const entries = functions.filter((entry) => entry.type === group.type);
        const ids = entries.map((entry) => entry.id);
        return (
          <Card key={group.type} title={group.title} size="small" role="group" aria-label={group.title}>
            {entries.length ? (
              <Checkbox.Group
                value={ids.filter((id) => chosen.has(id))}
                onChange={(values) => setGroup(ids, values as string[])}
                options={entries.map((entry) => ({ label: entry.name, value: entry.id }))}
                disabled={saving}
              />
            ) : (
              <Typography.Text type="secondary">暂无可选功能</Typography.Text>
            )}
          </Card>
        );
      })}
      {empty ? <Alert type="error" showIcon title={MSG_FUNCTIONS_EMPTY} /> : null}
      <Flex>
        <Button type="primary" loading={saving} onClick={save}>
          {LABEL_SAVE}
        </Button>
      </Flex>
    </Flex>
  );
}

export function CommonFunView({ status, functions, saving, onSave, onRetry }: CommonFunViewProps) {
  if (status === 'loading') return <PageLoading />;
  if (status === 'failed') return <PageLoadFailed title={MSG_FUNCTIONS_LOAD_FAILED} onRetry={onRetry} />;
  if (functions.length === 0) return <Empty description="暂无可选功能" />;
  return (
    <FunctionChoice key={functions.map((entry) => `${entry.id}:${entry.checked ? 1 : 0}`).join(',')} functions={functions} saving={saving} onSave={onSave} />
  );
}
