import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { PinoNestLogger, RpcClient } from '@app/common/base';
import { httpMetrics } from './observability/http-metrics.js';
import { AppModule } from './app.module.js';
import { ACCESS_COOKIE, AccessTokenService } from './auth/access-token.service.js';
import { GatewayConfig } from './config/gateway.config.js';
import { BufferReplyAdapter } from './envelope/buffer-reply.adapter.js';
import { ApiExceptionFilter } from './errors/api-exception.filter.js';
import { serveApiDocs } from './openapi/api-docs.js';
import { jsonBody } from './security/body-parser.js';
import { answerClientErrors } from './security/client-error.js';
import { originCheck } from './security/origin-check.js';
import { authRateLimits } from './security/rate-limits.js';
import { requestContext } from './security/request-context.middleware.js';
import { requestValidation } from './security/request-validation.js';
import { spa } from './web/spa.js';

/** Builds the gateway app (HTTP, Socket.IO, web app), not yet listening; shared by main and the tests. */
export async function createGateway(config: GatewayConfig, logger: Logger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, logger),
    new BufferReplyAdapter(),
    {
      logger: new PinoNestLogger(logger),
      bodyParser: false,
    },
  );
  answerClientErrors(app.getHttpServer());
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'img-src': ["'self'", 'data:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'"],
          // Over plain http (local runs) upgrading would point the page at an https origin that does not exist.
          'upgrade-insecure-requests': config.COOKIE_SECURE ? [] : null,
        },
      },
      strictTransportSecurity: config.COOKIE_SECURE,
    }),
  );
  app.use(requestContext(logger));
  app.use('/api', httpMetrics());
  app.use(spa(config.WEB_DIST));
  app.use(cookieParser());
  app.use('/api', originCheck(config.allowedOrigins));
  app.use('/api', jsonBody(config.BODY_LIMIT));
  const tokens = app.get(AccessTokenService);
  const limits = authRateLimits({
    rpc: app.get(RpcClient),
    logger,
    validatePerMinute: config.VALIDATE_USERNAME_PER_MINUTE,
    registerPerMinute: config.REGISTER_PER_MINUTE,
    isAdmin: async (req) => (await tokens.verify(req.cookies?.[ACCESS_COOKIE]))?.userType === 'admin',
  });
  app.use('/api/auth/validate-username', limits.validateUsername);
  app.use('/api/auth/register', limits.register);
  app.setGlobalPrefix('api');
  serveApiDocs(app);
  app.useGlobalFilters(new ApiExceptionFilter(logger));
  app.useGlobalPipes(requestValidation());
  app.enableShutdownHooks();
  return app;
}
