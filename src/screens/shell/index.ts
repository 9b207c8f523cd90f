export { ShellLayout } from './ShellLayout.tsx';
export { AppHeader, type AppHeaderProps } from './AppHeader.tsx';
export { SideMenu, type SideMenuProps } from './SideMenu.tsx';
export { PageTabs, type PageTab, type PageTabsProps } from './PageTabs.tsx';
export { PageBreadcrumb, crumbsFor, type Crumb } from './PageBreadcrumb.tsx';
export { menuIcon, knownMenuIconNames } from './menuIcons.tsx';
