# Ribs: multi-stage build. Dependencies are cooked in their own layer (cargo-chef), so a
# code change rebuilds only the ribs crate; the runtime image holds just the binary.
FROM rust:1-bookworm AS chef
RUN cargo install cargo-chef --locked
WORKDIR /app

FROM chef AS planner
COPY . .
RUN cargo chef prepare --recipe-path recipe.json

FROM chef AS builder
COPY --from=planner /app/recipe.json recipe.json
RUN cargo chef cook --release --recipe-path recipe.json
COPY . .
RUN cargo build --release --bin ribs

FROM debian:bookworm-slim AS runtime
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --home /data ribs \
    && mkdir -p /data && chown ribs /data
COPY --from=builder /app/target/release/ribs /usr/local/bin/ribs
USER ribs
WORKDIR /data
# The SQLite database lives on this volume: `docker run -v ribs-data:/data ...`
VOLUME /data
ENV DATABASE_URL=sqlite:///data/ribs.db \
    RUST_LOG=warn,ribs=info
# docker stop sends SIGTERM, which ribs handles by shutting down cleanly.
ENTRYPOINT ["ribs"]
CMD ["serve"]
