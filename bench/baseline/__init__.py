"""Copies of the code the benches compare against (see each module)."""
