// The documents of the home page's 资料下载 card, for a user who holds /archive (the list would
// refuse the others): null while they load; a failed call leaves the card empty (the HTTP layer
// has said why).
import { useEffect, useState } from 'react';
import { loadBillDefinition } from '../../engine/list/billDefinitionSource.ts';
import { newestDocuments, type HomeDocument } from './homeDocuments.ts';

export function useHomeDocuments(route: string | null): HomeDocument[] | null {
  const [documents, setDocuments] = useState<HomeDocument[] | null>(route ? null : []);
  useEffect(() => {
    if (!route) return;
    let current = true;
    loadBillDefinition(route)
      .then((lookup) => (lookup.status === 'ready' ? newestDocuments(lookup.definition) : []))
      .then(
        (found) => current && setDocuments(found),
        () => current && setDocuments([]),
      );
    return () => {
      current = false;
    };
  }, [route]);
  return documents;
}
