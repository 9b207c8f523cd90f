// A list page outside /bill/{type}/{key} whose definition is looked up by its own menu uri
// (e.g. /archive, the knowledge files of spec §2.8): the generic list, nothing else. Knowledge
// files are not a company's bills, so no company filing is asked for.
import type { ScreenProps } from '../../app/routing/types.ts';
import { BillListScreen } from './BillListScreen.tsx';

export function RouteListScreen({ page }: ScreenProps) {
  return <BillListScreen route={page.path} title={page.title} planned={page.planned} />;
}
