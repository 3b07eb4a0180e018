"""Decision latency of the Hindersche computer levels (issue 6: normal median ≤ 10 ms, expert
p95 ≤ 500 ms). Usage: ``.venv/bin/python scripts/bench_hindersche.py [deals] [seed]``."""

from __future__ import annotations

import json
import sys

from cardtable.games.hindersche import Hindersche
from cardtable.session.simulate import simulate


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    report = simulate(Hindersche(), ["easy", "normal", "expert", "normal"], seed, deals=deals)
    rows = {}
    for s in report["seats"]:
        rows.setdefault(s["player"], s)
    print(json.dumps({lv: {k: r[k] for k in ("decisions", "decision_ms_median", "decision_ms_p95")}
                      for lv, r in rows.items()}, indent=2))


if __name__ == "__main__":
    main()
