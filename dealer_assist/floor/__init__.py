"""The floor: every table's round log copied to one PostgreSQL database (see docs/floor.md).

The table's SQLite log stays the source of truth at the table; the floor holds copies,
checks that each table's chain only ever grows (the anchor the local log lacks), and keeps a
status row per table for the pit. ``psycopg`` is imported only inside this package, when a
floor command runs.
"""
