# Wat rulecard zegt over de bestanden die het bewaart.

store-warning = waarschuwing
store-problem-at = regel { $line }: { $problem }
store-kept-aside = { $file } kon niet gelezen worden ({ $problem }); het is bewaard als { $kept } en er is een nieuw begonnen
store-unreadable = { $file } kon niet gelezen worden ({ $problem }); het blijft zoals het is
store-repaired = { $file }: waarden buiten het bereik hersteld: { $repairs }
store-repaired-more = en nog { $count }
store-newer = { $file } is geschreven door een nieuwere rulecard (formaat { $found }; deze kent tot { $known }): getoond voor zover begrepen, en niet veranderd
