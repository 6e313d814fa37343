"""Things drawn on the table: felt, dice, prize cards, player areas."""
