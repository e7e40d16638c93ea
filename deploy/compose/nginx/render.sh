#!/bin/sh
# deploy/compose.yaml's nginx: fill in the placeholders of the repository's nginx files (the same files
# the tests run) from the environment, check the result and run nginx in the foreground.
# ROOT (default /etc/hees) and OUT (default /etc/nginx) let the test run it on another machine.
set -eu
ROOT="${ROOT:-/etc/hees}"
OUT="${OUT:-/etc/nginx}"
CACHE_DIR="${CACHE_DIR:-/var/cache/nginx/hees}"
mkdir -p "$OUT/hees" "$CACHE_DIR"

# One `server host:port ...;` line per web instance for the balancer's upstream block.
servers=""
for upstream in $HEES_UPSTREAMS; do
  servers="${servers}server ${upstream} max_fails=1 fail_timeout=5s; "
done

# The balancer (upstream hees_app) before the caching server that sends to it (hees-balancer.conf's order).
sed -e "s|__UPSTREAM_SERVERS__|${servers}|" "$ROOT/nginx/hees-balancer.conf" > "$OUT/hees/10-balancer.conf"
sed -e "s|__LISTEN__|443 ssl|" -e "s|__CACHE_DIR__|${CACHE_DIR}|" -e "s|__UPSTREAM__|http://hees_app|" \
  "$ROOT/nginx/hees-cache.conf" > "$OUT/hees/15-cache.conf"
sed -e "s|__LISTEN__|80|" -e "s|__SERVER_NAME__|${SITE_HOST}|" -e "s|__UPSTREAM__|http://hees_app|" \
  "$ROOT/nginx/hees-https.conf" > "$OUT/hees/20-https.conf"
sed -e "s|__LISTEN__|443 ssl|" -e "s|__MEDIA_HOST__|${MEDIA_HOST}|" -e "s|__MINIO_PORT__|${MINIO_PORT}|" -e "s|__S3_BUCKET__|${S3_BUCKET}|" \
  "$ROOT/compose/media.conf" > "$OUT/hees/30-media.conf"
sed -e "s|/etc/nginx/hees/|$OUT/hees/|" -e "s|/etc/hees/tls/|${TLS_DIR:-/etc/hees/tls}/|" \
  "$ROOT/compose/nginx.conf" > "$OUT/nginx.conf"

if [ "${CHECK_ONLY:-}" = "1" ]; then exit 0; fi
nginx -t -c "$OUT/nginx.conf"
exec nginx -c "$OUT/nginx.conf" -g 'daemon off;'
