"""Reading files a user names, as files: only a regular file (a link to one is followed) is
read, never a FIFO (which blocks until a writer comes), a device (``/dev/zero`` never ends), a
socket or a folder; at most a cap and one byte more is read, whatever size the file claims."""

from __future__ import annotations

import errno
import os
import stat
from typing import BinaryIO


# --- files -------------------------------------------------------------------------------
class NotARegularFile(OSError):
    """A path that names a FIFO, a device, a socket or a folder: never read (a FIFO blocks
    for ever, ``/dev/zero`` never ends)."""


class FileTooLarge(OSError):
    """A file larger than the reader's cap (found while reading: at most cap + 1 bytes are
    read, whatever the file claims)."""


def open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    """The regular file at ``path`` (a link is followed) opened for reading bytes;
    ``NotARegularFile`` for a FIFO, a device, a socket or a folder. Opened without blocking,
    so a FIFO without a writer is refused at once, not waited on."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = (
                "a folder"
                if stat.S_ISDIR(mode)
                else "a FIFO"
                if stat.S_ISFIFO(mode)
                else "a device"
                if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
                else "a socket or another special file"
            )
            raise NotARegularFile(errno.EINVAL, f"{kind}, not a regular file")
    except BaseException:
        os.close(fd)
        raise
    return os.fdopen(fd, "rb")


def read_bytes(path: str | os.PathLike[str], cap: int) -> bytes:
    """The bytes of the regular file at ``path`` (a link is followed), at most ``cap``;
    ``NotARegularFile`` for anything else, ``FileTooLarge`` past the cap, ``OSError`` when it
    cannot be opened. Opened without blocking, so a FIFO is refused, not waited on."""
    with open_regular(path) as handle:
        chunks: list[bytes] = []
        size = 0
        while size <= cap:
            chunk = handle.read(min(1 << 20, cap + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    if size > cap:
        raise FileTooLarge(errno.EFBIG, f"more than {cap:,} bytes")
    return b"".join(chunks)


class NotText(ValueError):
    """A file that is not UTF-8 text (UTF-16, Latin-1, binary)."""


def read_text(path: str | os.PathLike[str], cap: int) -> str:
    """``read_bytes`` decoded as UTF-8 (a byte-order mark allowed); ``NotText`` naming the
    first bad byte and its line when it is not UTF-8."""
    data = read_bytes(path, cap)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise NotText(describe_decode_error(data, exc)) from None


def describe_os_error(exc: OSError) -> str:
    """An OSError as a short phrase: its reason, never a traceback."""
    return exc.strerror or str(exc) or type(exc).__name__


def describe_decode_error(data: bytes, exc: UnicodeDecodeError) -> str:
    line = data[: exc.start].count(b"\n") + 1
    hint = " (UTF-16? NUL bytes)" if b"\x00" in data[:4096] else ""
    return f"not UTF-8 text: byte 0x{data[exc.start]:02x} on line {line}{hint}"
