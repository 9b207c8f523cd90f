// What an upload is for (docs/security.md): a page's button that takes a file — the Excel
// import and the Excel query of a bill family today — named by the upload's query values
// route and code. The purpose decides who may upload (the page's module and the button's
// code, checked before the file is read) and what the file must be (its type, told from its
// bytes, and its size). Derived from the definitions: a family whose UI file has an import or
// fileQuery button accepts workbooks on that button.
import type { PageNeed } from '../../auth/route-access.ts';
import type { BillFamily } from '../family.ts';
import type { FileType } from './file-types.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadPurpose {
  route: string;
  code: string;
  accept: readonly FileType[];
  maxBytes: number;
  /** The page's own refusals (a form's upload.messages: the work ticket's 上传头像图片只能是 JPG/PNG 格式!). */
  messages?: { wrongType?: string; tooBig?: string };
}

const WORKBOOK_BUTTONS = new Set(['import', 'fileQuery']);

export class UploadPurposes {
  private readonly byKey = new Map<string, UploadPurpose>();

  constructor(families: readonly BillFamily[]) {
    for (const family of families) {
      for (const button of family.definition.ui.buttons) {
        if (!WORKBOOK_BUTTONS.has(button.kind)) continue;
        this.add({ route: family.moduleUri, code: button.code, accept: ['xlsx', 'xls'], maxBytes: MAX_UPLOAD_BYTES });
      }
    }
  }

  add(purpose: UploadPurpose): void {
    this.byKey.set(`${purpose.route}\n${purpose.code}`, purpose);
  }

  find(route: unknown, code: unknown): UploadPurpose | undefined {
    return typeof route === 'string' && typeof code === 'string' ? this.byKey.get(`${route}\n${code}`) : undefined;
  }

  /** The page and button an upload must hold, from its query values; null when it names no known purpose. */
  needOf(query: unknown): PageNeed | null {
    const { route, code } = (query ?? {}) as { route?: unknown; code?: unknown };
    const purpose = this.find(route, code);
    return purpose ? { modules: [purpose.route], buttons: [purpose.code] } : null;
  }
}
