#!/usr/bin/env bash
# Python: (to come)
set -euo pipefail
