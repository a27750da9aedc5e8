#!/usr/bin/env bash
# The board page (examples/web/) in a real browser: Debian's Chromium, headless, driven by
# puppeteer-core (pinned by examples/web/package-lock.json; it downloads no browser) plays
# games on the page through clicks. Installs Chromium with apt-get when it is missing (as
# root, or through sudo). GOMOKU_NO_SKIP=1: a missing browser fails the test instead of
# skipping it. Screenshots: target/web/board.png and target/web/forbidden.png.
set -euo pipefail
cd "$(dirname "$0")/.."

# The package the page loads, gomoku-wasm/pkg: scripts/test-js.sh builds it (and runs
# just before this script in scripts/test.sh); build it here when it is not there.
if [ ! -f gomoku-wasm/pkg/web.js ]; then
    bash scripts/test-js.sh
fi

if [ -z "${GOMOKU_CHROMIUM:-}" ] && ! command -v chromium >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ]; then
        SUDO=()
    elif command -v sudo >/dev/null 2>&1; then
        SUDO=(sudo -n)
    else
        echo "test-web: Chromium is missing and apt-get needs root (no sudo): apt-get install chromium" >&2
        exit 1
    fi
    "${SUDO[@]}" apt-get update -qq
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

(cd examples/web && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
GOMOKU_NO_SKIP=1 node --test examples/web/test/
echo "web page: ok (screenshots: ${CARGO_TARGET_DIR:-target}/web/board.png, forbidden.png)"
