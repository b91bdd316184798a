#!/usr/bin/env bash
# Throwaway PostgreSQL 15 cluster for tests: `start` prints the connection URL, `stop DIR` removes it.
# initdb refuses root, so the cluster runs as the postgres user.
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}

case "${1:-}" in
  start)
    dir=$(mktemp -d /tmp/claybook-pg.XXXXXX)
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
    if [ "$(id -u)" = "0" ]; then
      chown postgres:postgres "$dir"
      run() { su postgres -s /bin/bash -c "$*"; }
    else
      run() { bash -c "$*"; }
    fi
    run "$PGBIN/initdb -D '$dir/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >'$dir/initdb.log' 2>&1" \
      || run "$PGBIN/initdb -D '$dir/data' -U postgres --auth=trust -E UTF8 >'$dir/initdb.log' 2>&1"
    run "$PGBIN/pg_ctl -D '$dir/data' -l '$dir/server.log' -w -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300\" start >/dev/null"
    echo "$dir" > "$dir/dir"
    echo "postgres://postgres@127.0.0.1:$port/postgres $dir"
    ;;
  stop)
    dir=${2:?usage: postgres.sh stop DIR}
    if [ "$(id -u)" = "0" ]; then
      su postgres -s /bin/bash -c "$PGBIN/pg_ctl -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true
    else
      "$PGBIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
