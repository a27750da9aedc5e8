#!/usr/bin/env bash
# The one test command (README): installs what it needs on a fresh machine and runs every
# test of the project — Rust, C, Python and JavaScript — failing on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/test-rust.sh
bash scripts/test-c.sh
bash scripts/test-python.sh
bash scripts/test-package.sh
bash scripts/test-js.sh
bash scripts/test-web.sh
bash scripts/test-agreement.sh
echo "all test suites passed"
