//! A program that does nothing: the floor that `bench/startup.sh` measures every
//! command against (process start, dynamic loading, exit).

fn main() {}
