"""tabletop: five card games at one table, one machine, one screen."""

__version__ = "0.1.0"
