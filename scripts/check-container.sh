#!/bin/sh
# `npm run check:container`: the static checks of Dockerfile and compose.yaml that need no
# Docker daemon. Each runs where its tool exists and is skipped, saying so, where it does not.
set -eu
cd "$(dirname "$0")/.."

# compose.yaml requires SESSION_SECRET; a placeholder lets the file be checked without one.
export SESSION_SECRET="${SESSION_SECRET:-placeholder-for-a-static-check-only-0123456789}"

if docker compose version >/dev/null 2>&1; then
  docker compose -f compose.yaml config -q
  echo "compose.yaml: valid (docker compose config)"
elif command -v docker-compose >/dev/null 2>&1; then
  docker-compose -f compose.yaml config -q
  echo "compose.yaml: valid (docker-compose config)"
else
  echo "compose.yaml: not checked — neither 'docker compose' nor 'docker-compose' is installed"
fi

if command -v hadolint >/dev/null 2>&1; then
  hadolint Dockerfile
  echo "Dockerfile: hadolint found nothing"
else
  echo "Dockerfile: not linted — hadolint is not installed"
fi
