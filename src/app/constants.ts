// Facts the whole portal shows; one place so the header, login page and footer agree.

/** App version shown in the header (spec §9). */
export const APP_VERSION = '1.2.6';

/** The platform title (bill-families §1: a municipal investment-promotion platform). */
export const PLATFORM_TITLE = '招商引资项目管理服务平台';

/** What the portal is for, shown under the title. */
export const PLATFORM_SUBTITLE = '跨境电商通关与结汇企业服务门户';

/** Spec §1: the portal states it is non-classified and forbids state secrets. */
export const NON_CLASSIFIED_NOTICE = '本平台为非涉密互联网平台，严禁处理、传输国家秘密';

/**
 * The external resource-centre site linked from the header. The real address is deployment
 * specific, so a build may override it with VITE_RESOURCE_CENTRE_URL.
 */
export const RESOURCE_CENTRE_URL: string = (import.meta.env.VITE_RESOURCE_CENTRE_URL as string | undefined) || 'https://www.singlewindow.cn/';

/** The page every session starts on; its tab cannot be closed. */
export const HOME_PATH = '/home';

/** Menu uris of the bill index pages, which get no route (spec §2.2). */
export const EXCLUDED_MENU_URIS: readonly string[] = ['/bill/export', '/bill/import'];
