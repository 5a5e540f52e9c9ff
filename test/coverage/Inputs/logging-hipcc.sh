#!/bin/sh
# A real hipcc ($REAL_HIPCC) that logs each call's arguments to
# $FAKE_HIPCC_LOG, one line each, as fake-hipcc.sh does.
if [ -n "$FAKE_HIPCC_LOG" ]; then echo "$*" >> "$FAKE_HIPCC_LOG"; fi
exec "$REAL_HIPCC" "$@"
