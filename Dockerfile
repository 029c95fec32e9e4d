# Production image: build once, run the compiled server (which also serves the built client).
# Node 24 LTS. Build tools are devDependencies: they stay in the build stage.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/app/data
WORKDIR /app
# package.json: "type", and "imports", which maps `#common/*` to dist/common in the compiled server.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The only place the server writes (DATA_DIR); owned by the user it runs as.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server/src/main.js"]
