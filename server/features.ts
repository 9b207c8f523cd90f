// Every feature's routes, in registration order. A new feature adds one line here.
import type { FastifyInstance } from 'fastify';
import { registerCaptchaRoutes } from './auth/captcha-routes.ts';
import { registerLoginRoutes } from './auth/login-routes.ts';
import { registerPasswordChangeRoutes } from './auth/password-change-routes.ts';
import { registerSsoRoutes } from './auth/sso-routes.ts';
import { registerTokenRoutes } from './auth/token-routes.ts';
import { registerOptionRoutes } from './options/option-routes.ts';
import { registerBillRoutes } from './bills/register-bill-routes.ts';
import { registerDeclarationRoutes } from './declaration/order-summary-routes.ts';

export type RegisterRoutes = (app: FastifyInstance) => Promise<void>;

export const FEATURE_ROUTES: RegisterRoutes[] = [
  registerCaptchaRoutes,
  registerLoginRoutes,
  registerTokenRoutes,
  registerSsoRoutes,
  registerPasswordChangeRoutes,
  registerOptionRoutes,
  registerBillRoutes,
  registerDeclarationRoutes,
];
