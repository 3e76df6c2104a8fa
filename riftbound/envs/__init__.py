"""Standard learning environments over the engine, in the optional ``rl`` extra
(``pip install 'riftbound[rl]'``): :mod:`riftbound.envs.pettingzoo` (an AEC environment for
every mode), :mod:`riftbound.envs.gymnasium` (one seat against a built-in agent) and
:mod:`riftbound.envs.openspiel` (importing it registers ``python_riftbound``).

All three use the encodings of :mod:`riftbound.encoding`: an integer per action and a fixed
observation tensor built from ``observation(player)`` only. An action that is not legal now
changes nothing and is flagged with ``info["illegal_action"]`` (PettingZoo, Gymnasium).
"""
