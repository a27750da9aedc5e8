#!/usr/bin/env bash
# C: (to come)
set -euo pipefail
