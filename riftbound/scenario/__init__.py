"""Scenarios: a board state, a script of actions and expected outcomes in one YAML file,
shared by judges, tests and bug reports (docs/scenarios.md)."""
