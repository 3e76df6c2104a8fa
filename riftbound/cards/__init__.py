"""Card definitions: the model, the built-in test cards and decks, and the catalog."""
