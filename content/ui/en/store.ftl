# What rulecard says about the files it keeps.

store-warning = warning
store-problem-at = line { $line }: { $problem }
store-kept-aside = { $file } could not be read ({ $problem }); it was kept as { $kept } and a new one was started
store-unreadable = { $file } could not be read ({ $problem }); it is left as it is
store-repaired = { $file }: repaired values out of range: { $repairs }
store-repaired-more = and { $count } more
store-newer = { $file } was written by a newer rulecard (format { $found }; this one knows up to { $known }): shown as far as understood, and not changed
