"""The floor database: schema ``floor``, its roles and its versioned migrations.

Roles (cluster-wide, created by ``floor init``):

- ``da_floor_admin`` (no login) owns every object and migrates; grant it to a person's
  login role to make them an administrator.
- ``da_floor_table`` (no login) is the group of the tables' roles: each table logs in as a
  role of its own (``floor add-table``) that may insert only its own table's entries
  (row-level security) and read them back, never update or delete.
- ``da_floor_pit`` (no login) is the group of the pit's roles: reads everything, records
  approvals (of a logged entry, or the answer to a table's request to approve a large
  payout, schema 2).

What each table ships goes into ``floor.entries`` (round-log entries) and
``floor.audit_entries`` (the staff file's audit trail). A trigger checks, as each entry
arrives, that it continues the chain the floor holds for that table and (for round-log
entries) recomputes its SHA-256 from the canonical text shipped with it; the tables are
append-only for everyone, their owner included.
"""

from __future__ import annotations

from dealer_assist.log.chain import HASH_PREFIX
from dealer_assist.log.schema import CHAINED_COLUMNS, CONTENT_TABLES, GENESIS_HASH

SCHEMA_VERSION = 3
ADMIN_ROLE = "da_floor_admin"
TABLE_GROUP = "da_floor_table"
PIT_GROUP = "da_floor_pit"
GROUP_ROLES = (ADMIN_ROLE, TABLE_GROUP, PIT_GROUP)
STATUS_CHANNEL = "floor_status"
APPROVAL_CHANNEL = "floor_approvals"
"""Notified with the table id when a table asks for a payout approval or the pit gives one."""

# SQLSTATEs the floor raises (class "DA"): the shipper tells a fork from a passing failure.
FLAGGED, FORK, GAP, BAD_ENTRY, CLAIMED = "DA001", "DA002", "DA003", "DA004", "DA005"


def _bytea(data: bytes) -> str:
    return "'\\x" + data.hex() + "'::bytea"


def _digest_sql() -> str:
    """SQL of the entry's SHA-256, exactly as :func:`dealer_assist.log.chain.entry_hash`."""
    parts = [_bytea(HASH_PREFIX), "convert_to(chain_row, 'UTF8')"]
    for table in CONTENT_TABLES:
        parts.append(_bytea(b"\x1d" + table.encode() + b"\x1e"))
        parts.append(f"coalesce(convert_to({table}_rows, 'UTF8'), ''::bytea)")
    return "encode(sha256(" + " || ".join(parts) + "), 'hex')"


_ROUND_COLUMNS = CHAINED_COLUMNS["rounds"]
_INTEGER_COLUMNS = {
    "boxes",
    "total_wagered_cents",
    "total_paid_cents",
    "house_result_cents",
    "largest_payout_cents",
    "capped",
    "corrected",
    "alerts",
}


def _rounds_view() -> str:
    fields = []
    for index, column in enumerate(_ROUND_COLUMNS):
        if column in ("position", "table_id", "round_id", "round_file", "settlement"):
            continue  # the entry's own, or large documents read from rounds_rows when needed
        cast = "::bigint" if column in _INTEGER_COLUMNS else ""
        fields.append(f"(r.j ->> {index}){cast} AS {column}")
    return (
        "CREATE VIEW floor.rounds WITH (security_invoker = true) AS SELECT e.table_id, e.position, e.round_id, "
        "e.hash, e.received_at, r.j ->> 2 AS logged_table_id, "
        + ", ".join(fields)
        + " FROM floor.entries e CROSS JOIN LATERAL (SELECT e.rounds_rows::jsonb AS j) r WHERE e.kind = 'round'"
    )


_CONTENT_COLUMNS = ", ".join(f"{t}_rows text" for t in CONTENT_TABLES)
_CONTENT_NAMES = ", ".join(f"{t}_rows" for t in CONTENT_TABLES)
_DEFINER = "SECURITY DEFINER SET search_path = pg_catalog, floor"

_TEXTS = ", ".join(["text"] * (1 + len(CONTENT_TABLES)))
_ARRAYS = ", ".join(["bigint[]", *["text[]"] * (6 + len(CONTENT_TABLES))])
# What a table's role may call (the rest of its rights are row-level).
_TABLE_FUNCTIONS = (
    "floor.me()",
    "floor.table_of(name)",
    f"floor.entry_digest({_TEXTS})",
    "floor.lock_table()",
    "floor.claim(text, text)",
    "floor.report(text, bigint, text)",
    f"floor.receive({_ARRAYS})",
    "floor.receive_audit(bigint[], text[], text[], jsonb[])",
    "floor.beat(text, text, text, boolean, text, jsonb, bigint, bigint)",
)

MIGRATION_1: tuple[str, ...] = (
    "CREATE TABLE floor.meta (key text PRIMARY KEY, value text NOT NULL)",
    """CREATE TABLE floor.tables (
    table_id text PRIMARY KEY CHECK (table_id <> ''),
    role_name name NOT NULL UNIQUE,
    registered_at timestamptz NOT NULL DEFAULT now(),
    machine_id text,
    log_id text,
    claimed_at timestamptz,
    flagged_at timestamptz,
    flagged_position bigint,
    flag_reason text)""",
    f"""CREATE TABLE floor.entries (
    table_id text NOT NULL REFERENCES floor.tables,
    position bigint NOT NULL CHECK (position > 0),
    kind text NOT NULL CHECK (kind IN ('round', 'void', 'adjustment')),
    round_id text NOT NULL,
    recorded_at text NOT NULL,
    prev_hash text NOT NULL,
    hash text NOT NULL,
    chain_row text NOT NULL,
    {_CONTENT_COLUMNS},
    received_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (table_id, position))""",
    "CREATE INDEX entries_by_round ON floor.entries (round_id)",
    """CREATE TABLE floor.audit_entries (
    table_id text NOT NULL REFERENCES floor.tables,
    seq bigint NOT NULL CHECK (seq > 0),
    prev_hash text NOT NULL,
    hash text NOT NULL,
    entry jsonb NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (table_id, seq))""",
    """CREATE TABLE floor.incidents (
    id bigserial PRIMARY KEY,
    table_id text NOT NULL,
    at timestamptz NOT NULL DEFAULT now(),
    kind text NOT NULL,
    position bigint,
    detail text NOT NULL)""",
    """CREATE TABLE floor.table_status (
    table_id text PRIMARY KEY REFERENCES floor.tables,
    heartbeat_at timestamptz NOT NULL,
    machine_id text,
    croupier text,
    game text,
    round_in_progress boolean NOT NULL DEFAULT false,
    round_saved_at text,
    alerts jsonb NOT NULL DEFAULT '{}',
    waiting_rounds bigint NOT NULL DEFAULT 0,
    local_head bigint NOT NULL DEFAULT 0,
    changed_at timestamptz NOT NULL)""",
    """CREATE TABLE floor.approvals (
    id bigserial PRIMARY KEY,
    table_id text NOT NULL,
    position bigint NOT NULL,
    approved_by text NOT NULL CHECK (approved_by <> ''),
    why text NOT NULL CHECK (why <> ''),
    approved_at timestamptz NOT NULL DEFAULT now(),
    recorded_by name NOT NULL DEFAULT current_user,
    FOREIGN KEY (table_id, position) REFERENCES floor.entries)""",
    # -- append-only, for every role (the owner too) --------------------------------------
    """CREATE FUNCTION floor.append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the floor is append-only: % rows cannot be changed or deleted', TG_TABLE_NAME
    USING ERRCODE = '42501';
END $$""",
    *(
        f"CREATE TRIGGER {t}_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON floor.{t} "
        "FOR EACH STATEMENT EXECUTE FUNCTION floor.append_only()"
        for t in ("entries", "audit_entries", "approvals", "incidents")
    ),
    # -- who is who ---------------------------------------------------------------------
    f"""CREATE FUNCTION floor.table_of(who name) RETURNS text LANGUAGE sql STABLE {_DEFINER} AS $$
SELECT table_id FROM floor.tables WHERE role_name = who $$""",
    f"""CREATE FUNCTION floor.entry_digest(chain_row text, {", ".join(f"{t}_rows text" for t in CONTENT_TABLES)})
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT {_digest_sql()} $$""",
    f"""CREATE FUNCTION floor.note(who text, what text, at bigint, detail text, flag boolean)
RETURNS void LANGUAGE plpgsql {_DEFINER} AS $$
BEGIN
  INSERT INTO floor.incidents (table_id, kind, position, detail) VALUES (who, what, at, detail);
  IF flag THEN
    UPDATE floor.tables SET flagged_at = now(), flagged_position = at, flag_reason = detail
     WHERE table_id = who AND flagged_at IS NULL;
  END IF;
  PERFORM pg_notify('{STATUS_CHANNEL}', who);
END $$""",
    # -- the anchor: each entry continues the chain the floor holds ----------------------
    f"""CREATE FUNCTION floor.entries_check() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
DECLARE
  held text;
  same boolean;
  last_position bigint;
  last_hash text;
  flag text;
  mine text := floor.table_of(session_user);
BEGIN
  -- Row-level security says the same, but only after this trigger: say it first.
  IF mine IS NOT NULL AND mine <> NEW.table_id THEN
    RAISE EXCEPTION 'role % may only insert the rows of table %, not of table %', session_user, mine, NEW.table_id
      USING ERRCODE = '42501';
  END IF;
  SELECT flag_reason INTO flag FROM floor.tables WHERE table_id = NEW.table_id AND flagged_at IS NOT NULL;
  IF FOUND THEN
    RAISE EXCEPTION 'table % is flagged (%): an administrator must look before it ships again', NEW.table_id, flag
      USING ERRCODE = '{FLAGGED}';
  END IF;
  SELECT hash, (kind, round_id, recorded_at, prev_hash, chain_row, {_CONTENT_NAMES})
               IS NOT DISTINCT FROM (NEW.kind, NEW.round_id, NEW.recorded_at, NEW.prev_hash, NEW.chain_row,
                                     {", ".join(f"NEW.{t}_rows" for t in CONTENT_TABLES)})
    INTO held, same FROM floor.entries WHERE table_id = NEW.table_id AND position = NEW.position;
  IF FOUND THEN
    IF held = NEW.hash AND same THEN
      RETURN NULL;  -- sent again after a lost acknowledgement: already held, nothing to do
    ELSIF held = NEW.hash THEN
      RAISE EXCEPTION 'entry %: sent again with the hash the floor holds but other content', NEW.position
        USING ERRCODE = '{BAD_ENTRY}';
    END IF;
    RAISE EXCEPTION 'fork at entry %: it differs from the entry the floor holds there '
                    '(log rewritten, restored from a backup or replaced)', NEW.position
      USING ERRCODE = '{FORK}';
  END IF;
  SELECT position, hash INTO last_position, last_hash FROM floor.entries
   WHERE table_id = NEW.table_id ORDER BY position DESC LIMIT 1;
  IF NOT FOUND THEN
    last_position := 0;
    last_hash := '{GENESIS_HASH}';
  END IF;
  IF NEW.position <> last_position + 1 THEN
    RAISE EXCEPTION 'entry % does not follow the last entry the floor holds (%)', NEW.position, last_position
      USING ERRCODE = '{GAP}';
  END IF;
  IF NEW.prev_hash <> last_hash THEN
    RAISE EXCEPTION 'fork at entry %: it does not continue the chain the floor holds '
                    '(log rewritten, restored from a backup or replaced)', NEW.position
      USING ERRCODE = '{FORK}';
  END IF;
  IF NEW.chain_row::jsonb
     <> jsonb_build_array(NEW.position, NEW.kind, NEW.round_id, NEW.recorded_at, NEW.prev_hash) THEN
    RAISE EXCEPTION 'entry %: its chain row does not match its position, kind, round or link', NEW.position
      USING ERRCODE = '{BAD_ENTRY}';
  END IF;
  IF (NEW.kind = 'round' AND NEW.rounds_rows IS NULL) OR (NEW.kind <> 'round' AND NEW.adjustments_rows IS NULL) THEN
    RAISE EXCEPTION 'entry %: its own row is missing', NEW.position USING ERRCODE = '{BAD_ENTRY}';
  END IF;
  IF floor.entry_digest(NEW.chain_row, {", ".join(f"NEW.{t}_rows" for t in CONTENT_TABLES)}) <> NEW.hash THEN
    RAISE EXCEPTION 'entry %: its content does not match its hash', NEW.position USING ERRCODE = '{BAD_ENTRY}';
  END IF;
  NEW.received_at := now();
  RETURN NEW;
END $$""",
    "CREATE TRIGGER entries_check BEFORE INSERT ON floor.entries FOR EACH ROW EXECUTE FUNCTION floor.entries_check()",
    f"""CREATE FUNCTION floor.audit_check() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
DECLARE
  held text;
  last_seq bigint;
  last_hash text;
BEGIN
  SELECT hash INTO held FROM floor.audit_entries WHERE table_id = NEW.table_id AND seq = NEW.seq;
  IF FOUND THEN
    IF held = NEW.hash THEN
      RETURN NULL;
    END IF;
    RAISE EXCEPTION 'fork at audit entry %: it differs from the entry the floor holds there', NEW.seq
      USING ERRCODE = '{FORK}';
  END IF;
  SELECT seq, hash INTO last_seq, last_hash FROM floor.audit_entries
   WHERE table_id = NEW.table_id ORDER BY seq DESC LIMIT 1;
  IF NOT FOUND THEN
    last_seq := 0;
    last_hash := '{GENESIS_HASH}';
  END IF;
  IF NEW.seq <= last_seq THEN
    RAISE EXCEPTION 'audit entry % comes after entry %', NEW.seq, last_seq USING ERRCODE = '{GAP}';
  END IF;
  IF NEW.prev_hash <> last_hash THEN
    RAISE EXCEPTION 'fork at audit entry %: it does not continue the audit trail the floor holds', NEW.seq
      USING ERRCODE = '{FORK}';
  END IF;
  NEW.received_at := now();
  RETURN NEW;
END $$""",
    "CREATE TRIGGER audit_check BEFORE INSERT ON floor.audit_entries FOR EACH ROW EXECUTE FUNCTION floor.audit_check()",
    # -- what a table calls ---------------------------------------------------------------
    f"""CREATE FUNCTION floor.me() RETURNS text LANGUAGE plpgsql STABLE {_DEFINER} AS $$
DECLARE found text := floor.table_of(session_user);
BEGIN
  IF found IS NULL THEN
    RAISE EXCEPTION 'role % is not a table of this floor (see dealer-assist floor add-table)', session_user
      USING ERRCODE = '42501';
  END IF;
  RETURN found;
END $$""",
    f"""CREATE FUNCTION floor.claim(machine text, log text, OUT table_id text, OUT status text, OUT detail text)
LANGUAGE plpgsql {_DEFINER} AS $$
DECLARE t floor.tables;
BEGIN
  table_id := floor.me();
  SELECT * INTO t FROM floor.tables WHERE floor.tables.table_id = claim.table_id FOR UPDATE;
  status := 'ok';
  IF t.flagged_at IS NOT NULL THEN
    status := 'flagged';
    detail := format('table %s is flagged since %s: %s; an administrator must look before it ships again',
                     t.table_id, t.flagged_at, t.flag_reason);
  ELSIF t.machine_id IS NOT NULL AND t.machine_id <> machine THEN
    status := 'claimed';
    detail := format('table %s is registered to machine %s; this machine (%s) may not ship as it',
                     t.table_id, t.machine_id, machine);
    PERFORM floor.note(t.table_id, 'second machine', NULL, detail, false);
  ELSIF t.log_id IS NOT NULL AND log IS NOT NULL AND t.log_id <> log THEN
    status := 'fork';
    detail := format('table %s: this log (first entry %s) is not the one the floor holds '
                     '(first entry %s): another file',
                     t.table_id, left(log, 12), left(t.log_id, 12));
    PERFORM floor.note(t.table_id, 'fork', 1, detail, true);
  ELSE
    UPDATE floor.tables SET machine_id = machine, log_id = coalesce(floor.tables.log_id, log),
           claimed_at = coalesce(claimed_at, now())
     WHERE floor.tables.table_id = t.table_id;
  END IF;
END $$""",
    f"""CREATE FUNCTION floor.report(what text, at bigint, detail text) RETURNS void
LANGUAGE plpgsql {_DEFINER} AS $$
BEGIN
  PERFORM floor.note(floor.me(), what, at, detail, true);
END $$""",
    f"""CREATE FUNCTION floor.receive(positions bigint[], kinds text[], round_ids text[], recorded text[],
  prevs text[], hashes text[], chain_rows text[], {", ".join(f"{t} text[]" for t in CONTENT_TABLES)},
  OUT status text, OUT head bigint, OUT detail text)
LANGUAGE plpgsql SECURITY INVOKER SET search_path = pg_catalog, floor AS $$
DECLARE
  me text := floor.me();
  state text;
BEGIN
  PERFORM floor.lock_table();
  status := 'ok';
  BEGIN
    INSERT INTO floor.entries (table_id, position, kind, round_id, recorded_at, prev_hash, hash, chain_row,
                               {_CONTENT_NAMES})
    SELECT me, u.* FROM unnest(positions, kinds, round_ids, recorded, prevs, hashes, chain_rows,
                               {", ".join(CONTENT_TABLES)}) AS u ORDER BY 1;
  EXCEPTION WHEN SQLSTATE '{FORK}' OR SQLSTATE '{BAD_ENTRY}' OR SQLSTATE '{FLAGGED}' THEN
    GET STACKED DIAGNOSTICS detail = MESSAGE_TEXT, state = RETURNED_SQLSTATE;
    status := CASE state WHEN '{FLAGGED}' THEN 'flagged' ELSE 'fork' END;
    IF state <> '{FLAGGED}' THEN
      -- floor.report runs as the owner: the table may flag itself, never another table.
      PERFORM floor.report('fork', (regexp_match(detail, 'entry (\\d+)'))[1]::bigint, detail);
    END IF;
  END;
  SELECT max(position) INTO head FROM floor.entries WHERE table_id = me;
  head := coalesce(head, 0);
END $$""",
    f"""CREATE FUNCTION floor.lock_table() RETURNS void LANGUAGE sql {_DEFINER} AS $$
SELECT 1 FROM floor.tables WHERE table_id = floor.me() FOR UPDATE $$""",
    f"""CREATE FUNCTION floor.receive_audit(seqs bigint[], prevs text[], hashes text[], entries jsonb[],
  OUT status text, OUT detail text)
LANGUAGE plpgsql SECURITY INVOKER SET search_path = pg_catalog, floor AS $$
DECLARE me text := floor.me();
BEGIN
  PERFORM floor.lock_table();
  status := 'ok';
  BEGIN
    INSERT INTO floor.audit_entries (table_id, seq, prev_hash, hash, entry)
    SELECT me, u.* FROM unnest(seqs, prevs, hashes, entries) AS u ORDER BY 1;
  EXCEPTION WHEN SQLSTATE '{FORK}' OR SQLSTATE '{GAP}' THEN
    GET STACKED DIAGNOSTICS detail = MESSAGE_TEXT;
    status := 'fork';
    PERFORM floor.report('audit fork', NULL, detail);
  END;
END $$""",
    f"""CREATE FUNCTION floor.beat(machine text, croupier text, game text, in_progress boolean, started text,
  alerts jsonb, waiting bigint, local_head bigint) RETURNS void LANGUAGE plpgsql {_DEFINER} AS $$
DECLARE
  me text := floor.me();
  old floor.table_status;
  changed boolean;
BEGIN
  SELECT * INTO old FROM floor.table_status WHERE table_id = me FOR UPDATE;
  changed := NOT FOUND OR (old.machine_id, old.croupier, old.game, old.round_in_progress, old.round_saved_at,
                           old.alerts, old.waiting_rounds, old.local_head)
             IS DISTINCT FROM (machine, croupier, game, in_progress, started, alerts, waiting, local_head);
  INSERT INTO floor.table_status AS s VALUES (me, now(), machine, croupier, game, in_progress, started, alerts,
                                              waiting, local_head, now())
  ON CONFLICT (table_id) DO UPDATE SET heartbeat_at = now(), machine_id = machine, croupier = beat.croupier,
    game = beat.game, round_in_progress = in_progress, round_saved_at = started, alerts = beat.alerts,
    waiting_rounds = waiting, local_head = beat.local_head,
    changed_at = CASE WHEN changed THEN now() ELSE s.changed_at END;
  IF changed THEN
    PERFORM pg_notify('{STATUS_CHANNEL}', me);
  END IF;
END $$""",
    _rounds_view(),
    # -- least privilege ------------------------------------------------------------------
    *(f"ALTER TABLE floor.{t} ENABLE ROW LEVEL SECURITY" for t in ("entries", "audit_entries", "table_status")),
    "ALTER TABLE floor.approvals ENABLE ROW LEVEL SECURITY",
    *(
        stmt
        for t in ("entries", "audit_entries")
        for stmt in (
            f"CREATE POLICY {t}_table_insert ON floor.{t} FOR INSERT TO {TABLE_GROUP} "
            "WITH CHECK (table_id = floor.table_of(current_user))",
            f"CREATE POLICY {t}_table_read ON floor.{t} FOR SELECT TO {TABLE_GROUP} "
            "USING (table_id = floor.table_of(current_user))",
            f"CREATE POLICY {t}_pit_read ON floor.{t} FOR SELECT TO {PIT_GROUP} USING (true)",
        )
    ),
    f"CREATE POLICY status_table_read ON floor.table_status FOR SELECT TO {TABLE_GROUP} "
    "USING (table_id = floor.table_of(current_user))",
    f"CREATE POLICY status_pit_read ON floor.table_status FOR SELECT TO {PIT_GROUP} USING (true)",
    f"CREATE POLICY approvals_pit_read ON floor.approvals FOR SELECT TO {PIT_GROUP} USING (true)",
    f"CREATE POLICY approvals_pit_insert ON floor.approvals FOR INSERT TO {PIT_GROUP} "
    "WITH CHECK (recorded_by = current_user)",
    "REVOKE ALL ON ALL FUNCTIONS IN SCHEMA floor FROM PUBLIC",
    f"GRANT USAGE ON SCHEMA floor TO {TABLE_GROUP}, {PIT_GROUP}",
    f"GRANT SELECT, INSERT ON floor.entries, floor.audit_entries TO {TABLE_GROUP}",
    f"GRANT SELECT ON floor.table_status, floor.rounds TO {TABLE_GROUP}",
    f"GRANT EXECUTE ON FUNCTION {', '.join(_TABLE_FUNCTIONS)} TO {TABLE_GROUP}",
    f"GRANT EXECUTE ON FUNCTION floor.table_of(name), floor.entry_digest({_TEXTS}) TO {PIT_GROUP}",
    f"GRANT SELECT ON ALL TABLES IN SCHEMA floor TO {PIT_GROUP}",
    f"GRANT INSERT ON floor.approvals TO {PIT_GROUP}",
    f"GRANT USAGE ON SEQUENCE floor.approvals_id_seq TO {PIT_GROUP}",
)

# Version 2 (issue #18): large payouts approved from the podium. A table whose settlement
# waits for a pit boss asks in floor.approval_requests (its own rows only, through
# floor.request_approval); the pit answers in floor.approvals, which now holds either an
# approval of a logged entry (position) or the answer to a request (round, box, amount:
# the request must exist, and is answered once). A table reads the answers to its own
# requests and may write none.
MIGRATION_2: tuple[str, ...] = (
    """CREATE TABLE floor.approval_requests (
    table_id text NOT NULL REFERENCES floor.tables,
    round_id text NOT NULL CHECK (round_id <> ''),
    box integer NOT NULL CHECK (box > 0),
    amount numeric NOT NULL CHECK (amount > 0),
    croupier text,
    requested_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (table_id, round_id, box, amount))""",
    "CREATE TRIGGER approval_requests_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON floor.approval_requests "
    "FOR EACH STATEMENT EXECUTE FUNCTION floor.append_only()",
    "ALTER TABLE floor.approvals ALTER COLUMN position DROP NOT NULL",
    "ALTER TABLE floor.approvals ADD COLUMN round_id text, ADD COLUMN box integer, ADD COLUMN amount numeric, "
    "ADD COLUMN refused boolean NOT NULL DEFAULT false",
    "ALTER TABLE floor.approvals ADD CONSTRAINT approvals_of_what CHECK ("
    "(position IS NOT NULL AND round_id IS NULL AND box IS NULL AND amount IS NULL) OR "
    "(position IS NULL AND round_id IS NOT NULL AND box IS NOT NULL AND amount IS NOT NULL))",
    "ALTER TABLE floor.approvals ADD CONSTRAINT approvals_answer_a_request "
    "FOREIGN KEY (table_id, round_id, box, amount) REFERENCES floor.approval_requests",
    "CREATE UNIQUE INDEX approvals_answered_once ON floor.approvals (table_id, round_id, box, amount) "
    "WHERE round_id IS NOT NULL",
    f"""CREATE FUNCTION floor.request_approval(round text, box_number integer, payout numeric, croupier_name text)
RETURNS void LANGUAGE plpgsql {_DEFINER} AS $$
DECLARE me text := floor.me();
BEGIN
  INSERT INTO floor.approval_requests (table_id, round_id, box, amount, croupier)
  VALUES (me, round, box_number, payout, croupier_name) ON CONFLICT DO NOTHING;
  IF FOUND THEN
    PERFORM pg_notify('{APPROVAL_CHANNEL}', me);
  END IF;
END $$""",
    f"""CREATE FUNCTION floor.approvals_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('{APPROVAL_CHANNEL}', NEW.table_id);
  RETURN NULL;
END $$""",
    "CREATE TRIGGER approvals_notify AFTER INSERT ON floor.approvals FOR EACH ROW "
    "EXECUTE FUNCTION floor.approvals_notify()",
    "ALTER TABLE floor.approval_requests ENABLE ROW LEVEL SECURITY",
    f"CREATE POLICY requests_table_read ON floor.approval_requests FOR SELECT TO {TABLE_GROUP} "
    "USING (table_id = floor.table_of(current_user))",
    f"CREATE POLICY requests_pit_read ON floor.approval_requests FOR SELECT TO {PIT_GROUP} USING (true)",
    f"CREATE POLICY approvals_table_read ON floor.approvals FOR SELECT TO {TABLE_GROUP} "
    "USING (table_id = floor.table_of(current_user))",
    "REVOKE ALL ON FUNCTION floor.request_approval(text, integer, numeric, text), floor.approvals_notify() "
    "FROM PUBLIC",
    f"GRANT EXECUTE ON FUNCTION floor.request_approval(text, integer, numeric, text) TO {TABLE_GROUP}",
    f"GRANT SELECT ON floor.approval_requests, floor.approvals TO {TABLE_GROUP}",
    f"GRANT SELECT ON floor.approval_requests TO {PIT_GROUP}",
)


# Version 3 (issue #18): the cross-table browser on the floor itself. ``floor.browse`` holds
# one narrow row per shipped round (the figures the pit boss filters on, typed and indexed),
# filled by a statement trigger on ``floor.entries`` as each batch arrives, and kept up to
# date with the voids and adjustments shipped later. Its ``seq`` is one order for every
# table (positions are per table): the browser's page key is (confirmed_at, seq). It is a
# derived index, not evidence: the entries stay the record, ``floor verify`` checks them.
_R = {c: i for i, c in enumerate(CHAINED_COLUMNS["rounds"])}
_B = {c: i for i, c in enumerate(CHAINED_COLUMNS["boxes"])}
BROWSE_COLUMNS = (
    "table_id, position, round_id, game, croupier, started_at, confirmed_at, boxes, total_wagered_cents, "
    "total_paid_cents, house_result_cents, largest_payout_cents, capped, corrected, alerts, box_payouts"
)


def _browse_insert(source: str) -> str:
    """INSERT of the browse rows of the round entries of ``source`` (the rows a statement
    added, or every entry when migrating)."""
    ints = ("boxes", "total_wagered_cents", "total_paid_cents", "house_result_cents", "largest_payout_cents")
    small = ("capped", "corrected", "alerts")
    values = [
        "a.table_id",
        "a.position",
        "a.round_id",
        f"j ->> {_R['game']}",
        f"j ->> {_R['croupier']}",
        f"j ->> {_R['started_at']}",
        f"j ->> {_R['confirmed_at']}",
        *(f"(j ->> {_R[c]})::bigint" for c in ints),
        *(f"(j ->> {_R[c]})::integer" for c in small),
        "floor.box_payouts(a.boxes_rows)",
    ]
    return (
        f"INSERT INTO floor.browse ({BROWSE_COLUMNS}) SELECT {', '.join(values)} FROM {source} a "
        # OFFSET 0: the row is parsed once (pulled up, it was parsed again for every column:
        # five times the cost, a fifth of the floor's shipping speed).
        "CROSS JOIN LATERAL (SELECT a.rounds_rows::jsonb AS j OFFSET 0) r WHERE a.kind = 'round' "
        "ORDER BY a.table_id, a.position"
    )


def _browse_adjust(source: str) -> str:
    """UPDATE of the browse rows of the rounds that the void and adjustment entries of
    ``source`` are about (a round is in the same table's chain before them)."""
    return (
        "UPDATE floor.browse b SET adjustments = b.adjustments + n.added, voided = b.voided OR n.void "
        "FROM (SELECT a.table_id, a.round_id, count(*) AS added, bool_or(a.kind = 'void') AS void "
        f"FROM {source} a WHERE a.kind <> 'round' GROUP BY 1, 2) n "
        "WHERE b.table_id = n.table_id AND b.round_id = n.round_id"
    )


# What the browser's filters walk: newest first, each filter an index in that order (a page
# is then the first rows of one index range, however many rounds the floor holds).
BROWSE_INDEXES: tuple[str, ...] = (
    "CREATE INDEX browse_by_time ON floor.browse (confirmed_at, seq)",
    "CREATE INDEX browse_by_table ON floor.browse (table_id, confirmed_at, seq)",
    "CREATE INDEX browse_by_round ON floor.browse (round_id, table_id)",
    "CREATE INDEX browse_by_game ON floor.browse (game, confirmed_at, seq)",
    "CREATE INDEX browse_by_croupier ON floor.browse (croupier, confirmed_at, seq)",
    "CREATE INDEX browse_by_payout ON floor.browse (largest_payout_cents, confirmed_at, seq)",
    # "Payouts of at least X", newest first: neither the time index (walked until X comes,
    # long when X is rare) nor the payout index (every payout above X, sorted) is quick
    # when X is neither common nor rare. A time index of the rounds paying 100, 1,000,
    # 10,000 or more (partial, each a tenth of the one before) holds the answer close.
    *(
        f"CREATE INDEX browse_paying_{units} ON floor.browse (confirmed_at, seq) "
        f"WHERE largest_payout_cents >= {units * 100}"
        for units in (100, 1000, 10000)
    ),
    "CREATE INDEX browse_capped ON floor.browse (confirmed_at, seq) WHERE capped = 1",
    "CREATE INDEX browse_corrected ON floor.browse (confirmed_at, seq) WHERE corrected = 1",
    "CREATE INDEX browse_with_alerts ON floor.browse (confirmed_at, seq) WHERE alerts > 0",
    "CREATE INDEX browse_adjusted ON floor.browse (confirmed_at, seq) WHERE adjustments > 0",
    "CREATE INDEX browse_voided ON floor.browse (confirmed_at, seq) WHERE voided",
)

MIGRATION_3: tuple[str, ...] = (
    # Times as the log writes them (ISO 8601 UTC, milliseconds): compared as bytes ("C"),
    # exactly as the table's SQLite log compares them, so both answer a filter alike.
    """CREATE TABLE floor.browse (
    seq bigint GENERATED ALWAYS AS IDENTITY,
    table_id text COLLATE "C" NOT NULL,
    position bigint NOT NULL,
    round_id text COLLATE "C" NOT NULL,
    game text COLLATE "C" NOT NULL,
    croupier text COLLATE "C",
    started_at text COLLATE "C" NOT NULL,
    confirmed_at text COLLATE "C" NOT NULL,
    boxes integer NOT NULL,
    total_wagered_cents bigint NOT NULL,
    total_paid_cents bigint NOT NULL,
    house_result_cents bigint NOT NULL,
    largest_payout_cents bigint NOT NULL,
    capped integer NOT NULL,
    corrected integer NOT NULL,
    alerts integer NOT NULL,
    box_payouts bigint[] NOT NULL,
    adjustments integer NOT NULL DEFAULT 0,
    voided boolean NOT NULL DEFAULT false)""",
    *BROWSE_INDEXES,
    # The payout of each box by its number (box_payouts[3]: box 3's; NULL: not played). A
    # loop: a third of the time of the same in one SQL statement (a join on generate_series).
    f"""CREATE FUNCTION floor.box_payouts(rows text) RETURNS bigint[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
SET search_path = pg_catalog AS $$
DECLARE
  found bigint[] := '{{}}';
  x jsonb;
BEGIN
  IF rows IS NOT NULL THEN
    FOR x IN SELECT jsonb_array_elements(('[' || replace(rows, chr(30), ',') || ']')::jsonb) LOOP
      found[(x ->> {_B["box"]})::integer] := (x ->> {_B["payout_cents"]})::bigint;
    END LOOP;
  END IF;
  RETURN found;
END $$""",
    f"""CREATE FUNCTION floor.browse_add() RETURNS trigger LANGUAGE plpgsql {_DEFINER} AS $$
BEGIN
  {_browse_insert("added")};
  {_browse_adjust("added")};
  RETURN NULL;
END $$""",
    "CREATE TRIGGER entries_browse AFTER INSERT ON floor.entries REFERENCING NEW TABLE AS added "
    "FOR EACH STATEMENT EXECUTE FUNCTION floor.browse_add()",
    # What the floor held before version 3.
    _browse_insert("floor.entries"),
    _browse_adjust("floor.entries"),
    "REVOKE ALL ON FUNCTION floor.box_payouts(text), floor.browse_add() FROM PUBLIC",
    f"GRANT SELECT ON floor.browse TO {PIT_GROUP}",
)

# Version n is reached by running MIGRATIONS[n] on version n-1, in one transaction.
MIGRATIONS: dict[int, tuple[str, ...]] = {1: MIGRATION_1, 2: MIGRATION_2, 3: MIGRATION_3}
assert max(MIGRATIONS) == SCHEMA_VERSION
