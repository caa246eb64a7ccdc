#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL cluster on 127.0.0.1 for the test suite.
#   .ci/postgres.sh start   -> prints the TEST_DATABASE_URL to use
#   .ci/postgres.sh stop
set -euo pipefail
PORT="${PG_TEST_PORT:-54329}"
ROOT="${PG_TEST_DIR:-/tmp/midiaplan-pg-test}"
PGBIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$PGBIN" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }

as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    if [ -f "$ROOT/data/postmaster.pid" ]; then as_postgres "$PGBIN/pg_ctl" -D "$ROOT/data" stop -m fast >/dev/null || true; fi
    rm -rf "$ROOT" && mkdir -p "$ROOT"
    [ "$(id -u)" = "0" ] && chown postgres:postgres "$ROOT"
    as_postgres "$PGBIN/initdb" -D "$ROOT/data" -A trust -U postgres --encoding=UTF8 --locale=C.UTF-8 >/dev/null
    as_postgres "$PGBIN/pg_ctl" -D "$ROOT/data" -l "$ROOT/server.log" -w \
      -o "-p $PORT -k $ROOT -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    [ -d "$ROOT/data" ] && as_postgres "$PGBIN/pg_ctl" -D "$ROOT/data" stop -m fast >/dev/null || true
    rm -rf "$ROOT"
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
