"""Trigger events (382-385): the names of the events triggered abilities wait for, the sets
that say where each is raised (an object's own events, events a permanent watches its
controller or others perform, those of abilities created by instructions), and the English
lead each renders as (``LEADS``). Raised by :mod:`riftbound.rules.triggers` and the modules
that call it; used by :class:`~riftbound.cards.model.TriggeredAbility`."""

from __future__ import annotations

# Trigger events (383), raised by rules/triggers.py. Events of the object itself:
PLAYED_SELF = "played_self"  # "When you play me/this" - a Play Effect (383.4.a)
ATTACK = "attack"  # "When I attack" (383.4.e)
DEFEND = "defend"  # "When I defend" (383.4.f)
CONQUER = "conquer"  # "When I conquer" (383.4.c)
HOLD = "hold"  # "When I hold" (383.4.d)
DIES = "dies"  # "When I die" / Deathknell (808)
START_OF_BEGINNING = "start_of_beginning"  # "At the start of your Beginning Phase" (315.2.a)
DEALT_DAMAGE = "dealt_damage"  # "When I'm dealt damage": only valid damage is dealt (417.1.e.1)
# "When you play me from face down": a Play Effect of a card played from hiding (811.1.d, 383.4.a)
PLAYED_SELF_FACEDOWN = "played_self_facedown"
# Events a permanent on the board watches its controller perform (384.2):
YOU_PLAY_SPELL = "you_play_spell"  # "When you play a spell" (383.4.a.4: not a Play Effect)
YOU_CONQUER = "you_conquer"  # "When you conquer" (383.4.c.2.b)
YOU_HOLD = "you_hold"  # "When you hold" (383.4.d.2.b)
FRIENDLY_DIES = "friendly_dies"  # "When another unit you control dies" (383.2.c.2)
SELF_EVENTS = frozenset({PLAYED_SELF, ATTACK, DEFEND, CONQUER, HOLD, DIES, START_OF_BEGINNING, DEALT_DAMAGE,
                         PLAYED_SELF_FACEDOWN})
WATCHER_EVENTS = frozenset({YOU_PLAY_SPELL, YOU_CONQUER, YOU_HOLD, FRIENDLY_DIES})
# Watchers of filtered plays and of other players' events (383.2.c, 383.4.a.4, 384.2; rules/watchers.py):
YOU_PLAY = "you_play"  # "When you play <PlayFilter>" (383.4.a.4)
OPPONENT_PLAYS = "opponent_plays"  # "When an opponent plays <PlayFilter>"
FRIENDLY_UNIT_DIES = "friendly_unit_dies"  # "When a friendly unit dies": teammates' units too (740.1)
ANOTHER_FRIENDLY_DIES = "another_friendly_dies"  # "When another friendly unit dies" (740.1)
ENEMY_DIES = "enemy_dies"  # "When an enemy unit dies" (740.2)
ENEMY_ATTACKS_YOURS = "enemy_attacks_yours"  # "When an enemy unit attacks a battlefield you control" (383.4.e)
# "When a friendly unit attacks or defends alone" (383.4.e-f, 741.1): as it first gains its designation
FRIENDLY_COMBAT_ALONE = "friendly_combat_alone"
PLAY_EVENTS = frozenset({YOU_PLAY, OPPONENT_PLAYS})
OTHERS_EVENTS = frozenset({FRIENDLY_UNIT_DIES, ANOTHER_FRIENDLY_DIES, ENEMY_DIES, ENEMY_ATTACKS_YOURS,
                           FRIENDLY_COMBAT_ALONE})
WATCHER_EVENTS = WATCHER_EVENTS | PLAY_EVENTS | OTHERS_EVENTS
# Whose events a watcher sees, relative to its controller (rules/triggers.py collect_watchers); others: its own.
WATCHED = {OPPONENT_PLAYS: "enemy", FRIENDLY_UNIT_DIES: "friendly", ANOTHER_FRIENDLY_DIES: "friendly",
           ENEMY_DIES: "enemy", FRIENDLY_COMBAT_ALONE: "friendly"}
# Conditions of abilities created by instructions (rules/delayed.py, rules/reflexive.py):
NEXT_TURN_START = "next_turn_start"  # "At the start of your next turn" (390.2)
NEXT_MAIN_START = "next_main_start"  # "At the start of your next Main Phase" (390.2, 316.1)
END_OF_TURN = "end_of_turn"  # "At the end of this turn" (390.2, 317.1.a)
DIES_THIS_TURN = "dies_this_turn"  # "When that unit dies this turn" (390.2)
NEXT_UNIT_THIS_TURN = "next_unit_this_turn"  # "The next time you play a unit this turn" (390.2, 391)
WHEN_YOU_DO = "when_you_do"  # "..., When you do, ..." (387.2-387.3)
DO_THIS = "do_this"  # "Do this:" (387.1-387.2)
# "If this kills it, do this:" waits for that unit's death in the cleanup after the item resolves
# (387.2-387.3, 323.5; the Origins FAQ, Disintegrate): the condition of a delayed record, not of an ability
KILLED_BY_THIS = "killed_by_this"
# "When any unit takes damage this turn": triggers each time valid damage is dealt to a unit this turn
# (390.2, 417.1.e.1), "it" being that unit; "<effects> the next time it takes damage this turn": once,
# for the unit chosen (rules/delayed.py)
DAMAGED_THIS_TURN = "damaged_this_turn"
NEXT_DAMAGE_THIS_TURN = "next_damage_this_turn"
DELAYED_EVENTS = frozenset({NEXT_TURN_START, END_OF_TURN, DIES_THIS_TURN, NEXT_UNIT_THIS_TURN, DAMAGED_THIS_TURN,
                            NEXT_DAMAGE_THIS_TURN, NEXT_MAIN_START})
LEADS = {PLAYED_SELF: "When you play me,", PLAYED_SELF_FACEDOWN: "When you play me from face down,",
         ATTACK: "When I attack,", DEFEND: "When I defend,",
          CONQUER: "When I conquer,", HOLD: "When I hold,", DEALT_DAMAGE: "When I'm dealt damage,",
          YOU_PLAY_SPELL: "When you play a spell,",
          YOU_CONQUER: "When you conquer,", YOU_HOLD: "When you hold,",
          FRIENDLY_DIES: "When another unit you control dies,",
          NEXT_TURN_START: "At the start of your next turn,", NEXT_MAIN_START: "At the start of your next Main Phase,",
          END_OF_TURN: "At the end of this turn,",
          DIES_THIS_TURN: "When that unit dies this turn,", WHEN_YOU_DO: "When you do,", DO_THIS: "Do this:",
          NEXT_UNIT_THIS_TURN: "The next time you play a unit this turn,",
          DAMAGED_THIS_TURN: "When any unit takes damage this turn,",
          NEXT_DAMAGE_THIS_TURN: "The next time that unit takes damage this turn,"}
LEADS.update({YOU_PLAY: "When you play", OPPONENT_PLAYS: "When an opponent plays",  # + PlayFilter.text
               FRIENDLY_UNIT_DIES: "When a friendly unit dies,",
               ANOTHER_FRIENDLY_DIES: "When another friendly unit dies,", ENEMY_DIES: "When an enemy unit dies,",
               ENEMY_ATTACKS_YOURS: "When an enemy unit attacks a battlefield you control,",
               FRIENDLY_COMBAT_ALONE: "When a friendly unit attacks or defends alone,"})
# Movement and other game actions (rules/action_triggers.py). Of the object itself:
MOVE = "move"  # "When I move" (440-448; a recall is not a move, 451.1)
MOVE_TO_BF = "move_to_battlefield"  # "When I move to a battlefield" (442.2)
MOVE_FROM_BF = "move_from_battlefield"  # "When I move from a battlefield" (442.1)
# "When I move from a location": every move; "there" in its instructions is that location (359.3.f.3)
MOVE_FROM_LOCATION = "move_from_location"
END_OF_YOUR_TURN = "end_of_your_turn"  # "At the end of your turn" (317.1.a)
BECOME_READY = "become_ready"  # "When I become ready" (415)
DISCARDED_SELF = "discarded_self"  # "When you discard me" (422.1.b)
YOU_BUFF_ME = "you_buff_me"  # "When you buff me" (426, 411.4)
# ... and watching the player responsible for the action (411.4):
YOU_STUN_ENEMY = "you_stun_enemy"  # "When you stun an enemy unit" (423.1.a.1)
YOU_STUN_ENEMIES = "you_stun_enemies"  # "When you stun one or more enemy units" (423)
YOU_RECYCLE_CARDS = "you_recycle_cards"  # "When you recycle one or more cards to your Main Deck" (416)
YOU_RECYCLE_RUNE = "you_recycle_rune"  # "When you recycle a rune" (416.1.b)
YOU_DISCARD = "you_discard"  # "When you discard one or more cards" (422)
YOU_BANISH_OWN = "you_banish_own"  # "When you banish a card you own" (427)
YOU_MOVE_ENEMY = "you_move_enemy"  # "When you move an enemy unit": "it" is that unit (411.4)
# "When you stun an enemy unit at a battlefield": "that battlefield" is where it was stunned (423, 411.4)
YOU_STUN_ENEMY_AT_BF = "you_stun_enemy_at_battlefield"
MOVE_EVENTS = frozenset({MOVE, MOVE_TO_BF, MOVE_FROM_BF, MOVE_FROM_LOCATION})
ACTION_EVENTS = frozenset({END_OF_YOUR_TURN, BECOME_READY, DISCARDED_SELF, YOU_BUFF_ME, YOU_STUN_ENEMY,
                           YOU_STUN_ENEMIES, YOU_RECYCLE_CARDS, YOU_RECYCLE_RUNE, YOU_DISCARD, YOU_BANISH_OWN,
                           YOU_MOVE_ENEMY, YOU_STUN_ENEMY_AT_BF})
SELF_EVENTS = SELF_EVENTS | MOVE_EVENTS | {END_OF_YOUR_TURN, BECOME_READY, DISCARDED_SELF, YOU_BUFF_ME}
WATCHER_EVENTS = WATCHER_EVENTS | {YOU_STUN_ENEMY, YOU_STUN_ENEMIES, YOU_RECYCLE_CARDS, YOU_RECYCLE_RUNE,
                                   YOU_DISCARD, YOU_BANISH_OWN, YOU_MOVE_ENEMY, YOU_STUN_ENEMY_AT_BF}
LEADS.update({MOVE: "When I move,", MOVE_TO_BF: "When I move to a battlefield,",
               MOVE_FROM_BF: "When I move from a battlefield,", MOVE_FROM_LOCATION: "When I move from a location,",
               END_OF_YOUR_TURN: "At the end of your turn,",
               BECOME_READY: "When I become ready,", DISCARDED_SELF: "When you discard me,",
               YOU_STUN_ENEMY: "When you stun an enemy unit,",
               YOU_STUN_ENEMIES: "When you stun one or more enemy units,",
               YOU_RECYCLE_CARDS: "When you recycle one or more cards to your Main Deck,",
               YOU_RECYCLE_RUNE: "When you recycle a rune,", YOU_DISCARD: "When you discard one or more cards,",
               YOU_BANISH_OWN: "When you banish a card you own,", YOU_BUFF_ME: "When you buff me,",
               YOU_MOVE_ENEMY: "When you move an enemy unit,",
               YOU_STUN_ENEMY_AT_BF: "When you stun an enemy unit at a battlefield,"})
# Battlefields and combat results (rules/battlefield_triggers.py). Raised on a battlefield, whose
# "you" is its controller (187.6.c): it triggers only when that player is the one acting.
CONQUER_HERE = "conquer_here"  # "When you conquer here" (466.2.a)
HOLD_HERE = "hold_here"  # "When you hold here" (466.2.b)
DEFEND_HERE = "defend_here"  # "When you defend here" (459.2.b.2)
BATTLEFIELD_EVENTS = frozenset({CONQUER_HERE, HOLD_HERE, DEFEND_HERE})
# Raised on a battlefield and on the units there ("here" is the unit's location):
SHOWDOWN_HERE = "showdown_here"  # "When a showdown begins here" (344)
# Of a unit itself, and watching its controller:
WIN_COMBAT = "win_combat"  # "When I win a combat" (461.3.a, 461.3.c)
COMBAT_ENDS = "combat_ends"  # "When a combat that I was in ends" (461.7)
YOU_WIN_COMBAT = "you_win_combat"  # "When you win a combat" (461.3.a)
YOU_OR_ALLY_HOLD = "you_or_ally_hold"  # "When you or an ally hold": a teammate's Hold too (464.2, 484)
COMBAT_EVENTS = frozenset({SHOWDOWN_HERE, WIN_COMBAT, COMBAT_ENDS})
# Of a battlefield only, whoever controls it: "When combat starts here" (459.2)
COMBAT_HERE = "combat_here"
# Of a unit itself: "When I die in combat": it dies while in combat (741.3), raised with DIES
DIE_IN_COMBAT = "die_in_combat"
SELF_EVENTS = SELF_EVENTS | BATTLEFIELD_EVENTS | COMBAT_EVENTS | {COMBAT_HERE, DIE_IN_COMBAT}
YOU_LOSE_COMBAT = "you_lose_combat"  # "When you lose a combat" (461.3.b)
WATCHER_EVENTS = WATCHER_EVENTS | {YOU_WIN_COMBAT, YOU_OR_ALLY_HOLD, YOU_LOSE_COMBAT}
WATCHED[YOU_OR_ALLY_HOLD] = "friendly"  # an ally is a teammate (484.8.d)
LEADS.update({CONQUER_HERE: "When you conquer here,", HOLD_HERE: "When you hold here,",
               DEFEND_HERE: "When you defend here,", SHOWDOWN_HERE: "When a showdown begins here,",
               WIN_COMBAT: "When I win a combat,", COMBAT_ENDS: "When a combat that I was in ends,",
               YOU_WIN_COMBAT: "When you win a combat,", YOU_OR_ALLY_HOLD: "When you or an ally hold,",
               START_OF_BEGINNING: "At the start of your Beginning Phase,",
               COMBAT_HERE: "When combat starts here,", DIE_IN_COMBAT: "When I die in combat,",
               YOU_LOSE_COMBAT: "When you lose a combat,"})
# Limits on how often a triggered ability triggers (TriggeredAbility.limit):
FIRST_EACH_TURN = "first"  # "The first time ... each turn" (383.1.b)
ONCE_EACH_TURN = "once"  # "Once each turn, when ..." (383.3.f)
THIRD_IN_TURN = "third"  # "The third time ... in a turn" (383.1, 383.1.b; rules/trigger_limits.py)
LIMITS = ("", FIRST_EACH_TURN, ONCE_EACH_TURN, THIRD_IN_TURN)
TRASH = "trash"  # TriggeredAbility.zone: it works from its owner's trash (385)
# Of the object itself (rules/effect_text.py raises them, only in a game that has them):
LEAVES_BOARD = "leaves_board"  # "When I leave the board": any zone change from the board (110, 383.2.c)
CHOSEN = "chosen"  # "When you choose me": a Targeting Effect (383.4.b), its controller's spell or ability
SELF_EVENTS = SELF_EVENTS | {LEAVES_BOARD, CHOSEN}
LEADS.update({LEAVES_BOARD: "When I leave the board,", CHOSEN: "When you choose me,"})
# Real cards III: trigger events. Targeting Effects (383.4.b; rules/effect_text.py chosen, CF_CHOSEN):
CHOSEN_BY_SPELL = "chosen_by_spell"  # "When you choose me with a spell": a spell of its controller targets it
YOU_CHOOSE_FRIENDLY = "you_choose_friendly"  # "When you choose a friendly unit": "it" is that unit (383.4.b.1)
CHOOSE_EVENTS = frozenset({CHOSEN, CHOSEN_BY_SPELL, YOU_CHOOSE_FRIENDLY})
# Watching the player responsible for an action (411.4; rules/action_triggers.py), "it" is the unit:
YOU_READY_FRIENDLY = "you_ready_friendly"  # "When you ready a friendly unit" (415.3)
YOU_BUFF_FRIENDLY = "you_buff_friendly"  # "When you buff a friendly unit" (426.1.b.1)
ENEMIES_DIE = "enemies_die"  # "When one or more enemy units die": once per action (428, 740.2)
OPPONENT_SCORES = "opponent_scores"  # "When an opponent scores" (463, 466)
ACTION_EVENTS = ACTION_EVENTS | {YOU_READY_FRIENDLY, YOU_BUFF_FRIENDLY}
SELF_EVENTS = SELF_EVENTS | {CHOSEN_BY_SPELL}
WATCHER_EVENTS = WATCHER_EVENTS | {YOU_CHOOSE_FRIENDLY, YOU_READY_FRIENDLY, YOU_BUFF_FRIENDLY, ENEMIES_DIE,
                                   OPPONENT_SCORES}
OTHERS_EVENTS = OTHERS_EVENTS | {ENEMIES_DIE}
WATCHED.update({ENEMIES_DIE: "enemy", OPPONENT_SCORES: "enemy"})
LEADS.update({CHOSEN_BY_SPELL: "When you choose me with a spell,",
              YOU_CHOOSE_FRIENDLY: "When you choose a friendly unit,",
              YOU_READY_FRIENDLY: "When you ready a friendly unit,",
              YOU_BUFF_FRIENDLY: "When you buff a friendly unit,",
              ENEMIES_DIE: "When one or more enemy units die,", OPPONENT_SCORES: "When an opponent scores,"})
ATTACHED_TO_ME = "attached_to_me"  # "When you attach an Equipment to me" (434.1, 411.4; rules/action_triggers.py)
ACTION_EVENTS = ACTION_EVENTS | {ATTACHED_TO_ME}
SELF_EVENTS = SELF_EVENTS | {ATTACHED_TO_ME}
LEADS[ATTACHED_TO_ME] = "When you attach an Equipment to me,"
YOU_HIDE = "you_hide"  # "When you hide a card" (421.1, 811.1.b; keywords/hidden.py)
ACTION_EVENTS = ACTION_EVENTS | {YOU_HIDE}
WATCHER_EVENTS = WATCHER_EVENTS | {YOU_HIDE}
LEADS[YOU_HIDE] = "When you hide a card,"
MOVE_FROM_HERE = "move_from_here"  # a battlefield's "When a unit moves from here": "it" is that unit (442.1)
BATTLEFIELD_EVENTS = BATTLEFIELD_EVENTS | {MOVE_FROM_HERE}
SELF_EVENTS = SELF_EVENTS | {MOVE_FROM_HERE}
LEADS[MOVE_FROM_HERE] = "When a unit moves from here,"
# A battlefield's "While you control this battlefield, when you play ..." (187.6.c, 383.4.a.4): its
# controller's plays, filtered like YOU_PLAY (rules/battlefield_triggers.py)
CONTROLLED_YOU_PLAY = "controlled_you_play"
BATTLEFIELD_EVENTS = BATTLEFIELD_EVENTS | {CONTROLLED_YOU_PLAY}
SELF_EVENTS = SELF_EVENTS | {CONTROLLED_YOU_PLAY}
FILTERED_PLAY_EVENTS = PLAY_EVENTS | {CONTROLLED_YOU_PLAY}  # those a PlayFilter describes
LEADS[CONTROLLED_YOU_PLAY] = "While you control this battlefield, when you play"
# A battlefield's "When a player plays a unit here": any player's play of a unit, card or token, that
# enters the board here (419.4.a, 182.1.a); "they" — the player who played it — control the ability and
# make its choices (rules/battlefield_triggers.py, docs/rulings.md); "it" is that unit.
UNIT_PLAYED_HERE = "unit_played_here"
NONTOKEN_PLAYED_HERE = "nontoken_played_here"  # "... plays a non-token unit here" (182)
PLAYED_HERE_EVENTS = frozenset({UNIT_PLAYED_HERE, NONTOKEN_PLAYED_HERE})
BATTLEFIELD_EVENTS = BATTLEFIELD_EVENTS | PLAYED_HERE_EVENTS
SELF_EVENTS = SELF_EVENTS | PLAYED_HERE_EVENTS
# "When a unit here is returned to a player's hand": a unit at the battlefield returned to its owner's
# hand (a token ceases to exist instead, 183.1); "that player" — the owner — controls the ability
RETURNED_FROM_HERE = "returned_from_here"
BATTLEFIELD_EVENTS = BATTLEFIELD_EVENTS | {RETURNED_FROM_HERE}
SELF_EVENTS = SELF_EVENTS | {RETURNED_FROM_HERE}
LEADS[RETURNED_FROM_HERE] = "When a unit here is returned to a player's hand,"
LEADS.update({UNIT_PLAYED_HERE: "When a player plays a unit here,",
              NONTOKEN_PLAYED_HERE: "When a player plays a non-token unit here,"})
# Real cards II: precon Fiora. A unit's conquer of a battlefield nobody controlled (187.2.a,
# 464.1; rules/scoring.py raises it with CONQUER), a battlefield's conquer by a player with a
# Mighty unit there (706-708), and a unit becoming Mighty (709; rules/becoming_mighty.py).
CONQUER_UNCONTROLLED = "conquer_uncontrolled"  # "When I conquer a battlefield that was uncontrolled"
CONQUER_HERE_MIGHTY = "conquer_here_mighty"  # "When you conquer here with one or more [Mighty] units"
UNIT_YOU_CONTROL_MIGHTY = "unit_you_control_mighty"  # "When a unit you control becomes [Mighty]": "it" is it
YOUR_UNIT_MIGHTY = "your_unit_mighty"  # "When one of your units becomes [Mighty]" (the same event, 709)
BECOMES_MIGHTY = frozenset({UNIT_YOU_CONTROL_MIGHTY, YOUR_UNIT_MIGHTY})
SELF_EVENTS = SELF_EVENTS | {CONQUER_UNCONTROLLED, CONQUER_HERE_MIGHTY}
BATTLEFIELD_EVENTS = BATTLEFIELD_EVENTS | {CONQUER_HERE_MIGHTY}
WATCHER_EVENTS = WATCHER_EVENTS | BECOMES_MIGHTY
LEADS.update({CONQUER_UNCONTROLLED: "When I conquer a battlefield that was uncontrolled,",
              CONQUER_HERE_MIGHTY: "When you conquer here with one or more [Mighty] units,",
              UNIT_YOU_CONTROL_MIGHTY: "When a unit you control becomes [Mighty],",
              YOUR_UNIT_MIGHTY: "When one of your units becomes [Mighty],"})
# Real cards II: the equipment family. "When you use an activated ability of a gear": fulfilled as
# the ability resolves (377.2.a; an Add ability as it is used, 400.2; rules/gear_use.py)
YOU_USE_GEAR_ABILITY = "you_use_gear_ability"
WATCHER_EVENTS = WATCHER_EVENTS | {YOU_USE_GEAR_ABILITY}
LEADS[YOU_USE_GEAR_ABILITY] = "When you use an activated ability of a gear,"
# Deaths of units as they last existed on the board (rules/watchers.py, noted only in a game whose
# catalog has these, cards/info.py CF_DEATH_DETAILS); their instructions call the unit "it":
BUFFED_FRIENDLY_DIES = "buffed_friendly_dies"  # "When a buffed friendly unit dies" (702, 740.1)
NONRECRUIT_YOURS_DIES = "nonrecruit_yours_dies"  # "When another non-Recruit unit you control dies" (133.8)
DEATH_DETAIL_EVENTS = frozenset({BUFFED_FRIENDLY_DIES, NONRECRUIT_YOURS_DIES})
WATCHER_EVENTS = WATCHER_EVENTS | DEATH_DETAIL_EVENTS
WATCHED[BUFFED_FRIENDLY_DIES] = "friendly"
LEADS.update({BUFFED_FRIENDLY_DIES: "When a buffed friendly unit dies,",
              NONRECRUIT_YOURS_DIES: "When another non-Recruit unit you control dies,"})
# A delayed ability waiting for a chosen unit to win a combat this turn (390.2, 461.3.c; rules/delayed.py)
WINS_COMBAT_THIS_TURN = "wins_combat_this_turn"  # "When it wins a combat this turn"
DELAYED_EVENTS = DELAYED_EVENTS | {WINS_COMBAT_THIS_TURN}
LEADS[WINS_COMBAT_THIS_TURN] = "When it wins a combat this turn,"
# "When a friendly unit is played this turn": a delayed ability triggering at each such play until the
# turn ends (390.2, 391, 740.1; rules/delayed.py), its instructions calling that unit "it"
FRIENDLY_PLAYED_THIS_TURN = "friendly_played_this_turn"
DELAYED_EVENTS = DELAYED_EVENTS | {FRIENDLY_PLAYED_THIS_TURN}
LEADS[FRIENDLY_PLAYED_THIS_TURN] = "When a friendly unit is played this turn,"
# "When you spend a buff" (702.2.b): once per buff spent by its controller (rules/action_triggers.py)
YOU_SPEND_BUFF = "you_spend_buff"
ACTION_EVENTS = ACTION_EVENTS | {YOU_SPEND_BUFF}
WATCHER_EVENTS = WATCHER_EVENTS | {YOU_SPEND_BUFF}
LEADS[YOU_SPEND_BUFF] = "When you spend a buff,"
# "When you draw your second card each turn" (413; rules/action_triggers.py): the draws of the turn are
# counted only in a game whose catalog has it (cards/info.py CF_DRAWS, rules/turn_history.py)
YOU_DRAW_SECOND = "you_draw_second"
DRAW_EVENTS = frozenset({YOU_DRAW_SECOND})
WATCHER_EVENTS = WATCHER_EVENTS | DRAW_EVENTS
LEADS[YOU_DRAW_SECOND] = "When you draw your second card each turn,"
# Real cards III: movement. Watchers of moves and defences (rules/move_watchers.py, raised only in a
# game whose catalog has them, CF_MOVE_WATCH):
# "When an opponent moves to a battlefield other than mine": one or more units of an opponent move to
# a battlefield where the watcher is not, by any means, once per move (444; the Vegas 2026 rulings)
OPPONENT_MOVES_ELSEWHERE = "opponent_moves_elsewhere"
# "When a friendly unit moves from my location": once per unit, "it" is that unit (442.1, 740.1)
FRIENDLY_MOVES_FROM_MY_LOCATION = "friendly_moves_from_my_location"
# "When you defend at a battlefield": its controller becomes the defender (459.2.b.2); "there" is that
# battlefield (a slot past the ability's targets)
YOU_DEFEND_AT_BF = "you_defend_at_bf"
MOVE_WATCH_EVENTS = frozenset({OPPONENT_MOVES_ELSEWHERE, FRIENDLY_MOVES_FROM_MY_LOCATION, YOU_DEFEND_AT_BF})
WATCHER_EVENTS = WATCHER_EVENTS | MOVE_WATCH_EVENTS
WATCHED.update({OPPONENT_MOVES_ELSEWHERE: "enemy", FRIENDLY_MOVES_FROM_MY_LOCATION: "friendly"})
LEADS.update({OPPONENT_MOVES_ELSEWHERE: "When an opponent moves to a battlefield other than mine,",
              FRIENDLY_MOVES_FROM_MY_LOCATION: "When a friendly unit moves from my location,",
              YOU_DEFEND_AT_BF: "When you defend at a battlefield,"})
# Real cards III: battlefields. A battlefield's "At the start of each player's [first] Beginning
# Phase" (315.2.a): every player's, whoever controls the battlefield (187.6.a-b); "that player" — the
# turn player — puts the "first" one on the chain and is its "you" (187.6.b, rules/battlefield_triggers.py).
EACH_BEGINNING = "each_beginning"
EACH_FIRST_BEGINNING = "each_first_beginning"
BATTLEFIELD_EVENTS = BATTLEFIELD_EVENTS | {EACH_BEGINNING, EACH_FIRST_BEGINNING}
SELF_EVENTS = SELF_EVENTS | {EACH_BEGINNING, EACH_FIRST_BEGINNING}
# A battlefield's "When a player plays <PlayFilter>": any player's play, complete (419.4.a), whoever
# controls the battlefield; "they" — the player who played — control the ability (rules/battlefield_triggers.py)
PLAYER_PLAYS = "player_plays"
BATTLEFIELD_EVENTS = BATTLEFIELD_EVENTS | {PLAYER_PLAYS}
SELF_EVENTS = SELF_EVENTS | {PLAYER_PLAYS}
FILTERED_PLAY_EVENTS = FILTERED_PLAY_EVENTS | {PLAYER_PLAYS}
LEADS[PLAYER_PLAYS] = "When a player plays"
# A battlefield's "When a player chooses a friendly unit here with a spell": a spell's Targeting Effect
# (383.4.b) on a unit at the battlefield friendly to the spell's controller (740.1), who is "they"
# (rules/effect_text.py chosen). Its "first time each turn" reads "... for the first time each turn".
CHOSEN_HERE_BY_SPELL = "chosen_here_by_spell"
BATTLEFIELD_EVENTS = BATTLEFIELD_EVENTS | {CHOSEN_HERE_BY_SPELL}
SELF_EVENTS = SELF_EVENTS | {CHOSEN_HERE_BY_SPELL}
CHOOSE_EVENTS = CHOOSE_EVENTS | {CHOSEN_HERE_BY_SPELL}
LEADS[CHOSEN_HERE_BY_SPELL] = "When a player chooses a friendly unit here with a spell,"
FIRST_AFTER = frozenset({CHOSEN_HERE_BY_SPELL})  # "When ... for the first time each turn,"
# Battlefield abilities whose "you" is "they" or "that player", the player acting: theirs even while the
# battlefield is uncontrolled (187.6.b-c; the Unleashed FAQ on Abandoned Hall)
THEY_EVENTS = PLAYED_HERE_EVENTS | {EACH_FIRST_BEGINNING, PLAYER_PLAYS, CHOSEN_HERE_BY_SPELL, RETURNED_FROM_HERE}
LEADS.update({EACH_BEGINNING: "At the start of each player's Beginning Phase,",
              EACH_FIRST_BEGINNING: "At the start of each player's first Beginning Phase,"})
# "When they hold": a delayed ability waiting for a chosen player's Hold (464.2), with no end (unl-169;
# rules/delayed.py player_held)
THEY_HOLD = "they_hold"
DELAYED_EVENTS = DELAYED_EVENTS | {THEY_HOLD}
LEADS[THEY_HOLD] = "When they hold,"
# Real cards IV: who kills (411.4, 428.5; rules/kills.py, raised only in a game whose catalog has them,
# cards/info.py CF_KILLS). "You" kill a unit when you are responsible for the kill action (411.4): a
# kill instruction you perform, or lethal damage you dealt by the spell or ability that resolved just
# before the cleanup (428.5.c) or in combat (460.2.c); "it" is the unit killed.
YOU_KILL_STUNNED_ENEMY = "you_kill_stunned_enemy"  # "When you kill a stunned enemy unit" (423, 740.2)
# "When you kill a unit with a spell": the kill is attributed to a spell you control (428.5.d-e; the
# Origins FAQ, Immortal Phoenix)
YOU_KILL_WITH_SPELL = "you_kill_with_spell"
KILL_EVENTS = frozenset({YOU_KILL_STUNNED_ENEMY, YOU_KILL_WITH_SPELL})
WATCHER_EVENTS = WATCHER_EVENTS | KILL_EVENTS
LEADS.update({YOU_KILL_STUNNED_ENEMY: "When you kill a stunned enemy unit,",
              YOU_KILL_WITH_SPELL: "When you kill a unit with a spell,"})

# What an ability working from the trash can trigger on: its owner's events — every watcher event
# above, so defined last — and the points of their turn (rules/triggers.py collect_watchers,
# collect_turn_point)
TRASH_EVENTS = WATCHER_EVENTS | {START_OF_BEGINNING, END_OF_YOUR_TURN}
