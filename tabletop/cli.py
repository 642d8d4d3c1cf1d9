"""The command line: ``tabletop`` opens the launcher; sub-commands play, simulate, run scenarios
and take screenshots. Only ``play``, ``screenshot`` and the launcher import pygame."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, NoReturn

from tabletop import __version__
from tabletop.engine.errors import TabletopError


def _options(items: list[str] | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in items or []:
        key, sep, value = item.partition("=")
        if not sep:  # a bare word names the variant: --variant two-player
            key, value = "variant", item
        v: Any = value
        if value.lstrip("-").isdigit():
            v = int(value)
        out[key.strip()] = v
    return out


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad argument in one line (and exits 2), not a usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def _count(text: str) -> int:
    """A whole number of at least 1 (games, shots, jobs, players, actions)."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"{n} is too small: at least 1")
    if n > 10_000_000:
        raise argparse.ArgumentTypeError(f"{n} is too large: at most 10,000,000")
    return n


def _games_help() -> str:
    """The games and their options, for ``play --help`` and ``simulate --help``."""
    from tabletop.engine.game import game_class, game_names

    lines = ["games and their options (--variant NAME=VALUE, the first value is the default):"]
    for name in game_names():
        cls = game_class(name)
        seats = (
            f"{cls.MIN_SEATS}"
            if cls.MIN_SEATS == cls.MAX_SEATS
            else f"{cls.MIN_SEATS}-{cls.MAX_SEATS}"
        )
        lines.append(f"  {name:<10} {cls.TITLE}, {seats} players")
        for o in cls.OPTIONS:
            values = "|".join(map(str, o.choices))
            lines.append(f"      {o.name}={values}")
            if o.help:
                lines.append(f"          {o.help}")
    return "\n".join(lines)


def _add_host(sub: Any, games: str) -> None:
    """``tabletop host``: a table with no screen."""
    ho = sub.add_parser(
        "host",
        help="a table with no screen: phones and computer players only",
        epilog=games,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ho.add_argument("game")
    ho.add_argument("--seats", default="phone,bot", help="comma list: phone[:NAME],bot[:LEVEL]")
    ho.add_argument("--seed", type=int)
    ho.add_argument("--variant", action="append", metavar="NAME=VALUE", help="a game option")
    ho.add_argument("--address", help="the address to serve on (default: this machine's LAN)")
    ho.add_argument("--port", type=int, default=None, help="the port (default: 8765)")


def _add_demo(sub: Any, games: str) -> None:
    """``tabletop demo``: computer players in turn, with captions."""
    dm = sub.add_parser(
        "demo",
        help="computer players play the games in turn, with captions (a key or click: stop)",
        epilog=games,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    dm.add_argument("game", nargs="?", help="one game (default: every game in turn)")
    dm.add_argument("--pace", type=float, default=1.6, help="seconds between moves")
    dm.add_argument("--sound", action="store_true", help="play sounds (off by default)")
    dm.add_argument(
        "--level",
        default="normal",
        choices=("random", "easy", "normal", "hard"),
        help="the computer players' level (a game without it: its best)",
    )
    dm.add_argument("--size", help="window size WxH")
    dm.add_argument("--fullscreen", action="store_true")


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="tabletop", description="Five card games at one table.")
    p.add_argument("--version", action="version", version=f"tabletop {__version__}")
    p.add_argument("--size", help="the launcher's window size WxH (default: as left)")
    p.add_argument("--fullscreen", action="store_true", help="the launcher in full screen")
    sub = p.add_subparsers(dest="cmd", parser_class=_Parser)
    games = _games_help()
    raw = argparse.RawDescriptionHelpFormatter

    pl = sub.add_parser("play", help="start a game in a window", epilog=games, formatter_class=raw)
    pl.add_argument("game", nargs="?", help="the game (not needed with --load)")
    pl.add_argument("--load", type=Path, help="continue a saved game (a save or the autosave)")
    pl.add_argument("--seats", help="comma list: human,bot:normal,... (default: you + bots)")
    pl.add_argument("--seed", type=int)
    pl.add_argument("--variant", action="append", metavar="NAME=VALUE", help="a game option")
    pl.add_argument("--size", help="window size WxH (default: fits the screen, then as left)")
    pl.add_argument("--fullscreen", action="store_true")

    le = sub.add_parser("learn", help="take a game's lesson (a guided first game) in a window")
    le.add_argument("game")
    le.add_argument("--size", help="window size WxH")

    sm = sub.add_parser(
        "simulate",
        help="bots play many games; prints wins and speed",
        epilog=games + "\n  flick      the Shoot for Loot flick bots (--shots)",
        formatter_class=raw,
    )
    sm.add_argument("game")
    sm.add_argument("--games", type=_count, default=100)
    sm.add_argument("--shots", type=_count, default=1000, help="flick: shots per level")
    sm.add_argument("--bots", default=None, help="comma list of bot levels, one per seat")
    sm.add_argument("--players", type=_count, default=None, help="number of seats (all --bots[0])")
    sm.add_argument("--seed", type=int, default=0)
    sm.add_argument("--jobs", type=_count, default=1)
    sm.add_argument("--variant", action="append", metavar="NAME=VALUE")
    sm.add_argument(
        "--iterations",
        type=_count,
        default=None,
        help="the hard level searches this many iterations a decision instead of the app's "
        "budget for the game and seats (search.HARD_BUDGETS at the think setting)",
    )
    sm.add_argument("--jsonl", type=Path, help="append every finished game here as a JSON line")
    sm.add_argument("--json", action="store_true")

    _add_host(sub, games)

    sc = sub.add_parser("scenario", help="apply a scenario file; print the state as JSON")
    sc.add_argument("file", type=Path)

    sh = sub.add_parser(
        "screenshot",
        help="render the table headless after K bot actions",
        epilog=games,
        formatter_class=raw,
    )
    sh.add_argument("game")
    sh.add_argument("--seed", type=int, default=0)
    sh.add_argument("--after", type=int, default=10)
    sh.add_argument("--out", type=Path, required=True)
    sh.add_argument("--size", default="1920x1080")
    sh.add_argument("--seats", default=None)
    sh.add_argument("--variant", action="append", metavar="NAME=VALUE")
    sh.add_argument("--seat", type=int, default=0, help="whose view to draw")
    _add_demo(sub, games)
    return p


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise TabletopError(f"size {text!r}: write WIDTHxHEIGHT, like 1920x1080") from None
    return max(640, w), max(400, h)


def cmd_simulate(args: argparse.Namespace) -> int:
    from tabletop.ai.simulate import progress_bar, simulate
    from tabletop.engine.game import game_class

    if args.game == "flick":
        from tabletop.physics import flick  # noqa: F401  (pure pymunk, no pygame)

        rates = flick.measure_hit_rates(args.shots, args.seed)
        out = {"shots": args.shots, "hit_rates": rates}
        print(
            json.dumps(out) if args.json else "\n".join(f"{k}: {v:.1%}" for k, v in rates.items())
        )
        return 0
    cls = game_class(args.game)
    if args.players is not None and not cls.MIN_SEATS <= args.players <= cls.MAX_SEATS:
        raise TabletopError(
            f"{cls.TITLE} is played by {cls.MIN_SEATS} to {cls.MAX_SEATS} players, "
            f"not {args.players}"
        )
    if args.bots:
        levels = [x.strip() for x in args.bots.split(",") if x.strip()]
    else:
        levels = ["normal", "random"]
    if args.players:
        while len(levels) < args.players:
            levels.append(levels[-1])
        levels = levels[: args.players]
    if len(levels) < cls.MIN_SEATS:
        levels += ["random"] * (cls.MIN_SEATS - len(levels))
    hook = getattr(sys.modules.get(cls.__module__), "simulate_report", None)
    opts = _options(args.variant)
    if hook is not None:
        report = hook(args.games, levels, args.seed, args.jobs, opts)
    else:
        report = simulate(
            args.game,
            args.games,
            levels,
            seed=args.seed,
            jobs=args.jobs,
            options=opts,
            progress=None if args.json else progress_bar,
            iterations=args.iterations,
            each=None if args.jsonl is None else _jsonl(args.jsonl, args.game, levels),
        )
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{cls.TITLE}: {report['games']} games, bots {', '.join(report.get('bots', []))}")
        for label, w in report["wins"].items():
            rate = report.get("win_rates", {}).get(label, w / max(1, report["games"]))
            low, high = report.get("win_intervals95", {}).get(label, (0.0, 1.0))
            print(f"  wins {label:>12}: {w:8.1f}  ({rate:.1%}, 95 % {low:.1%}-{high:.1%})")
        print(f"  mean actions per game: {report['mean_actions']}")
        print(f"  engine actions per second: {report['actions_per_second']}")
        for k, v in report.get("metrics", {}).items():
            print(f"  {k}: {v}")
        if "think" in report:
            t = report["think"]
            n = report["iterations"]
            budget = f"{n} iterations a decision" if n else "the app's budget"
            print(
                f"  hard think time ({budget}): median {t['median_s']} s, "
                f"p99 {t['p99_s']} s, max {t['max_s']} s over {t['decisions']} decisions"
            )
    return 0


def _jsonl(path: Path, game: str, levels: list[str]) -> Any:
    """A ``simulate`` callback appending each finished game to ``path`` as one JSON line."""

    def each(one: dict[str, Any]) -> None:
        row = {"game": game, "bots": levels, **{k: v for k, v in one.items() if k != "think"}}
        row["think_max"] = max(one["think"], default=0.0)
        # every decision's think time (ms): runs resumed in parts pool their medians
        row["think_ms"] = [round(1000 * t, 1) for t in one["think"]]
        with path.open("a") as f:
            f.write(json.dumps(row) + "\n")

    return each


def cmd_scenario(args: argparse.Namespace) -> int:
    from tabletop.engine.scenario import run_scenario_file

    out = run_scenario_file(args.file)
    print(json.dumps(out.to_dict(), indent=1, default=str))
    if not out.ok:
        print(f"action {out.error_index} is illegal: {out.error}", file=sys.stderr)
        return 1
    return 0


def cmd_screenshot(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from tabletop.ui.app import screenshot

    screenshot(
        args.game,
        seed=args.seed,
        after=args.after,
        out=args.out,
        size=_size(args.size),
        seats=args.seats,
        options=_options(args.variant),
        seat=args.seat,
    )
    print(f"wrote {args.out}")
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    from tabletop.ui.app import run_app

    if args.game is None and args.load is None:
        raise TabletopError("play needs a GAME or --load FILE")
    return run_app(
        game=args.game,
        load=args.load,
        seats=args.seats,
        seed=args.seed,
        options=_options(args.variant),
        size=_size(args.size) if args.size else None,
        fullscreen=args.fullscreen,
    )


def cmd_learn(args: argparse.Namespace) -> int:
    from tabletop.engine.game import game_class
    from tabletop.lessons.format import first_lesson
    from tabletop.ui.app import run_app

    game_class(args.game)  # an unknown game: one clear sentence
    # a damaged lesson file: one sentence naming the file and the place (LessonError), status 2
    if first_lesson(args.game) is None:
        raise TabletopError(f"{args.game} has no lesson yet")
    return run_app(lesson=args.game, size=_size(args.size) if args.size else None)


def cmd_host(args: argparse.Namespace) -> int:
    """A room with no window: the phones join by the codes printed here; the computer players
    play at their pace; the game's public log is printed; the autosave keeps it (a window's
    Continue goes on with it, phones and all)."""
    from tabletop.room.host import serve

    return serve(
        args.game,
        args.seats,
        seed=args.seed,
        options=_options(args.variant),
        address=args.address,
        port=args.port,
    )


def cmd_demo(args: argparse.Namespace) -> int:
    from tabletop.engine.game import game_class
    from tabletop.ui.scenes.demo import run_demo

    if args.game is not None:
        game_class(args.game)  # an unknown game: one clear sentence
    if not 0.05 <= args.pace <= 60:
        raise TabletopError(f"--pace {args.pace}: give seconds between 0.05 and 60")
    return run_demo(
        [args.game] if args.game else None,
        pace=args.pace,
        sound=args.sound,
        size=_size(args.size) if args.size else None,
        fullscreen=args.fullscreen,
        level=args.level,
    )


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.cmd is None:
            from tabletop.ui.app import run_app

            return run_app(size=_size(args.size) if args.size else None, fullscreen=args.fullscreen)
        return {
            "play": cmd_play,
            "simulate": cmd_simulate,
            "scenario": cmd_scenario,
            "screenshot": cmd_screenshot,
            "demo": cmd_demo,
            "learn": cmd_learn,
            "host": cmd_host,
        }[args.cmd](args)
    except TabletopError as e:
        print(f"tabletop: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
