# Was rulecard über die Dateien sagt, die es aufbewahrt.

store-warning = Warnung
store-problem-at = Zeile { $line }: { $problem }
store-kept-aside = { $file } ließ sich nicht lesen ({ $problem }); die Datei wurde als { $kept } aufbewahrt und eine neue begonnen
store-unreadable = { $file } ließ sich nicht lesen ({ $problem }); die Datei bleibt, wie sie ist
store-repaired = { $file }: Werte außerhalb des gültigen Bereichs repariert: { $repairs }
store-repaired-more = und { $count } weitere
store-newer = { $file } stammt von einer neueren rulecard (Format { $found }; diese kennt bis { $known }): gezeigt, soweit verstanden, und nicht verändert
