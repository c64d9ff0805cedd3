"""The round flow: from a stream of cards and taps to a settled, confirmed round."""

from dealer_assist.flow.dealing import Slot
from dealer_assist.flow.records import Record
from dealer_assist.flow.round import Alert, Phase, Round

__all__ = ["Alert", "Phase", "Record", "Round", "Slot"]
