// Every feature's routes, in registration order. A new feature adds one line here.
import type { FastifyInstance } from 'fastify';
import { registerCaptchaRoutes } from './routes/captcha-routes.ts';
import { registerLoginRoutes } from './routes/login-routes.ts';
import { registerAccountRoutes } from './routes/account-routes.ts';
import { registerPasswordChangeRoutes } from './routes/password-change-routes.ts';
import { registerSsoRoutes } from './routes/sso-routes.ts';
import { registerTokenRoutes } from './routes/token-routes.ts';
import { registerOptionRoutes } from './routes/option-routes.ts';
import { registerBillRoutes } from './routes/register-bill-routes.ts';
import { registerDeclarationRoutes } from './routes/order-summary-routes.ts';
import { registerCommonFunctionRoutes } from './routes/common-function-routes.ts';
import { registerAgreementRoutes } from './routes/agreement-routes.ts';
import { registerAreaRoutes } from './routes/area-routes.ts';
import { registerCompanySettingRoutes } from './routes/company-setting-routes.ts';
import { registerFormRoutes } from './routes/form-routes.ts';
import { registerCompanyRoutes } from './routes/company-routes.ts';
import { registerFormEngineRoutes } from './routes/form-engine-routes.ts';
import { registerSettlementRoutes } from './routes/settlement-routes.ts';
import { registerAuthCommerceRoutes } from './routes/auth-commerce-routes.ts';
import { registerNoticeRoutes } from './routes/notice-routes.ts';
import { registerStatisticsRoutes } from './routes/statistics-routes.ts';
import { registerSubsidyRoutes } from './routes/subsidy-routes.ts';
import { registerWorkOrderRoutes } from './routes/workorder-routes.ts';
import { registerApiKeyRoutes } from './routes/api-key-routes.ts';
import { registerOpenApiRoutes } from './routes/open-api-routes.ts';
import { registerOpenApiBillRoutes } from './routes/open-api-bill-routes.ts';
import { registerOpenApiSettlementRoutes } from './routes/open-api-settlement-routes.ts';
import { registerOpenApiDocRoutes } from './routes/open-api-doc-routes.ts';

export type RegisterRoutes = (app: FastifyInstance) => Promise<void>;

export const FEATURE_ROUTES: RegisterRoutes[] = [
  registerCaptchaRoutes,
  registerLoginRoutes,
  registerTokenRoutes,
  registerSsoRoutes,
  registerPasswordChangeRoutes,
  registerAccountRoutes,
  registerOptionRoutes,
  registerBillRoutes,
  registerDeclarationRoutes,
  registerCommonFunctionRoutes,
  // After the bill routes: the agreement document is a stored file (app.bills).
  registerAgreementRoutes,
  registerAreaRoutes,
  registerCompanySettingRoutes,
  // After the bill routes: the filing adds its upload purpose to theirs.
  registerFormRoutes,
  registerCompanyRoutes,
  // After the bill and form routes: the engine forms (no servedBy) store files and read app.forms.
  registerFormEngineRoutes,
  registerSettlementRoutes,
  registerAuthCommerceRoutes,
  // After the bill routes: covers and attachments are stored files (app.bills).
  registerNoticeRoutes,
  // After the bill routes: the statistics read the export inventories' table (app.bills).
  registerStatisticsRoutes,
  // After the bill and form routes: adds its upload purpose, reads the feature lists and the apply form.
  registerSubsidyRoutes,
  // After the form routes: the ticket and feedback forms are theirs (app.forms).
  registerWorkOrderRoutes,
  // After the bill routes: a key's scopes and the machine reads come from the families (app.bills).
  registerApiKeyRoutes,
  registerOpenApiRoutes,
  registerOpenApiBillRoutes,
  // After the settlement routes: the machine calls use their bank simulator.
  registerOpenApiSettlementRoutes,
  registerOpenApiDocRoutes,
];
