"""Where text lands on the screen: every surface made while recording is a `Tracked`
surface that remembers the ink box of each line of text blitted onto it (in its own
coordinates), and hands those boxes on, moved, when it is blitted onto another one.
Something opaque drawn over a whole box hides it (a panel over the table).

It also remembers what is drawn that is not text (`marks`: the boxes of fields, buttons,
cards and panels drawn with pygame.draw.rect, the shapes of symbols drawn with
polygon/circle/ellipse, and big plain images, which are panels), moved along the same
way, and the order marks and texts were drawn in, so that `strays` can tell a line of
text that runs out of the box it sits in or over a symbol beside it, from the rects the
layout drew, not from the code's own fitting."""
from __future__ import annotations

import itertools

import pygame

from scenes.ui import assets

PlainSurface = pygame.Surface
_plain_rect = pygame.draw.rect
_plain_shapes = {name: getattr(pygame.draw, name) for name in ("polygon", "circle", "ellipse")}
SPRITE_SIDE = 220          # a surface no longer nor wider is a sprite or one widget's face; a band or panel is
_ORDER = itertools.count()     # when a mark or a line of text was drawn, in order
THIN = 10        # a mark narrower than this (design units at scale 1) is a line, not a box


class Tracked(PlainSurface):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.texts: list[list] = []           # [ink rect, text]
        self.marks: list[list] = []           # [rect, what, when drawn]: a box, a symbol, a panel

    def copy(self):
        other = super().copy()
        texts = getattr(self, "texts", [])
        other.texts = [[r.copy(), m] for r, m in texts]
        other.marks = [[r.copy(), *rest] for r, *rest in getattr(self, "marks", [])]
        drawn_at = getattr(self, "drawn_at", {})
        other.drawn_at = {id(new): drawn_at[id(old)] for old, new in zip(texts, other.texts) if id(old) in drawn_at}
        return other

    def mark(self, rect, what: str) -> None:
        """Something drawn that is not text. A thin one (a line, a fleck of confetti, an
        underline) is no box to stay inside; one drawn over an older mark is the layer
        text is now drawn on: the older one under it no longer counts."""
        rect = pygame.Rect(rect).clip(self.get_rect())
        if rect.width < THIN or rect.height < THIN:
            return
        marks = getattr(self, "marks", None)
        if marks is None:
            marks = self.marks = []
        marks[:] = [m for m in marks if not rect.contains(m[0])]
        marks.append([rect, what, next(_ORDER)])

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
        if alpha is None or alpha >= 60:
            self._carry_marks(source, pos, area, seen)
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
                            self.texts = [e for e in self.texts if not (e[1] == message and moved.contains(e[0]))]
                            entry = [moved, message]
                            self.texts.append(entry)
                            self.__dict__.setdefault("drawn_at", {})[id(entry)] = next(_ORDER)
        elif done == self.get_rect() and _veil(source):
            self.texts = []        # a veil over the whole screen: what is under it is background
            self.marks = []
        else:
            self.hide_under(done, lambda x, y: _opaque(source, x - pos[0] + area.x, y - pos[1] + area.y)
                            and (alpha is None or alpha >= 230))
        return done

    def _carry_marks(self, source, pos, area, seen) -> None:
        """The marks drawn on `source`, moved here. A small surface without text is a
        sprite (a die, a card's back, a piece): none of its marks, as dice fly over the
        table's words in passing. A surface drawn with its own text on a box as big as itself
        (a button's face, a card, a panel) brings its symbols and one box round all of its
        boxes: its text was checked against its own edges (`cut`), and its layers (a
        button's sheen) are no boxes of their own. Another (a table's still layer) brings
        them all. A big plain image is a panel itself, unless it covers this surface (the
        felt, whole or a part of it drawn again: background)."""
        shift = (pos[0] - area.x, pos[1] - area.y)
        small = max(source.get_size()) <= SPRITE_SIDE
        backdrop = source.get_width() >= self.get_width() and source.get_height() >= self.get_height()
        theirs = getattr(source, "marks", None)
        if (small or backdrop) and not seen:
            return
        if theirs:
            boxes = [rect for rect, what, _ in theirs if what != "symbol"]
            whole = source.get_width() * source.get_height() * 0.9
            if seen and boxes and any(r.width * r.height >= whole for r in boxes):
                theirs = [m for m in theirs if m[1] == "symbol"] + [[boxes[0].unionall(boxes), "box", 0]]
            for rect, what, _ in theirs:
                clipped = rect.clip(area)
                if clipped.width and clipped.height:
                    self.mark(clipped.move(shift), what)
        elif not seen:
            clipped = source.get_rect().clip(area)
            if clipped.width and clipped.height:
                self.mark(clipped.move(shift), "panel")

    def hide_under(self, rect, opaque) -> None:
        """Forget text under an opaque blit. A still layer drawn again through several clip
        rects covers a text in pieces: a piece covering the whole height (or width) of a
        text leaves the strip beside it, which the next piece may cover."""
        kept = []
        drawn_at = self.__dict__.setdefault("drawn_at", {})
        for entry in self.texts:
            box, message = entry
            cover = box.clip(rect)
            # (the corners a little inside: a band's rounded corner is no gap in it)
            inner = cover.inflate(-2 * min(12, cover.width // 4), -2 * min(12, cover.height // 4))
            points = [inner.topleft, inner.topright, inner.bottomleft, inner.bottomright, cover.center]
            points = [(min(x, cover.right - 1), min(y, cover.bottom - 1)) for x, y in points]
            if not (cover.width and cover.height and all(opaque(x, y) for x, y in points)):
                kept.append(entry)
            elif cover != box:
                left = _uncovered(box, cover)
                if left is not None:
                    kept.append([left, message])
                    if id(entry) in drawn_at:       # (the strip left was drawn when its text was)
                        drawn_at[id(kept[-1])] = drawn_at[id(entry)]
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
    if isinstance(surface, Tracked) and _visible(colour):
        surface.mark(done, "box")
    return done


def _visible(colour) -> bool:
    """A colour drawn with alpha under 60 is a shade, not a box one reads text in."""
    return not (isinstance(colour, (tuple, list)) and len(colour) == 4 and colour[3] < 60)


def _shape(name):
    plain = _plain_shapes[name]

    def drawn(surface, colour, *args, **kwargs):
        done = plain(surface, colour, *args, **kwargs)
        if isinstance(surface, Tracked) and _visible(colour):
            surface.mark(done, "symbol")
        return done
    return drawn


_text.cache_clear = _shadowed.cache_clear = lambda: None     # nothing cached: all seen


def record(monkeypatch) -> None:
    """From now on, surfaces remember their text (call before the app is made)."""
    monkeypatch.setattr(pygame, "Surface", Tracked)
    monkeypatch.setattr(assets, "text", _text)
    monkeypatch.setattr(assets, "shadowed", _shadowed)
    monkeypatch.setattr(pygame.draw, "rect", _rect)
    for name in _plain_shapes:
        monkeypatch.setattr(pygame.draw, name, _shape(name))


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


def strays(surface) -> list[tuple[str, str]]:
    """Lines of text that run out of a box they overlap (a field, a button, a card, a
    panel: the text is not wholly inside it) or that share ink with a symbol they are not
    written on: (text, what and where). A box is a rect the layout drew; text wholly inside
    a mark (a name on its panel, a number on a die) is where it belongs. Not counted: a
    mark under a later box the text is wholly inside (the history panel over the table's
    seats), a box or panel drawn over the text (a banner across the dice: it covers them),
    and ink
    that only grazes a mark (a fifth of its height at most: a title's descenders on a
    panel's edge)."""
    marks = getattr(surface, "marks", [])
    rects = [rect for rect, *_ in marks]
    drawn_at = getattr(surface, "drawn_at", {})
    found = []
    for entry in getattr(surface, "texts", []):
        box, message = entry
        when = drawn_at.get(id(entry), float("inf"))
        near = box.collidelistall(rects)
        holders = [k for k in near if rects[k].inflate(2, 2).contains(box) and marks[k][1] != "symbol"]
        graze = max(6, box.height // 5)
        for k in near:
            rect, what, drawn = marks[k]
            if what != "symbol" and drawn > when:      # a band or panel over the text: it covers it
                continue
            common = box.clip(rect)
            if min(common.width, common.height) <= graze or rect.inflate(2, 2).contains(box) \
                    or any(h > k for h in holders):
                continue
            found.append((message, f"<runs out of, or over, a {what} at {tuple(rect)}>"))
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
