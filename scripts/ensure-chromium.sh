#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium (browser downloads are not possible here): install it when missing.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
echo "installing Debian's chromium for the e2e tests ($browser is missing)"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
