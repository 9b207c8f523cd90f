// A page whose screen is a form definition (schemas/forms): the generic form page at the page's
// own route, which names the definition mounted there (/enterprise → the company filing).
import type { ScreenProps } from '../../app/routing/types.ts';
import { FormPage } from '../../engine/formPage/index.ts';

export function FormScreen({ page }: ScreenProps) {
  return <FormPage route={page.path} />;
}
