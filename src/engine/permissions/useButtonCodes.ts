import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { buttonCodesOf, findPageModule } from './moduleTree.ts';
import { useModules } from './ModulesContext.tsx';

/** The button codes held on the current page, and a predicate over them. */
export interface ButtonCodes {
  codes: readonly string[];
  hasButton(code: string): boolean;
}

export function toButtonCodes(codes: readonly string[]): ButtonCodes {
  const held = new Set(codes);
  return { codes, hasButton: (code) => held.has(code) };
}

/**
 * Codes of the module matched by the current path (spec §6): the page's own module, or for a
 * sub-route the parent page's module. Pass `pathname` to ask about another page.
 */
export function useButtonCodes(pathname?: string): ButtonCodes {
  const location = useLocation();
  const modules = useModules();
  const path = pathname ?? location.pathname;
  return useMemo(() => toButtonCodes(buttonCodesOf(findPageModule(modules, path))), [modules, path]);
}
