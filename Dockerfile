# syntax=docker/dockerfile:1
#
# One image per service:
#   docker build --build-arg APP=gateway -t trading-dashboard/gateway:latest .
# APP is one of: gateway, auth, portfolio, market, settings, alerts.

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# Collect only the npm manifests, so the dependency layers below stay cached
# until package.json or package-lock.json actually change.
FROM base AS manifests
COPY . /src
RUN set -eu; \
    mkdir -p /out; \
    cd /src; \
    cp package.json package-lock.json /out/; \
    for f in libs/*/package.json apps/web/package.json; do \
      mkdir -p "/out/$(dirname "$f")"; \
      cp "$f" "/out/$f"; \
    done

FROM base AS build
COPY --from=manifests /out/ ./
# Install scripts are skipped: nothing in the build needs them (native parts come as
# prebuilt optional packages), and some would try to compile addons without a toolchain.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts
COPY . .
RUN npx tsc -b tsconfig.build.json \
 && node scripts/copy-assets.mjs \
 && npm run build -w apps/web

# Pick out what one service needs at runtime.
FROM build AS assemble
ARG APP
RUN set -eu; \
    case "${APP:-}" in \
      gateway|auth|portfolio|market|settings|alerts) ;; \
      *) echo "Build argument APP must be one of gateway, auth, portfolio, market, settings, alerts (got '${APP:-}')" >&2; exit 1 ;; \
    esac; \
    test -f "apps/$APP/dist/main.js"; \
    mkdir -p "/out/apps/$APP"; \
    cp -R "apps/$APP/dist" "/out/apps/$APP/dist"; \
    for lib in libs/*/; do \
      mkdir -p "/out/$lib"; \
      cp -R "${lib}dist" "/out/${lib}dist"; \
    done; \
    if [ "$APP" = gateway ]; then \
      mkdir -p /out/apps/web; \
      cp -R apps/web/dist /out/apps/web/dist; \
    fi; \
    find /out -name '*.tsbuildinfo' -delete

FROM base AS runtime
ENV NODE_ENV=production
COPY --from=manifests /out/ ./
# Declared after the install so all six images share this layer.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --ignore-scripts
ARG APP
ENV APP=${APP}
COPY --from=assemble /out/ ./
# Files stay owned by root, so the service cannot modify its own code.
USER node
# exec: node becomes PID 1 and receives SIGTERM directly for a graceful shutdown.
CMD exec node "apps/$APP/dist/main.js"
