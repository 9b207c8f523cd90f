export { ModulesProvider, useModules } from './ModulesContext.tsx';
export { PermissionButton, type PermissionButtonProps } from './PermissionButton.tsx';
export { useButtonCodes, toButtonCodes, type ButtonCodes } from './useButtonCodes.ts';
export { buttonCodesOf, findModuleByUri, findPageModule, flattenModules, normaliseUri, sortModules, type ModuleWithTrail } from './moduleTree.ts';
