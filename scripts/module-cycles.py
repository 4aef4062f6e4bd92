#!/usr/bin/env python3
"""Fails if the modules of a crate import each other in a circle.

    python3 scripts/module-cycles.py crates/*/src

Each file is a module (`a/b.rs` and `a/b/mod.rs` are `a::b`); an edge
goes from a file to every module its `crate::`, `super::` and `self::`
paths name (the longest prefix that is a module), test modules left out.
A circle among such edges (a strongly connected component of more than
one module) is printed, marked CROSS when its files lie in different
folders, and the exit code is 1. Why a script: rustc allows circles
within a crate, and they are what makes a module impossible to move to
a crate of its own or to read on its own.
"""

import glob
import os
import re
import sys


def modules(root):
    found = {}
    for f in glob.glob(os.path.join(root, "**", "*.rs"), recursive=True):
        parts = os.path.relpath(f, root)[:-3].split(os.sep)
        if parts[-1] in ("mod", "lib", "main"):
            parts = parts[:-1]
        found[tuple(parts)] = f
    return found


def resolve(mods, cur, path):
    if path[0] == "crate":
        base, rest = [], path[1:]
    elif path[0] == "super":
        base, rest = list(cur), path
        while rest and rest[0] == "super":
            base, rest = base[:-1], rest[1:]
    elif path[0] == "self":
        base, rest = list(cur), path[1:]
    else:
        return None
    for i in range(len(rest), -1, -1):
        t = tuple(base + rest[:i])
        if t in mods:
            return t
    return None


def edges(mods):
    out = {m: set() for m in mods}
    for m, f in mods.items():
        with open(f, encoding="utf-8") as fh:
            src = fh.read()
        src = re.split(r"#\[cfg\(test\)\]\s*mod tests", src)[0]
        src = re.sub(r"//.*", "", src)
        for use in re.findall(r"\b(?:crate|super|self)(?:::[A-Za-z_][A-Za-z0-9_]*)+", src):
            target = resolve(mods, m, use.split("::"))
            if target is not None and target != m:
                out[m].add(target)
    return out


def circles(graph):
    """Tarjan's strongly connected components, iteratively."""
    index, low, on, stack, found = {}, {}, set(), [], []
    counter = [0]
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on.add(start)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                scc = []
                while True:
                    x = stack.pop()
                    on.discard(x)
                    scc.append(x)
                    if x == v:
                        break
                if len(scc) > 1:
                    found.append(sorted(scc))
    return found


def main(roots):
    bad = 0
    for root in roots:
        mods = modules(root)
        for scc in circles(edges(mods)):
            folders = {os.path.dirname(mods[m]) for m in scc}
            kind = "CROSS" if len(folders) > 1 else "local"
            names = " <-> ".join("::".join(m) or "crate" for m in scc)
            print(f"{root}: {kind} circle: {names}")
            bad += 1
    if bad:
        return 1
    print(f"no module circles in {', '.join(roots)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or sorted(glob.glob("crates/*/src"))))
