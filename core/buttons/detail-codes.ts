// The button codes the bill detail page reads (spec §2.5, §6; src/engine/detail/detailButtons.ts),
// rather than buttons of the list's definition. `delete` is read there too (删除 of a line) but is
// also the list's 删除 of whole bills, which the list must show (scripts/validate-schemas).
export const DETAIL_PAGE_CODES: readonly string[] = ['edit', 'save', 'saveDeclare', 'temporary', 'bodySave', 'delete', 'refresh', 'summary'];
