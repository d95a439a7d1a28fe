#!/bin/sh
# A Backrank exec plugin in a few lines of POSIX shell.
#
# Backrank writes one request per throw on our stdin ("ROLL d6") and reads
# one answer per line from our stdout ("FACE d6 4"). A real plugin would
# read a camera or a Bluetooth smart die here; this one takes bytes from
# /dev/urandom, keeping only those below the largest multiple of the die's
# faces (so no face is favoured).
#
#   backrank roll chess960 --source "exec:sh plugins/exec/examples/urandom-dice.sh"

while read -r word die; do
    case "$word" in
        ROLL|roll) ;;
        *) echo "ERR unknown request $word"; continue ;;
    esac
    case "$die" in
        coin) n=2 ;;
        d[0-9]*) n=${die#d} ;;
        *) echo "ERR unknown die $die"; continue ;;
    esac
    limit=$((256 - 256 % n))
    while :; do
        byte=$(od -An -N1 -tu1 /dev/urandom | tr -d ' ')
        [ "$byte" -lt "$limit" ] && break
    done
    echo "FACE $die $((byte % n + 1))"
done
