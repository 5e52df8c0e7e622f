#!/bin/sh
# The node image's entrypoint, as its images ship it: a first argument that is an option, or no
# command on PATH (a script's name, say), runs under node; anything else runs as given. Either way
# `exec` makes it PID 1, so `docker stop` signals it directly.
set -e
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
