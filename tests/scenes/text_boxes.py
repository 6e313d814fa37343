"""Where text lands on the screen: every surface made while recording is a `Tracked`
surface that remembers the ink box of each line of text blitted onto it (in its own
coordinates), and hands those boxes on, moved, when it is blitted onto another one.
Something opaque drawn over a whole box hides it (a panel over the table)."""
from __future__ import annotations

import pygame

from scenes.ui import assets

PlainSurface = pygame.Surface
_plain_rect = pygame.draw.rect


class Tracked(PlainSurface):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.texts: list[list] = []           # [ink rect, text]

    def copy(self):
        other = super().copy()
        other.texts = [[r.copy(), m] for r, m in getattr(self, "texts", [])]
        return other

    def blit(self, source, dest, area=None, special_flags=0):
        done = super().blit(source, dest, area, special_flags)
        if not hasattr(self, "texts"):
            self.texts = []
        pos = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
        area = pygame.Rect(area) if area is not None else source.get_rect()
        seen = getattr(source, "texts", None)
        if getattr(source, "cut", None) and self is not source:      # cut inside a panel or card drawn here
            self.__dict__.setdefault("cut", []).extend(source.cut)
        alpha = source.get_alpha()
        if seen:
            if alpha is None or alpha >= 60:        # a banner fading out no longer counts
                clip = self.get_clip()      # drawn again through a clip (a still layer's changed part): once
                for rect, message in seen:
                    clipped = rect.clip(area)
                    if clipped.width and clipped.height and clipped != rect:
                        self.__dict__.setdefault("cut", []).append(message)     # shown only in part
                    if clipped.width and clipped.height:
                        whole = clipped.move(pos[0] - area.x, pos[1] - area.y)
                        moved = whole.clip(self.get_rect())
                        if moved != whole:
                            self.__dict__.setdefault("cut", []).append(message)     # ink beyond this surface's edge
                        if moved.width and moved.height and moved.colliderect(clip) \
                                and [moved, message] not in self.texts:
                            # the same words drawn again where a piece of them was left: one text
                            self.texts = [[r, m] for r, m in self.texts if not (m == message and moved.contains(r))]
                            self.texts.append([moved, message])
        elif done == self.get_rect() and _veil(source):
            self.texts = []        # a veil over the whole screen: what is under it is background
        else:
            self.hide_under(done, lambda x, y: _opaque(source, x - pos[0] + area.x, y - pos[1] + area.y)
                            and (alpha is None or alpha >= 230))
        return done

    def hide_under(self, rect, opaque) -> None:
        """Forget text under an opaque blit. A still layer drawn again through several clip
        rects covers a text in pieces: a piece covering the whole height (or width) of a
        text leaves the strip beside it, which the next piece may cover."""
        kept = []
        for box, message in self.texts:
            cover = box.clip(rect)
            points = [cover.topleft, cover.topright, cover.bottomleft, cover.bottomright, cover.center]
            points = [(min(x, cover.right - 1), min(y, cover.bottom - 1)) for x, y in points]
            if not (cover.width and cover.height and all(opaque(x, y) for x, y in points)):
                kept.append([box, message])
            elif cover != box:
                left = _uncovered(box, cover)
                if left is not None:
                    kept.append([left, message])
        self.texts = kept


def _uncovered(box: pygame.Rect, cover: pygame.Rect):
    """What is left of `box` beside `cover` (a part of it) when that is one strip; else
    the whole box (still counted as seen)."""
    if cover.top == box.top and cover.bottom == box.bottom:
        if cover.left == box.left:
            return pygame.Rect(cover.right, box.top, box.right - cover.right, box.height)
        if cover.right == box.right:
            return pygame.Rect(box.left, box.top, cover.left - box.left, box.height)
    if cover.left == box.left and cover.right == box.right:
        if cover.top == box.top:
            return pygame.Rect(box.left, cover.bottom, box.width, box.bottom - cover.bottom)
        if cover.bottom == box.bottom:
            return pygame.Rect(box.left, box.top, box.width, cover.top - box.top)
    return box


def _veil(surface) -> bool:
    alpha = surface.get_alpha()
    centre = surface.get_at(surface.get_rect().center).a
    return centre * (255 if alpha is None else alpha) / 255 >= 100


def _opaque(surface, x, y) -> bool:
    if not (0 <= x < surface.get_width() and 0 <= y < surface.get_height()):
        return False
    return surface.get_at((int(x), int(y))).a >= 230


def _text(message, size, colour=(255, 255, 255), style="body"):
    image = assets.font(size, style).render(message, True, colour)
    out = Tracked(image.get_size(), pygame.SRCALPHA)
    PlainSurface.blit(out, image, (0, 0))
    ink = image.get_bounding_rect()
    out.texts = [[ink, message]] if ink.width and ink.height else []
    return out


def _shadowed(message, size, colour=(255, 255, 255), style="body", shadow=(0, 0, 0), offset=2):
    front = _text(message, size, colour, style)
    out = Tracked((front.get_width() + offset, front.get_height() + offset), pygame.SRCALPHA)
    back = assets.font(size, style).render(message, True, shadow)
    back.set_alpha(140)
    PlainSurface.blit(out, back, (offset, offset))
    out.blit(front, (0, 0))           # the shadow is part of the same text: one box
    return out


def _rect(surface, colour, rect, width=0, *args, **kwargs):
    done = _plain_rect(surface, colour, rect, width, *args, **kwargs)
    solid = len(colour) == 3 or colour[3] >= 230 if isinstance(colour, (tuple, list)) else True
    if isinstance(surface, Tracked) and width == 0 and solid:
        surface.hide_under(done, lambda x, y: True)
    return done


_text.cache_clear = _shadowed.cache_clear = lambda: None     # nothing cached: all seen


def record(monkeypatch) -> None:
    """From now on, surfaces remember their text (call before the app is made)."""
    monkeypatch.setattr(pygame, "Surface", Tracked)
    monkeypatch.setattr(assets, "text", _text)
    monkeypatch.setattr(assets, "shadowed", _shadowed)
    monkeypatch.setattr(pygame.draw, "rect", _rect)


def overlaps(surface, tolerance: int = 6) -> list[tuple[str, str]]:
    """Pairs of text lines whose ink boxes share more than `tolerance` pixels."""
    boxes = getattr(surface, "texts", [])
    found = []
    for i, (a, ma) in enumerate(boxes):
        for b, mb in boxes[i + 1:]:
            if ma == mb and a == b:       # the same line drawn again in its place (a panel over its halo)
                continue
            common = a.clip(b)
            if common.width * common.height > tolerance:
                found.append((ma, mb))
    return found


def frame(app) -> Tracked:
    """The app's next frame drawn on a surface that keeps where each text went (its
    `texts`: [ink rect, text]) and which lines of text were cut by an edge (`cut`: its own,
    or that of a panel or card drawn on it);
    the app's own screen is put back after."""
    plain = app.screen
    app.screen = Tracked(plain.get_size())
    app.screen.cut = []
    try:
        return app.render()
    finally:
        app.screen = plain
