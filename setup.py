"""The packages to install: the code under ``cardtable/``, and the card art kept at the top
level (``art/``, made by ``scripts/make_art.py``) installed as ``cardtable.art``. Everything
else about the project, the data files each package carries included, is in pyproject.toml."""

from setuptools import find_namespace_packages, setup

setup(
    packages=[*find_namespace_packages(include=["cardtable*"]), "cardtable.art"],
    package_dir={"cardtable.art": "art"},
)
