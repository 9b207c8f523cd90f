// The home page's notices (5) and news (10 fetched) (spec §2 /home, §9): null while they load; a
// failed call leaves the card empty (the HTTP layer has said why). Any signed-in user reads them.
import { useEffect, useState } from 'react';
import { HOME_NEWS_FETCHED, HOME_NOTICES, type ContentSummary, type ContentType } from '#core/content.ts';
import { queryContentPage } from '../content/contentApi.ts';

function useNewest(type: ContentType, count: number): ContentSummary[] | null {
  const [items, setItems] = useState<ContentSummary[] | null>(null);
  useEffect(() => {
    let current = true;
    queryContentPage(type, 0, count).then(
      (page) => current && setItems(page.datas.slice(0, count)),
      () => current && setItems([]),
    );
    return () => {
      current = false;
    };
  }, [type, count]);
  return items;
}

export function useHomeContent(): { notices: ContentSummary[] | null; news: ContentSummary[] | null } {
  return { notices: useNewest('NOTICE', HOME_NOTICES), news: useNewest('NEWS', HOME_NEWS_FETCHED) };
}
