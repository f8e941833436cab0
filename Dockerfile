# The production image (README, "Running several servers"): the built web app and server, run with
# the Node of the base image. Not built on the development machine (it has no container engine).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
# DATA_DIR holds only a process's temporary uploads here: data is in PostgreSQL and the S3 store.
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 3000
# SIGTERM (docker stop, a rolling update) finishes requests in flight, then exits 0.
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=512", "apps/server/dist/main.js"]
