"""Packaging glue: the top-level sprites/ and sounds/ folders install as tabletop.sprites and
tabletop.sounds (everything else is declared in pyproject.toml)."""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["tabletop", "tabletop.*"])
    + ["tabletop.sprites", "tabletop.sounds"],
    package_dir={"tabletop.sprites": "sprites", "tabletop.sounds": "sounds"},
)
