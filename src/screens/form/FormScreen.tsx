// A page whose screen is a form definition (schemas/forms): the generic form page at the page's
// own route, which names the definition mounted there (/enterprise → the company filing). A
// record that carries `sessionUpdate` (the company filing once approved: filingApproved and the
// customs code new bills start from) updates the signed-in session at once, so the bill pages
// open without a new sign-in.
import { useCallback } from 'react';
import type { UserInfo } from '#core/wire.ts';
import { useSession } from '../../app/SessionContext.tsx';
import type { ScreenProps } from '../../app/routing/types.ts';
import { updateUserInfo } from '../../http/index.ts';
import { FormPage } from '../../engine/formPage/index.ts';

export function FormScreen({ page }: ScreenProps) {
  const { reload } = useSession();
  const onRecord = useCallback(
    (record: Readonly<Record<string, unknown>>) => {
      const update = record.sessionUpdate;
      if (update && typeof update === 'object' && updateUserInfo(update as Partial<UserInfo>)) reload();
    },
    [reload],
  );
  return <FormPage route={page.path} onRecord={onRecord} />;
}
