"""One question SDL does not answer: on X11, is a window manager running that can
make a window full screen? SDL asks for full screen through the window manager
(the EWMH _NET_WM_STATE message); with none, X leaves the window as it was while
SDL believes it covers the screen, so the picture is drawn for a size the window
does not have. The answer is read from the root window with Xlib, through ctypes."""
from __future__ import annotations

XA_WINDOW = 33          # the predefined atom of the WINDOW type (X11/Xatom.h)


def has_window_manager() -> bool:
    """True when an EWMH window manager announces itself on the root window (its
    _NET_SUPPORTING_WM_CHECK property), or when this cannot be told (then SDL is
    trusted, as before). Asked at each change of full screen: a window manager may
    be started or stopped while the game runs."""
    import ctypes           # here, not at start-up: only full screen on X11 needs it
    xlib = _load_xlib()
    if xlib is None:
        return True
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xlib.XDefaultRootWindow.restype = ctypes.c_ulong
    xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    xlib.XInternAtom.restype = ctypes.c_ulong
    xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    xlib.XGetWindowProperty.argtypes = [
        ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long, ctypes.c_int,
        ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int),
        ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
    xlib.XFree.argtypes = [ctypes.c_void_p]
    xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = xlib.XOpenDisplay(None)       # a connection of our own, to $DISPLAY
    if not display:
        return True
    try:
        atom = xlib.XInternAtom(display, b"_NET_SUPPORTING_WM_CHECK", 1)
        if not atom:               # never named by anyone: no such window manager
            return False
        kind, size, count, left = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_ulong(), ctypes.c_ulong()
        value = ctypes.c_void_p()
        status = xlib.XGetWindowProperty(display, xlib.XDefaultRootWindow(display), atom, 0, 1, 0, XA_WINDOW,
                                         ctypes.byref(kind), ctypes.byref(size), ctypes.byref(count),
                                         ctypes.byref(left), ctypes.byref(value))
        if value:
            xlib.XFree(value)
        return status != 0 or count.value > 0       # Success is 0; a failure says nothing
    finally:
        xlib.XCloseDisplay(display)


def _load_xlib():
    """Xlib by its usual name, else wherever the system's search finds it; None if absent."""
    import ctypes
    import ctypes.util
    for name in ("libX11.so.6", None):
        name = name or ctypes.util.find_library("X11")
        try:
            return ctypes.cdll.LoadLibrary(name) if name else None
        except OSError:
            continue
    return None
