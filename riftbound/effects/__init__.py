"""The card DSL: effect primitives that compose into spells and abilities."""
