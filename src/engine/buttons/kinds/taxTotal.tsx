// The sum over the list's conditions, shown in a message box titled with the button's text.
import { CalculatorOutlined } from '@ant-design/icons';
import { LONG_TIMEOUT, post } from '../../../http/index.ts';
import type { ClientButtonKind } from '../button-kind.ts';
import { taxTotalText } from '../../list/listMessages.ts';
import { taxTotalOf } from '../../list/useButtonCalls.ts';

export const taxTotalButton: ClientButtonKind<'taxTotal'> = {
  kind: 'taxTotal',
  icon: <CalculatorOutlined />,
  run: async (button, { calls, path, listRequest, info }) => {
    let total = 0;
    if (
      await calls.call(
        button,
        async () => (total = taxTotalOf(await post<unknown>(path(button.path), { terms: listRequest.terms }, { timeout: LONG_TIMEOUT }))),
      )
    ) {
      info(button.text, taxTotalText(total));
    }
  },
};
