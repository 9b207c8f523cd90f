export type { ButtonDialog, ButtonRunContext, ClientButtonKind, PromptingButton } from './button-kind.ts';
export { selectionBody } from './bodies.ts';
export { CLIENT_BUTTON_KINDS, clientButtonKind, runButton } from './registry.ts';
export { ACTION_ICONS, buttonIcon } from './buttonIcons.tsx';
