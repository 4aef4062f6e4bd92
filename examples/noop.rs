//! A program that does nothing: the floor that `bench/lookup.sh` measures a
//! lookup against (process start, dynamic loading, exit).

fn main() {}
