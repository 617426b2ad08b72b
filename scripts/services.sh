#!/usr/bin/env bash
# Throw-away servers on loopback for the test command, started from the machine's
# binaries (Debian: postgresql, mosquitto, redis-server) in a temporary folder.
# Source this file, call start_postgres / start_mosquitto / start_redis, and
# stop_services on exit. Each exports the URL the tests read.

SERVICES_DIR="${SERVICES_DIR:-$(mktemp -d /tmp/mmc-services.XXXXXX)}"
chmod 755 "$SERVICES_DIR"

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

as_pg_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
  done
  return 1
}

start_postgres() {
  local bin port data
  bin=$(pg_bin) || { echo "PostgreSQL server binaries not found (apt-get install -y postgresql)"; return 1; }
  port=$(free_port)
  data="$SERVICES_DIR/pg"
  mkdir -p "$data"
  # initdb refuses to run as root: the cluster then belongs to the postgres user.
  [ "$(id -u)" = 0 ] && chown postgres "$data"
  as_pg_owner "$bin/initdb" -D "$data" -U postgres --auth=trust >"$SERVICES_DIR/pg-init.log" 2>&1 || { cat "$SERVICES_DIR/pg-init.log"; return 1; }
  as_pg_owner "$bin/pg_ctl" -D "$data" -o "-p $port -k $data -c listen_addresses=127.0.0.1 -c fsync=off" -l "$data/server.log" -w start >/dev/null || { cat "$data/server.log"; return 1; }
  PG_DATA_DIR="$data"
  export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$port/postgres"
  echo "PostgreSQL on 127.0.0.1:$port"
}

start_mosquitto() {
  local port conf
  command -v mosquitto >/dev/null || [ -x /usr/sbin/mosquitto ] || { echo "mosquitto not found (apt-get install -y mosquitto)"; return 1; }
  port=$(free_port)
  conf="$SERVICES_DIR/mosquitto.conf"
  mkdir -p "$SERVICES_DIR/mosquitto"
  chmod 777 "$SERVICES_DIR/mosquitto"
  cat >"$conf" <<CONF
listener $port 127.0.0.1
allow_anonymous true
persistence true
persistence_location $SERVICES_DIR/mosquitto/
autosave_on_changes true
autosave_interval 1
max_queued_messages 100000
CONF
  local exe; exe=$(command -v mosquitto || echo /usr/sbin/mosquitto)
  "$exe" -c "$conf" >"$SERVICES_DIR/mosquitto.log" 2>&1 &
  MOSQUITTO_PID=$!
  wait_port "$port" || { cat "$SERVICES_DIR/mosquitto.log"; return 1; }
  export TEST_MQTT_URL="mqtt://127.0.0.1:$port"
  echo "Mosquitto on 127.0.0.1:$port"
}

start_redis() {
  local port
  command -v redis-server >/dev/null || { echo "redis-server not found (apt-get install -y redis-server)"; return 1; }
  port=$(free_port)
  redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --dir "$SERVICES_DIR" >"$SERVICES_DIR/redis.log" 2>&1 &
  REDIS_PID=$!
  wait_port "$port" || { cat "$SERVICES_DIR/redis.log"; return 1; }
  export TEST_REDIS_URL="redis://127.0.0.1:$port"
  echo "Redis on 127.0.0.1:$port"
}

wait_port() {
  node -e "
    const net=require('net');const port=+process.argv[1];let tries=0;
    (function attempt(){const s=net.connect(port,'127.0.0.1',()=>{s.end();process.exit(0)});
      s.on('error',()=>{if(++tries>100)process.exit(1);setTimeout(attempt,100)})})()" "$1"
}

stop_services() {
  if [ -n "${PG_DATA_DIR:-}" ]; then
    local bin; bin=$(pg_bin)
    as_pg_owner "$bin/pg_ctl" -D "$PG_DATA_DIR" -m immediate stop >/dev/null 2>&1
  fi
  [ -n "${MOSQUITTO_PID:-}" ] && kill "$MOSQUITTO_PID" 2>/dev/null
  [ -n "${REDIS_PID:-}" ] && kill "$REDIS_PID" 2>/dev/null
  rm -rf "$SERVICES_DIR"
}
