export { ModulesProvider, useModules } from './ModulesContext';
export { PermissionButton, type PermissionButtonProps } from './PermissionButton';
export { useButtonCodes, toButtonCodes, type ButtonCodes } from './useButtonCodes';
export {
  buttonCodesOf,
  findModuleByUri,
  findPageModule,
  flattenModules,
  normaliseUri,
  sortModules,
  type ModuleWithTrail,
} from './moduleTree';
