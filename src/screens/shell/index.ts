export { ShellLayout } from './ShellLayout';
export { AppHeader, type AppHeaderProps } from './AppHeader';
export { SideMenu, type SideMenuProps } from './SideMenu';
export { PageTabs, type PageTab, type PageTabsProps } from './PageTabs';
export { PageBreadcrumb, crumbsFor, type Crumb } from './PageBreadcrumb';
export { menuIcon, knownMenuIconNames } from './menuIcons';
