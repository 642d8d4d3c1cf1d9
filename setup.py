"""Packaging glue: the top-level sprites/ and sounds/ folders install as tabletop.sprites and
tabletop.sounds (everything else is declared in pyproject.toml). Every folder is listed as a
package, data folders too (lessons, word data, the phone page, each folder of pictures), so
setuptools installs their files without warnings."""

from setuptools import find_namespace_packages, setup

setup(
    packages=find_namespace_packages(include=["tabletop", "tabletop.*"])
    + [f"tabletop.sprites.{p}" for p in find_namespace_packages(where="sprites")]
    + ["tabletop.sprites", "tabletop.sounds"],
    package_dir={"tabletop.sprites": "sprites", "tabletop.sounds": "sounds"},
)
