#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium (browser downloads are not possible here): install it when
# missing, with its headless shell (what the e2e tests run in: faster on two cores) and a Japanese
# font (the font the page names, Noto Sans CJK JP), without which the Japanese report prints empty
# boxes and its PDF's text cannot be read back.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
packages=()
[ -x "$browser" ] || packages+=(chromium)
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || packages+=(chromium-headless-shell)
command -v fc-list >/dev/null && [ -n "$(fc-list :lang=ja)" ] || packages+=(fonts-noto-cjk)
[ ${#packages[@]} -eq 0 ] && exit 0
echo "installing for the e2e tests: ${packages[*]}"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
