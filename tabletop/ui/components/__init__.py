"""Drawing components shared by every game's table: the card face (one renderer, configured per
game by a ``CardStyle``), the hand row and the large card view."""
