# Backrancks Texte auf Deutsch. Gleiche Kennungen wie en.ftl.

## Die Nachricht zu einem Wurf

key-facts = **{ $heading }** · { $side } `{ $white }`{ $legend }{ $black } · Replay `{ $code }`
key-facts-black = { " " }· { $side } `{ $row }`
letters-janggi = R Wagen, N Pferd, B Elefant, A Berater

roll-footer = Am Brett nachvollziehen: Jeder Schritt sagt, was zu werfen und wie zu zählen ist.
roll-too-long = Das Protokoll hat { $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritte
} und ist zu lang für hier: Es hängt als record.txt an.
roll-record-attached = Das Protokoll hat { $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritte
}: Es hängt als record.txt an.
record-file-description = Das vollständige Protokoll des Wurfs, Schritt für Schritt

field-not-uniform = ⚠️ Nicht gleichverteilt
warning-not-uniform = Dieses veröffentlichte Verfahren ist nicht gleichverteilt: Manche Stellungen kommen { $most }/{ $least }-mal so oft wie andere. Für eine faire Auslosung das Standardverfahren nehmen.
field-record = Protokoll
field-method = Verfahren
field-device = Gerät
field-source = Quelle
field-standard = Grundstellung
field-standard-excluded = ausgeschlossen: wird neu gewürfelt, falls sie kommt
field-pair = Partien
field-pair-value = ein Paar: zweimal spielen, Farben getauscht
field-repeats = Wiederholungen
field-repeats-no = keine: eine Ziehung, die die Stellung einer früheren Runde ergibt, wird neu gezogen
field-repeats-allowed = erlaubt: eine Stellung darf in mehr als einer Runde kommen
field-excluded = Ausgelassen
field-excluded-value = { $positions }: eine Ziehung, die eine davon ergibt, wird neu gezogen
field-avoided = Vermieden
field-avoided-value = { $count ->
    [one] die Stellung
   *[other] die { $count } Stellungen
}, die „{ $event }“ aufgedeckt hat: { $positions }
field-number = Nummer
field-throws = Würfe
field-fen = FEN
field-replay = Replay-Code
# A fact on a line of its own: its label and its value.
fact-line = { $label }: { $value }

button-roll-again = Neu würfeln
button-full-record = Ganzes Protokoll
button-web = Im Web öffnen
button-lichess = Auf lichess analysieren

## Das Brett in Worten (Alternativtext des Bilds)

alt-board = { $heading }. Weiß: { $white }. Schwarz: { $black }.
alt-piece = { $piece } { $square }
alt-pawns = { $count ->
    [one] { $count } Bauer
   *[other] { $count } Bauern
}
alt-nothing = noch nichts

piece-king = König
piece-queen = Dame
piece-rook = Turm
piece-bishop = Läufer
piece-knight = Springer
piece-archbishop = Erzbischof
piece-chancellor = Kanzler
piece-prime-minister = Premierminister
piece-pawn = Bauer
piece-general = General
piece-advisor = Berater
piece-elephant = Elefant
piece-horse = Pferd
piece-chariot = Wagen
piece-cannon = Kanone
piece-soldier = Soldat

## Beschreibungen der Befehle (die Namen bleiben englisch)

-variant-default = Chess960, crc, korean, … (Standard: die des Servers)
-variant-search = Chess960, crc, korean, … (tippen zum Suchen)
-method = Das Verfahren von Hand (Standard: das faire)
-dice = coin (Münze), d4, d6, d8, d10, d12 oder d20 (Standard d6)
-source = Woher die Würfe kommen
-event-name = Der Name des Turniers (Standard: das einzige laufende des Servers)

cmd-random = Eine zufällige Startstellung würfeln, mit dem Protokoll jedes Wurfs
cmd-random-variant = { -variant-default }
cmd-random-method = { -method }
cmd-random-dice = { -dice }
cmd-random-source = { -source }
cmd-random-rolls = Deine geworfenen Augen, der Reihe nach („5 3 6“, H/T für Münzen)
cmd-random-private = Nur du siehst die Antwort
cmd-random-text = Nur ein Textbrett, kein Bild (Screenreader, Einbettungen aus)
cmd-random-exclude_standard = Bei der Grundstellung neu würfeln (Chess960: 518); Standard: wie der Server
cmd-random-pair = Die Stellung ist für zwei Partien mit getauschten Farben; Standard: wie der Server
cmd-position = Eine nummerierte Startstellung zeigen
cmd-position-variant = { -variant-search }
cmd-position-number = Die Nummer der Stellung (Chess960: SP 0–959)
cmd-replay = Einen Wurf aus seinem Replay-Code nachvollziehen
cmd-replay-code = Der Code unter einem Wurf, etwa 960-p6-…
cmd-variants = Die Varianten, ihre Stellungen und Verfahren
cmd-fairness = Die exakte Fairness-Prüfung eines Verfahrens mit einem Gerät
cmd-fairness-variant = { -variant-search }
cmd-fairness-method = { -method }
cmd-fairness-dice = { -dice }
cmd-stats = Wie die Würfe dieses Servers ausfielen, verglichen mit fairen Würfeln, mit Diagramm
cmd-stats-days = Nur die letzten so vielen Tage (ohne Angabe: seit Beginn)
cmd-stats-source = Nur die Würfe einer Quelle: der Würfelturm, mit seinen Gesundheitstests
cmd-record = Einen gespeicherten Wurf nach seiner Nummer zeigen
cmd-record-id = Die Protokollnummer unter einem Wurf (#42)
cmd-roll-along = Echte Würfel am Tisch werfen; der Bot führt Schritt für Schritt Buch
cmd-roll-along-variant = { -variant-default }
cmd-roll-along-method = { -method }
cmd-roll-along-dice = { -dice }
cmd-roll-along-witnesses = Wer abwechselnd mit dir würfelt, der Reihe nach: @Ana @Ben
cmd-prefs = Wie du Würfe siehst: Brettfarben, Seite, Größe oder nur Text
cmd-prefs-show = Deine Einstellungen zeigen
cmd-prefs-set = Ändern, wie du Würfe siehst, überall
cmd-prefs-set-theme = Die Farben des Bretts
cmd-prefs-set-flipped = Schwarz unten
cmd-prefs-set-width = Die Breite des Brettbilds in Pixeln
cmd-prefs-set-text_only = Ein Textbrett statt eines Bilds (Screenreader, Einbettungen aus)
cmd-prefs-set-language = Die Sprache der Antworten an dich (auto: die deines Discord)
cmd-prefs-reset = Zurück zu den Standards des Servers
cmd-settings = Die Standards dieses Servers und wer Würfe eingeben darf
cmd-settings-show = Die Einstellungen dieses Servers zeigen
cmd-settings-set = Einige Einstellungen dieses Servers ändern
cmd-settings-set-variant = { -variant-default }
cmd-settings-set-method = { -method }
cmd-settings-set-dice = { -dice }
cmd-settings-set-source = { -source }
cmd-settings-set-guided = Wer bei /roll-along Würfe eingeben darf
cmd-settings-set-role = Die Rolle für guided: role
cmd-settings-set-public = Antworten für alle (an) oder nur für den Fragenden (aus)
cmd-settings-set-log_channel = Wohin der Bot Probleme mit täglichen Posts meldet
cmd-settings-set-missed_daily = Ein täglicher Post, verpasst, während der Bot aus war
cmd-settings-set-manager_role = Mitglieder dieser Rolle dürfen auch /settings und /daily nutzen
cmd-settings-set-exclude_standard = Neu würfeln, wenn ein Wurf die Grundstellung ergibt (Chess960: 518)
cmd-settings-set-pairs = Jede Stellung ist für zwei Partien mit getauschten Farben
cmd-settings-set-event_study = Minuten von der Aufdeckung einer Turnierrunde bis Spielbeginn (0–60; 0: keine)
cmd-settings-set-lichess = „Auf lichess spielen“ unter Würfen anbieten, die lichess spielen kann
cmd-settings-set-lichess_clock = Bedenkzeit der Partien auf lichess: 10+5 (Minuten+Sekunden) oder 3d (Tage pro Zug)
cmd-settings-set-language = Für tägliche Posts und Leute, deren Discord eine andere Sprache hat
cmd-settings-set-reset = Zuerst alles zurück auf die Standards
cmd-daily = Jeden Tag eine zufällige Stellung
cmd-daily-set = Eine tägliche Herausforderung in einem Kanal posten
cmd-daily-set-channel = Wohin gepostet wird
cmd-daily-set-time = Ortszeit, etwa 18:30
cmd-daily-set-timezone = Etwa Europe/Berlin oder America/New_York (tippen zum Suchen)
cmd-daily-set-variants = Varianten, etwa „chess960, crc“, oder „all“
cmd-daily-set-order = Wie die Variante jedes Tages gewählt wird
cmd-daily-set-thread = Zu jedem Post einen Thread zur Diskussion öffnen
cmd-daily-off = Tägliche Posts beenden
cmd-daily-off-channel = Der Kanal, dessen täglicher Post endet (nötig, wenn es mehrere gibt)
cmd-daily-off-all = Alle täglichen Posts dieses Servers beenden
cmd-daily-show = Die täglichen Posts dieses Servers zeigen
cmd-daily-now = Jetzt hier eine Herausforderung posten (ändert den Plan nicht)
cmd-daily-now-channel = Die Varianten aus dem Plan dieses Kanals nehmen
cmd-variant = Die eigenen Varianten dieses Servers, aus Variantendateien
cmd-variant-add = Eine Variantendatei (.toml) hinzufügen, oder eine neue Version
cmd-variant-add-file = Die Variantendatei, wie `backrank variants check` sie liest
cmd-variant-show = Die Varianten dieses Servers, oder eine mit Prüfung und Datei
cmd-variant-show-variant = { -variant-default }
cmd-variant-remove = Eine Variante dieses Servers nicht mehr verwenden
cmd-variant-remove-variant = { -variant-search }
cmd-event = Eine Stellung pro Runde für ein Turnier, vorab festgelegt oder aus drands Beacon
cmd-event-start = Turnier starten: Seeds jetzt festgelegt oder drands Beacon bei jeder Aufdeckung (draw:)
cmd-event-start-name = Der Name des Turniers, etwa „Vereinsturnier 2026“
cmd-event-start-rounds = Wie viele Runden
cmd-event-start-variant = { -variant-search }
cmd-event-start-method = { -method }
cmd-event-start-dice = { -dice }
cmd-event-start-exclude_standard = In jeder Runde bei der Grundstellung neu würfeln; Standard: wie der Server
cmd-event-start-pair = Jede Runde sind zwei Partien mit getauschten Farben; Standard: wie der Server
cmd-event-start-draw = Seeds, jetzt festgelegt (Standard), oder drands öffentlicher Beacon bei jeder Aufdeckung
cmd-event-start-repeats = Keine Stellung zweimal (Standard) oder Wiederholungen erlauben
cmd-event-start-exclude = Auszulassende Stellungen: 518,534 oder 0-16 oder standard
cmd-event-start-avoid = Jede Stellung eines früheren Turniers auslassen
cmd-event-next = Die nächste Runde aufdecken
cmd-event-next-name = { -event-name }
cmd-event-next-study = Minuten zum Ansehen der Stellung vor Spielbeginn (0–60); Standard: wie der Server
cmd-event-show = Die Festlegungen des Turniers und die bisher aufgedeckten Runden
cmd-event-show-name = { -event-name }
cmd-event-verify = Den Seed einer aufgedeckten Runde gegen ihre Festlegung prüfen
cmd-event-verify-name = { -event-name }
cmd-event-verify-round = Die Runde, ab 1
cmd-event-verify-seed = Der aufgedeckte Seed der Runde
cmd-event-verify-commitment = Die Festlegung der Runde, wie zu Beginn veröffentlicht
cmd-event-list = Die Turniere dieses Servers, neueste zuerst

# Die Auswahl, die manche Optionen anbieten, wie Discord sie auflistet.
choice-source-beacon = drands öffentlicher Beacon: niemand kann ihn vorher kennen
choice-guided-role = Mitglieder einer Rolle (`role` angeben)
choice-missed-post = einmal verspätet posten
choice-missed-skip = auslassen
choice-lichess-on = an: „Auf lichess spielen“ anbieten
choice-lichess-off = aus: nicht anbieten
choice-order-rotate = der Reihe nach
choice-order-random = zufällig
choice-draw-seeds = Seeds
choice-draw-beacon = Beacon
choice-repeats-no = no
choice-repeats-allow = allow
choice-language-auto = automatisch

side-white = Weiß
side-black = Schwarz
side-cho = Cho
side-han = Han

## Mitwürfeln (/roll-along): echte Würfel am Tisch

along-title = Mitwürfeln #{ $id } · { $variant }
along-heading = { $variant }, im Aufbau bei Mitwürfeln #{ $id }
along-step = **Schritt { $step } · { $title }**
along-step-so-far = Bisher in diesem Schritt: { $throws }
along-done-so-far = **Bisher erledigt**
along-progress = Wurf { $throw } von etwa { $expected }
along-progress-open = Wurf { $throw }
along-progress-over = Wurf { $throw }: mehr als die üblichen { $expected }, denn ein Wurf, der keine Stellung ergibt, wird wiederholt
along-field-progress = Fortschritt
along-field-throws = Bisherige Würfe
along-field-who = Wer was geworfen hat
along-none-yet = noch keine
along-toss-coin = Wirf die Münze und drück die Seite, die oben liegt.
along-pick-face = Wirf den Würfel und wähl die Augenzahl aus der Liste.
along-press-face = Wirf den Würfel und drück die Augenzahl, die oben liegt.
along-anyone = Hier darf jeder Würfe eingeben.
along-starter-and-role = { $starter } und Mitglieder mit der Würfelrolle des Servers dürfen Würfe eingeben.
along-only-starter = Nur { $starter } darf Würfe eingeben.
along-in-turn = Abwechselnd: Nur die oben genannte Person gibt diesen Wurf ein, und nur wer zuletzt geworfen hat, kann ihn zurücknehmen.
along-turn = 🎲 **{ $player } ist am Wurf** · Reihenfolge: { $order }
along-threw = { $player } warf { $faces } ({ $count } insgesamt)
along-threw-more = { $player } warf { $faces } … und { $more } weitere ({ $count } insgesamt)
along-no-throws = { $player }: keine Würfe
along-complete = ✅ Mitwürfeln #{ $id } ist fertig: { $throws ->
    [one] { $throws } Wurf
   *[other] { $throws } Würfe
}. Stell das Brett wie gezeigt auf.
along-cancelled = ✖️ Mitwürfeln #{ $id } ({ $variant }) von { $name } nach { $throws ->
    [one] { $throws } Wurf
   *[other] { $throws } Würfen
} abgebrochen.

button-heads = Kopf
button-tails = Zahl
button-type-several = Mehrere eintippen…
button-type-yours = Deinen Wurf eintippen…
button-undo = Letzten Wurf zurück
button-cancel = Abbrechen…
button-cancel-yes = Ja, abbrechen
button-keep-rolling = Weiterwürfeln
along-cancel-question = ⚠️ Mitwürfeln #{ $id } abbrechen? { $throws ->
    [0] Noch kein Wurf gemacht.
    [one] Ihr einer Wurf geht verloren.
   *[other] Ihre { $throws } Würfe gehen verloren.
} Nichts ändert sich, bevor du **Ja, abbrechen** drückst.
along-select = Der { $die } zeigt…
along-form-title = Mehrere Würfe eingeben
along-form-title-yours = Deinen Wurf eingeben
along-form-label = Die Augen des { $die }, in Wurfreihenfolge
along-form-label-yours = Die Augenzahl deines { $die }

## Überschriften über einem Wurf

replay-confirmed = ✅ Replay bestätigt: { $throws ->
    [one] { $throws } Wurf ergibt
   *[other] { $throws } Würfe ergeben
} { $position }.
record-file-numbered = Ganzes Protokoll #{ $number } (`{ $code }`):
record-file-code = Ganzes Protokoll von `{ $code }`:
daily-headline = 🗓️ **Tägliche Herausforderung für den { $date }**: { $position }. Stellt sie beim nächsten Treffen auf und spielt sie — mit dem Protokoll unten kann jeder die Würfe von Hand nachvollziehen.
daily-headline-late = 🗓️ **Tägliche Herausforderung für den { $date }** (verspätet: der Bot war zur üblichen Zeit aus): { $position }. Stellt sie beim nächsten Treffen auf und spielt sie — mit dem Protokoll unten kann jeder die Würfe von Hand nachvollziehen.
daily-thread = Tägliche Herausforderung { $date } · { $variant }

## /record

record-headline = Protokoll #{ $number }: { $kind } von { $name } am { $when }.
record-kind-random = Zufallswurf
record-kind-roll-along = Mitwürfeln
record-kind-daily = tägliche Herausforderung
record-kind-event = Turnierrunde

## /prefs

prefs-title = Deine Einstellungen
prefs-description = Wie du Würfe siehst, wo immer du würfelst. Ändern mit `/prefs set`, löschen mit `/prefs reset`.
prefs-theme = Farben
prefs-flipped = Gedreht
prefs-width = Breite
prefs-text-only = Nur Text
prefs-language = Sprache
prefs-default = (Standard)
prefs-your-discord = (die deines Discord)
prefs-yes = ja
prefs-no = nein
prefs-saved = ✅ Gespeichert: So sehen deine Würfe ab jetzt aus.
prefs-reset-done = ✅ Zurück auf den Standards.

## Ablehnungen

refused-outside-servers = /{ $command } ändert das Backrank eines Servers und funktioniert daher nur auf einem Server, der den Bot hinzugefügt hat (jemand mit „Server verwalten“ kann ihn dort hinzufügen). Hier kannst du { $commands } verwenden

## /settings

settings-title = Backrank-Einstellungen dieses Servers
settings-description = Ändern mit `/settings set`; `reset: true` stellt die Standards wieder her.
settings-saved = ✅ Gespeichert.
settings-beacon-silent = ⚠️ Gespeichert, aber drands Beacon antwortet gerade nicht ({ $why }): Würfe vom Beacon scheitern, bis er antwortet. Wer den Bot betreibt, kann `[beacon] relays` mit `backrank doctor` prüfen.
settings-default = (Standard)
settings-variant = Variante
settings-dice = Würfel
settings-method-fair = das faire der Variante
settings-guided = Wer bei /roll-along Würfe eingibt
settings-guided-starter = wer es gestartet hat
settings-guided-anyone = alle
settings-guided-role = wer es gestartet hat, und { $role }
settings-guided-role-unset = eine Rolle (nicht gesetzt)
settings-replies = Antworten
settings-replies-public = öffentlich
settings-replies-private = nur für den Fragenden sichtbar
settings-log = Log-Kanal
settings-log-none = keiner: Probleme gehen ins Log des Bots
settings-missed = Verpasste tägliche Posts
settings-missed-post = einmal verspätet gepostet
settings-missed-skip = ausgelassen
settings-daily = Tägliche Herausforderungen
settings-daily-count = { $count } (siehe `/daily show`)
settings-language = Sprache
settings-language-auto = die des Discord jeder Person (tägliche Posts: Englisch)
settings-language-set = { $language } (auch für tägliche Posts)
settings-managers-title = Wer Backrank hier verwaltet
settings-standard = Grundstellung
settings-standard-excluded = wird neu gewürfelt (Turnierregel)
settings-standard-allowed = wie jede andere gewürfelt
settings-pairs-on = zwei Partien je Stellung, Farben getauscht
settings-pairs-off = eine Partie je Stellung
settings-study = Vorbereitungszeit bei Turnieren
settings-managers = Mitglieder mit „Server verwalten“
settings-managers-and-role = Mitglieder mit „Server verwalten“ und { $role }

## /event

event-started = 🏁 **{ $name }**: Die Stellung jeder Runde ist jetzt gezogen und festgelegt. Jede Zeile unten ist der SHA-256 aus dem Namen des Turniers, der Runde, dem geheimen Seed dieser Runde und den Regeln des Turniers (unten aufgeführt); `/event next` deckt die Seeds Runde für Runde auf, und jeder kann sie mit diesen Zeilen abgleichen.
event-round = 🏁 **{ $name }**, Runde { $round } von { $rounds }: { $position }.
event-started-beacon = 🏁 **{ $name }**: Noch gibt es keine Stellung, und niemand kann eine im Voraus kennen. Jede Runde entscheidet die erste Runde von drands öffentlichem Zufallsbeacon, die nach ihrem `/event next` erscheint: eine Zahl, signiert von der League of Entropy, die niemand allein besitzt. Jede Aufdeckung nennt die Beacon-Runde, ihre Signatur und den Befehl, der sie ohne Netz prüft.
event-beacon-rule = Jede Runde: die erste Runde von drands Beacon **{ $chain }** nach ihrem `/event next`, gezogen für `event { $server } { $name } round N`.
event-beacon-unfixed = noch nicht gezogen
event-round-forged = ⚠️ der gespeicherte Eintrag passt nicht zum Veröffentlichten: nicht gezeigt
event-round-unchecked = konnte gerade nicht geprüft werden: nicht gezeigt
event-verified = ✅ Runde { $round } von „{ $name }“: Der Seed passt zur Festlegung `{ $commitment }` und ergibt { $position }.
field-study = Vorbereitungszeit
event-study-rule = { $minutes ->
    [0] keine: Gespielt wird ab der Aufdeckung einer Runde, wenn der Schiedsrichter nicht mit ihr Vorbereitungszeit gibt
    [one] { $minutes } Minute von jeder Aufdeckung bis Spielbeginn, wenn der Schiedsrichter nicht mit ihr eine andere gibt
   *[other] { $minutes } Minuten von jeder Aufdeckung bis Spielbeginn, wenn der Schiedsrichter nicht mit ihr eine andere gibt
}
event-play-starts = ⏱️ { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} Vorbereitungszeit: Spielbeginn um { $time } ({ $relative }).
field-play-starts = Spielbeginn
round-study-given = nach { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} Vorbereitung
event-title = { $name } · { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
} { $variant }
event-footer = { $method } mit { $dice }. Aufgedeckt: { $revealed } von { $rounds }. Eine Runde prüfen: backrank verify-event.
event-list-title = { $count ->
    [one] Ein Turnier
   *[other] { $count } Turniere
}
event-list-running = **{ $name }** · { $variant } · { $revealed } von { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
} aufgedeckt
event-list-finished = **{ $name }** · { $variant } · { $rounds ->
    [one] die einzige Runde aufgedeckt
    [2] beide Runden aufgedeckt
   *[other] alle { $rounds } Runden aufgedeckt
}
event-list-more = …und { $more } ältere
event-again-seeds = Eine Ziehung, die eine { $repeats ->
    [no] ausgelassene Stellung oder die einer früheren Runde
   *[allowed] ausgelassene Stellung
} ergibt, wird neu gezogen: aus dem Seed mit angehängtem ` attempt 2`, ` attempt 3`…, bis eine erlaubt ist.
event-again-beacon = Eine Ziehung, die eine { $repeats ->
    [no] ausgelassene Stellung oder die einer früheren Runde
   *[allowed] ausgelassene Stellung
} ergibt, wird neu gezogen: für den Zweck mit angehängtem ` attempt 2`, ` attempt 3`…, bis eine erlaubt ist.

## Das Protokoll: jede Anweisung, der man am Tisch folgt
#
# Felder (a1), Würfe (H = Kopf, T = Zahl, 1–20) und Zahlen bleiben in jeder
# Sprache gleich, damit ein Protokoll in jeder Sprache nachgespielt werden kann.

ordinal = { $n }.
nth-word = { $n }. Wurf
option = Nr. { $n }: { $name }
number-word = { $n ->
    [0] keine
    [1] eine
    [2] zwei
    [3] drei
    [4] vier
    [5] fünf
    [6] sechs
    [7] sieben
    [8] acht
    [9] neun
    [10] zehn
    [11] elf
    [12] zwölf
   *[other] mehrere
}
list-and = { $rest } und { $last }
list-or = { $rest } oder { $last }

pieces-king = Könige
pieces-queen = Damen
pieces-rook = Türme
pieces-bishop = Läufer
pieces-knight = Springer
pieces-archbishop = Erzbischöfe
pieces-chancellor = Kanzler
pieces-prime-minister = Premierminister
pieces-pawn = Bauern
pieces-general = Generäle
pieces-advisor = Berater
pieces-elephant = Elefanten
pieces-horse = Pferde
pieces-chariot = Wagen
pieces-cannon = Kanonen
pieces-soldier = Soldaten

rule-one-choice = Kein Wurf nötig: Es gibt nur eine Wahl.
rule-coin-two = Wirf eine Münze: Kopf (H) = Nr. 1, Zahl (T) = Nr. 2.
rule-binary = Wirf eine Münze { $throws ->
    [one] einmal
   *[other] { $throws }-mal
}; schreib Kopf (H) als 1 und Zahl (T) als 0, den ersten Wurf zuerst: eine Binärzahl von 0 bis { $top }.
rule-binary-start-over = Fang neu an, sobald sie nur noch { $accept } oder mehr werden kann{ $hint }; { $throws ->
    [one] du kannst auch erst den einen Wurf machen, der dann nicht zählt.
   *[other] du kannst auch erst alle { $throws } Würfe machen, die dann nicht zählen.
}
rule-binary-hint = { $lead ->
    [1] { " " }(der erste Wurf Kopf)
   *[other] { " " }(die ersten { $lead } Würfe alle Kopf)
}
rule-throw-once = { $die ->
    [coin] Wirf eine Münze
   *[other] Würfle mit einem { $die }
}
rule-throw-times = Würfle { $times ->
    [one] einmal
   *[other] { $times }-mal
} mit einem { $die }: Die Zahl ist { $formula }, von 1 bis { $span }
rule-weight = { $weight } × ({ $nth } − 1)
rule-coins-table = { $coins ->
    [one] Wirf eine Münze und lies sie ab
   *[other] Wirf { $coins } Münzen und lies sie der Reihe nach
} (H = Kopf, T = Zahl): { $table }
rule-coins-binary = { $coins ->
    [one] Wirf eine Münze und lies sie
   *[other] Wirf { $coins } Münzen und lies sie der Reihe nach
} als Binärzahl mit Zahl (T) = 1, die erste Münze am höchsten, plus 1 ({ $first } … { $last })
rule-again = ; bei { $range } noch einmal { $die ->
    [coin] werfen
   *[other] würfeln
}
rule-again-all = ; bei { $range } { $throws ->
    [one] noch einmal
   *[other] alle { $throws } noch einmal
} { $die ->
    [coin] werfen
   *[other] würfeln
}
rule-count = { " " }und zähle { $range }
rule-odd-even = : ungerade = Nr. 1, gerade = Nr. 2
rule-fold = ; { $high } zählen als { $low }
rule-take-away = ; zieh { $k } ab, bis es { $k } oder weniger ist

from-left = von links
from-blacks-left = von Schwarz aus gesehen von links
count-empty = Zähle die leeren Felder { $from }: { $names }.
count-colour = Zähle die leeren { $colour ->
    [dark] dunklen
   *[light] hellen
} Felder { $from }: { $names }.
count-inner = Der König darf weder das erste noch das letzte leere Feld nehmen; zähle { $from } ab dem zweiten: { $names }.
count-left-of = Zähle die leeren Felder links { $piece ->
    [Dame] von der Dame
    [Kanone] von der Kanone
    [Pferd] vom Pferd
   *[other] vom { $piece }
} { $from }: { $names }.
count-right-of = Zähle die leeren Felder rechts { $piece ->
    [Dame] von der Dame
    [Kanone] von der Kanone
    [Pferd] vom Pferd
   *[other] vom { $piece }
} { $from }: { $names }.
count-left-of-general = Zähle die leeren Felder links vom General { $from }: { $names }.
count-right-of-general = Zähle die leeren Felder rechts vom General { $from }: { $names }.
only-one-left = Nur eines ist übrig: { $choice }.
number-the-sets = Nummeriere die Möglichkeiten, { $how_many } { $pieces } darauf zu stellen, ganz links zuerst: { $list }.
sets-in-order = zähle die Möglichkeiten in alphabetischer Reihenfolge ihrer Felder

outcome-on = { $piece } auf { $squares }.
placed-on = { $piece } auf { $square }
title-king-and-rooks = König und Türme
fill-king-between-rooks = Drei Felder sind übrig: Der König nimmt das mittlere, die Türme die beiden anderen.
title-colour = { $title }: Farbe
pick-colour = Wähle die Farbe der Felder: Nr. 1 = dunkel, Nr. 2 = hell.
dark-squares = dunkle Felder
light-squares = helle Felder
start-over-because = { $why }, also ist diese Reihe nicht erlaubt: Fang beim ersten Schritt neu an.
step-start-over = Neu anfangen
step-standard-again = Das ist die Grundstellung ({ $row }), die dieser Wurf ausschließt: von vorn würfeln, ab dem ersten Schritt.

violation-wrong-pieces = die Reihe hat die falschen Figuren für diese Variante
violation-same-colour = beide Läufer stehen auf { $colour ->
    [dark] dunklen
   *[light] hellen
} Feldern
violation-queen-archbishop = Dame und Erzbischof stehen beide auf { $colour ->
    [dark] dunklen
   *[light] hellen
} Feldern
violation-king-between-rooks = der König steht nicht zwischen den Türmen
violation-unprotected-pawn = der Bauer auf { $square } ist ungedeckt
violation-uneven-half = die { $side ->
    [left] linke
   *[right] rechte
} Seite des Generals hat nicht je einen Wagen, ein Pferd und einen Elefanten
violation-not-a-relocation = kein Königs- und Damentausch führt von der Grundstellung zu dieser Reihe

title-nth-piece = { $n }. { $piece }
title-dark-bishop = Schwarzfeldriger Läufer
title-light-bishop = Weißfeldriger Läufer
title-rook-left-of-king = Turm links vom König
title-rook-right-of-king = Turm rechts vom König
fill-one = Ein Feld ist übrig: { $piece ->
    [Dame] Die Dame nimmt
    [Kanone] Die Kanone nimmt
    [Pferd] Das Pferd nimmt
   *[other] Der { $piece } nimmt
} es.
fill-many = { $how_many } Felder sind übrig: Die { $pieces } nehmen sie.
title-left-of-general = { $piece }, links vom General
title-right-of-general = { $piece }, rechts vom General
title-king-relocation = Königstausch
title-queen-relocation = Damentausch
square-and-piece = { $square } ({ $piece })
count-relocations = Zähle von links die Figuren, mit denen { $piece ->
    [Dame] die Dame
   *[other] der { $piece }
} tauschen darf (mit sich selbst heißt: bleibt stehen): { $list }.
relocation-stays = { $piece ->
    [Dame] Die Dame bleibt
   *[other] Der { $piece } bleibt
} auf { $square }.
relocation-swaps = { $piece ->
    [Dame] die Dame
   *[other] der { $piece }
} geht nach { $to }, { $other ->
    [Dame] die Dame
    [Kanone] die Kanone
    [Pferd] das Pferd
   *[other] der { $other }
} nach { $from }.

title-pawn-marked = { $n ->
    [1] Erster Bauer mit { $mark }
    [2] Zweiter Bauer mit { $mark }
   *[other] Bauer mit { $mark }
}
title-black-pawn = Schwarzer Bauer
pick-black-pawn = Beide Läufer stehen auf derselben Farbe. Zieh einen der schwarzen Bauern mit L1–L4, R1–R4: L oder R nennt den linken oder rechten Läufer, die Zahl das Feld der anderen Farbe (alle vier von links gezählt), auf das er zieht.
bishop-moves = Der Läufer auf { $from } zieht nach { $to }, dem { $nth } { $colour ->
    [dark] dunklen
   *[light] hellen
} Feld
bishop-moves-alone = { $moved }.
bishop-moves-and-swaps = { $moved }, und { $piece ->
    [Dame] die Dame
    [Kanone] die Kanone
    [Pferd] das Pferd
   *[other] der { $piece }
} geht nach { $from }.
no-black-pawn = Die Läufer stehen auf verschiedenen Farben: Kein schwarzer Bauer nötig.

title-queen-or-archbishop-first = Dame oder Erzbischof zuerst
title-first-piece-light = Erste Figur, helles Feld
title-second-piece-dark = Zweite Figur, dunkles Feld
pick-queen-or-archbishop = Wähle, welche Figur auf ein helles Feld kommt: Nr. 1 = die Dame, Nr. 2 = der Erzbischof.
queen-on-light = die Dame auf ein helles Feld
archbishop-on-light = der Erzbischof auf ein helles Feld
title-queen-or-archbishop-light = Dame oder Erzbischof auf ein helles Feld
title-piece-light = Figur auf einem hellen Feld
title-piece-dark = Figur auf einem dunklen Feld
number-division = { $before } ÷ { $k } = { $after } Rest { $digit } → { $choice }.

title-position-number = Stellungsnummer
title-row-number = { $side ->
    [white] Nummer der weißen Reihe
   *[black] Nummer der schwarzen Reihe
}
title-number-part = { $whose }, Teil { $part } von { $parts }
number-runs = Die Zahl reicht von 0 bis { $top }.
number-part-runs = Dieser Teil reicht von 0 bis { $top }: Er ist die gezählte Zahl minus 1.
number-formula = { $formula } = { $number }.

record-throws = Würfe: { $throws } → { $choice }
record-again = { $face } (noch einmal)
record-setup-from-number = Aufbau aus der Nummer:

## Fehler: was schiefging und was zu tun ist

error-store-unreached = die Aufzeichnungen des Bots waren nicht erreichbar, also wurde nichts getan: versuch es gleich noch einmal oder sag es der Person, die den Bot betreibt
error-roll-unsaved = der Wurf konnte nicht gespeichert werden und wird darum nicht gezeigt: versuch es noch einmal oder sag es der Person, die den Bot betreibt
error-store-full = die Festplatte des Bots ist voll, also kann nichts gespeichert (und kein Wurf gezeigt) werden, bis Platz frei wird: sag es der Person, die den Bot betreibt
error-store-slow = die Aufzeichnungen des Bots haben nicht rechtzeitig geantwortet, also ist das vielleicht nicht geschehen: versuch es gleich noch einmal (ein gespeicherter Wurf steht in /record)
error-render = das Brett konnte nicht gezeichnet werden: versuch es noch einmal oder sag es der Person, die den Bot betreibt
error-rate = das sind mehr als { $most ->
    [one] ein Wurf
   *[other] { $most } Würfe
} pro Minute, mehr nimmt dieser Bot von einer Person nicht an: versuch es in { $seconds } s wieder
error-no-record = hier gibt es kein Protokoll #{ $record }: die Nummer steht unter jedem Wurf als „Protokoll“, und Protokolle werden dort gezeigt, wo sie entstanden (ein privates nur der Person, die es gemacht hat)
error-in-option = `{ $option }`: { $problem }
face-hint = { $die ->
    [coin] H (Kopf) oder T (Zahl)
   *[other] eine Zahl von 1 bis { $sides }
}
error-faces-too-long = die Würfe sind { $bytes ->
    [one] { $bytes } Byte
   *[other] { $bytes } Bytes
} lang; gib höchstens { $most } ein
error-faces-too-many = { $count ->
    [one] { $count } Wurf ist
   *[other] { $count } Würfe sind
} mehr, als ein Wurf je braucht; gib höchstens { $most } ein
error-bad-face = Wurf { $position } („{ $token }“): { $problem }
error-faces-look-like-coin = { $problem }. Das sieht nach Münzwürfen aus: ergänze { $option }
error-typed-needs-faces = `{ $typed }` braucht die Würfe: gib sie mit `{ $rolls }` an, etwa "5 3 6 …"
error-faces-and-source = `{ $rolls }` gibt getippte Würfe an, daneben ist aber `{ $source }` genannt: lass `{ $source }` weg (getippte Würfe sind ihre eigene Quelle)
error-face-out-of-range = { $value } ist keine Seite eines { $die }: nimm { $hint }
error-not-a-face = „{ $token }“ ist keine Seite eines { $die }: nimm { $hint }
error-need-more = die Würfe reichen nur bis Schritt { $step } ({ $side ->
    [black] Schwarz: { $title }
   *[white] { $title }
}): als Nächstes { $die ->
    [coin] eine Münze werfen
   *[other] einen { $die } würfeln
}
error-add-to-rolls = { $error }, dann bei `{ $rolls }` anhängen
error-left-over = die Stellung war nach { $used } von { $total ->
    [one] { $total } Wurf
   *[other] { $total } Würfen
} fertig; { $unused ->
    [one] der letzte ({ $extra }) wurde nicht gebraucht
   *[other] der Rest ({ $extra }) wurde nicht gebraucht
}: prüf die Würfe am Protokoll oder nimm weniger
error-wrong-device = Wurf { $position } ist ein { $found }, aber dieser Wurf braucht einen { $expected }
error-witnesses-none = nenn bei `witnesses` mindestens eine weitere Person, mit der ihr abwechselnd werft, etwa witnesses:@Ana
error-witnesses-too-many = `witnesses` nennt { $count ->
    [one] { $count } Person
   *[other] { $count } Personen
}; ein Mitwürfeln wechselt zwischen höchstens { $most } außer dir: nenn weniger
error-witness-role = „{ $shown }“ bei `witnesses` ist eine Rolle; nenn die Personen, die werfen, etwa witnesses:@Ana @Ben
error-witness-not-a-person = „{ $shown }“ bei `witnesses` ist keine Person: tipp @ und wähl jede Person, die wirft, etwa witnesses:@Ana @Ben
error-not-a-player = nur die Spielenden dieses Mitwürfelns geben Würfe ein, abwechselnd: { $order }. Starte dein eigenes mit /roll-along
error-undo-not-yours = nur { $player }, der den letzten Wurf gemacht hat, kann ihn zurücknehmen
error-not-your-turn = jetzt wirft { $player }: ihr wechselt euch ab ({ $order }), also warte, bis du dran bist
error-one-face-only = hier wird abwechselnd geworfen, also gib nur deinen eigenen Wurf ein (eine Seite); du hast { $count } eingegeben: nichts wurde eingetragen
error-guided-role = nur { $owner } und Mitglieder mit der Rolle <@&{ $role }> können hier Würfe eingeben
error-guided-starter = nur { $owner } kann hier Würfe eingeben, denn { $owner } hat dieses Mitwürfeln gestartet. Starte dein eigenes mit /roll-along
error-nothing-to-undo = es gibt noch keinen Wurf zum Zurücknehmen
error-too-many-throws = ein Mitwürfeln nimmt höchstens { $most ->
    [one] einen Wurf
   *[other] { $most } Würfe
}, und das wären { $count }: nichts wurde eingetragen. Prüf die Würfe am Tisch
error-along-finished = dieses Mitwürfeln ist fertig: es hat Protokoll #{ $record } ergeben
error-along-cancelled = dieses Mitwürfeln wurde abgebrochen: starte ein neues mit /roll-along
error-along-left-over = die Stellung ist nach { $used ->
    [one] einem weiteren deiner Würfe
   *[other] { $used } weiteren deiner Würfe
} fertig; { $unused ->
    [one] der letzte ({ $extra }) wird nicht gebraucht
   *[other] der Rest ({ $extra }) wird nicht gebraucht
}. Nichts wurde eingetragen: prüf die Würfe am Tisch und gib nur die ein, die zählen
error-along-conflict = im selben Moment wurde ein anderer Wurf eingegeben: die Nachricht zeigt jetzt den neuesten Schritt; drück noch einmal, wenn dein Wurf noch gebraucht wird
error-change-busy = andere haben dieselben Einstellungen gerade immer wieder geändert, deshalb wurden deine nicht gespeichert: sieh sie dir noch einmal an und versuche es erneut
error-along-not-a-face = „{ $text }“ ist keine Seite eines { $die }: drück einen der Knöpfe
error-along-expired = Mitwürfeln #{ $id } ist nach { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} ohne Wurf abgelaufen. Starte ein neues mit /roll-along.
error-along-expired-with-throws = Mitwürfeln #{ $id } ist nach { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} ohne Wurf abgelaufen. Starte ein neues mit /roll-along; die Würfe bisher waren { $throws }.

## /variants und /fairness
# Woher ein eingebautes Verfahren stammt.
method-ref-carrillo-1 = Carrillos Verfahren Nr. 1
method-ref-carrillo-2 = Carrillos Verfahren Nr. 2, wie veröffentlicht
method-ref-numbering = Backranks Nummerierung der Stellungen
method-ref-after-carrillo-1 = Backrank, nach Carrillos Verfahren Nr. 1
method-ref-derived-placement = Backranks Platzierung, aus den Regeln abgeleitet
method-ref-pawns = die Bauernmethode (Walker und Suzman)
method-ref-carrillo-ajax = Carrillos Ajax Random 8x8, wie veröffentlicht
method-ref-carrillo-capablanca-1a = Carrillos Capablanca Random 1a, wie veröffentlicht
method-ref-carrillo-capablanca-1b = Carrillos Capablanca Random 1b, wie veröffentlicht
method-ref-carrillo-english-1 = Carrillos English-Random-Verfahren Nr. 1, wie veröffentlicht
method-ref-carrillo-english-2 = Carrillos English-Random-Verfahren Nr. 2 (gleichverteilt mit jedem Gerät)
method-ref-carrillo-korean = Carrillos Korean-Random-Verfahren (schon gleichverteilt)
method-ref-carrillo-korean-published = Carrillos Korean-Random-Verfahren, wie veröffentlicht (4–6 zählen als 1–3)
method-ref-carrillo-modern = Carrillos Modern Random 9x9, wie veröffentlicht
method-ref-scharnagl = Scharnagls Schritte b.1–b.13
method-ref-winther = Winthers Würfelmethode

variants-title = Varianten
variants-description = `/random Variante` würfelt eine aus; `/fairness Variante` zeigt ihre exakte Prüfung.
variants-line = { $files }x{ $ranks } · { $positions ->
        [one] { $positions } Stellung
       *[other] { GROUPED($positions) } Stellungen
    } · { $summary }
    Verfahren: **{ $default }** (Standard){ $others }
fairness-title = Fairness · { $variant } · { $method } · { $dice }
fairness-positions = Stellungen
fairness-positions-value = { GROUPED($positions) } von { GROUPED($legal) } erlaubten
fairness-uniform = Gleichverteilt
fairness-uniform-yes = ja: jede Stellung ist gleich wahrscheinlich
fairness-uniform-no = nein: die wahrscheinlichste Stellung kommt { $ratio }-mal so oft wie die unwahrscheinlichste
fairness-expected = Erwartete Würfe
fairness-expected-value = { $decimal } (genau { $exact })
fairness-lower-bound = Untergrenze
fairness-skew = Felder der Figur: { $piece }
fairness-skew-value = Auf der { $file }-Linie in { $method } der Fälle mit diesem Verfahren, gegenüber { $uniform } bei einer gleichverteilten Auslosung. Das Diagramm zeigt jede Linie: ein Balken für dieses Verfahren, ein Strich für die gleichverteilte Auslosung.
fairness-chart-alt = Balkendiagramm der Felder der Figur { $piece } mit { $method }, Linie für Linie, in Klammern eine gleichverteilte Auslosung: { $bars }.
fairness-skew-none-name = Wo die Figuren stehen
fairness-skew-none = Jede Figur steht auf jeder Linie so oft wie bei einer gleichverteilten Auslosung: Die Verzerrung liegt darin, wie die Figuren zusammenfallen, daher zeigt sie kein Diagramm einer einzelnen Figur.
fairness-table-title = Fairness · { $variant } · alle Verfahren
fairness-table-method = Verfahren
fairness-table-intro = Erwartete Würfe jedes Verfahrens mit jedem Gerät, über { $positions ->
    [one] die eine erlaubte Stellung
   *[other] alle { GROUPED($positions) } erlaubten Stellungen
}; * markiert eine nicht gleichverteilte Auslosung.
fairness-table-all-uniform = Alle hier sind gleichverteilt: jede Stellung ist gleich wahrscheinlich.
fairness-table-not-uniform = Nicht gleichverteilt: { $methods }. `/fairness` mit einem `method` nennt das Verhältnis.

## /stats: wie die Würfe eines Servers ausfielen
stats-title-server = Würfe auf diesem Server · { $period }
stats-title-dms = Deine Würfe außerhalb von Servern · { $period }
stats-period-days = { $days ->
    [one] letzter Tag
   *[other] letzte { $days } Tage
}
stats-period-all = seit Beginn
stats-none = In diesem Zeitraum gibt es noch keine Würfe. `/random` macht einen.
stats-summary = { $rolls ->
    [one] { $rolls } Wurf
   *[other] { GROUPED($rolls) } Würfe
}. Varianten: { $variants }. Würfel: { $devices }. Quellen: { $sources }.
stats-faces = Augen · { $source } · { $dice }
stats-piece = Wo { $role ->
    [queen] die
    [cannon] die
    [horse] das
   *[other] der
} { $piece } stand · { $variant }
stats-fit = { GROUPED($total) } gezählt: Chi-Quadrat { $chi } mit { $df ->
    [one] { $df } Freiheitsgrad
   *[other] { $df } Freiheitsgraden
}, p = { $p }.
stats-verdict-few = Zu wenig, um zu urteilen: jeder Balken sollte mindestens 5-mal erwartet werden. Würfelt weiter.
stats-verdict-fine = Gut im Rahmen dessen, was faire Würfe ergeben.
stats-verdict-unusual = Faire Würfe ergeben so ungleiche Zahlen { $percent ->
    [one] einmal
   *[other] { $percent }-mal
} von 100. Ungewöhnlich, aber bei mehreren Tests landet ab und zu einer hier: für sich allein kein Beweis für Verzerrung.
stats-verdict-rare = Faire Würfe ergäben so ungleiche Zahlen seltener als einmal in 1.000: prüft den Würfel oder die Methode.
stats-impossible = ⚠️ { $count ->
    [one] { $count } Wurf ist eine Stellung
   *[other] { GROUPED($count) } Würfe sind Stellungen
}, die diese Methode nicht erzeugen kann: sag es der Person, die den Bot betreibt.
stats-others = Grundstellung und Wiederholungen
stats-others-value = Würfe mit der Grundstellung: { GROUPED($standard) }. Würfe, die eine im Zeitraum schon gewürfelte Stellung wiederholten: { GROUPED($repeats) }.
stats-unread = { $count ->
    [one] { $count } Wurf ließ sich nicht zurücklesen (eine inzwischen entfernte Server-Variante) und wird nicht getestet.
   *[other] { GROUPED($count) } Würfe ließen sich nicht zurücklesen (eine inzwischen entfernte Server-Variante) und werden nicht getestet.
}
stats-p-value-note = Ein p-Wert sagt, wie oft faire Würfe mindestens so ungleich aussähen. Er ist nicht die Wahrscheinlichkeit, dass die Würfel fair sind.
stats-chart-alt = Balkendiagramm: { $what }: { $bars }. Eine Linie zeigt, was faire Würfe im Mittel ergeben, ein Band den Bereich, in dem sie 95-mal von 100 liegen.
stats-health = Gesundheitstests · { $source }
stats-health-stream = { $stream }: { $samples ->
    [one] { $samples } Wurf
   *[other] { GROUPED($samples) } Würfe
} geprüft, { $failures ->
    [one] { $failures } Fehlschlag
   *[other] { GROUPED($failures) } Fehlschläge
} seit dem letzten Zurücksetzen der Tests; { $state }.
stats-health-passing = bestanden
stats-health-refused = gesperrt ({ $why }); { $healthy } von { $needed ->
    [one] { $needed } gesundem Wurf
   *[other] { $needed } gesunden Würfen
} in Folge bis zur Freigabe
stats-health-none = Noch keine Würfe geprüft: Die Tests beginnen mit dem ersten Wurf des Würfelturms.
stats-title-server-id = Würfe auf Server { $id } · { $period }
stats-title-user-id = Würfe von Nutzer { $id } außerhalb von Servern · { $period }
stats-column-seen = gesehen
stats-column-expected = erwartet
stats-column-range = fairer Bereich (95 von 100)
stats-charts-written = Diagramme geschrieben: { $files }
variants-also = Auch
variants-board = Brett
variants-rules = Regeln
variants-methods = Verfahren
variants-default = { $method } (Standard)
variants-file = Aus
variants-file-value = einer Variantendatei, Prüfsumme { $digest }
audit-whole-set = die ganze erlaubte Menge
audit-not-whole-set = NICHT die ganze erlaubte Menge
audit-whole-but-standard = jede zulässige Stellung außer der Grundstellung
audit-excludes-standard = Die Grundstellung wird neu gewürfelt: Alle Zahlen gelten für die übrigen Stellungen.
audit-lower-bound-value = { $bound } (Logarithmus zur Basis { $sides } von { GROUPED($legal) })
audit-start-over = Neubeginn
audit-start-over-value = { $share } der Versuche ({ $percent } %)
audit-paths = Durchlaufene Pfade
# `backrank verify-event` auf dem Terminal.
verify-event-seed = ✓ Runde { $round } von „{ $event }“: Der Seed passt zur veröffentlichten Festlegung { $commitment }.
verify-event-seed-rules = ✓ Runde { $round } von „{ $event }“: Der Seed passt zur veröffentlichten Festlegung { $commitment }, die auch die Regeln des Turniers festlegt ({ $rules }).
verify-event-beacon = ✓ Runde { $round } von „{ $event }“: Runde { $number } von drands Beacon { $chain } ist echt (ihre Signatur ist gültig), gezogen für „{ $purpose }“.
verify-event-attempt = ✓ Versuch { $attempt } ergibt { $position }, die erste Stellung, die die Regeln erlauben.
verify-event-attempt-revealed = ✓ Versuch { $attempt } ergibt { $position }, die erste Stellung, die die Regeln erlauben, wie aufgedeckt.
verify-event-other-position = ✗ Runde { $round } von „{ $event }“ ergibt { $position } (Versuch { $attempt }), nicht { $given }
verify-event-other-position-why = ✗ Runde { $round } von „{ $event }“ ergibt { $position } (Versuch { $attempt }), nicht { $given }: { $why }
verify-event-earlier-missing = Runde { $round } kommt nach { $before ->
    [one] { $before } Runde
   *[other] { $before } Runden
}, und die Ziehung braucht die Stellung jeder davon: --earlier gibt { $given } an (kopiere die Prüfzeile der Runde vollständig)
verify-event-earlier-with-repeats = --earlier gilt für ein Turnier ohne doppelte Stellung (--repeats no): Sind Wiederholungen erlaubt, zählen die früheren Runden nicht
verify-event-seed-or-beacon = gib --seed und --commitment der Runde an, oder ihre --beacon-Runde
verify-event-rules-need-repeats = --exclude und --earlier brauchen daneben die Regel --repeats des Turniers (die Prüfzeile der Runde gibt sie an): Die Festlegung schließt die Regeln ein
verify-event-no-beacon = dieses backrank wurde ohne die Beacon-Funktion gebaut
error-unknown-variant = unbekannte Variante „{ $given }“{ $suggestion }: die Varianten sind { $list }
did-you-mean = { " " }(meintest du { $name }?)
error-unknown-method = { $variant } hat kein Verfahren „{ $method }“: nimm eines von { $list }
error-unknown-device = unbekanntes Gerät „{ $given }“: nimm coin, d4, d6, d8, d10, d12 oder d20

## /daily

daily-schedule = <#{ $channel }> jeden Tag um { $time } { $timezone }: { $variants }{ $order ->
    [random] {" "}zufällig
    [single] {""}
   *[rotate] {" "}der Reihe nach
}{ $thread ->
    [yes] , mit einem Thread zu jedem Beitrag
   *[no] {""}
}.{ $next }
daily-next = { " " }Nächster: <t:{ $at }:F> (<t:{ $at }:R>).
daily-set = ✅ Tägliche Herausforderung eingerichtet. { $schedule }
daily-stopped = { $count ->
    [one] ✅ Die tägliche Herausforderung in { $channels } ist beendet.
   *[other] ✅ { $count } tägliche Herausforderungen beendet, in { $channels }.
}
daily-none-yet = Noch keine täglichen Herausforderungen: `/daily set channel time timezone variants` richtet eine ein.
daily-title = Tägliche Herausforderungen
daily-last = zuletzt: { $date } { $status }
# Eine Herausforderung, gezogen bevor sich ihr Zeitplan (oder die Variante
# des Servers) änderte, bleibt die ihres Datums (Issue 59).
daily-kept-stands = Die Herausforderung für den { $date } war schon gezogen und bleibt die dieses Tages; die neuen Varianten gelten ab dem { $next }.
error-daily-none-in = in <#{ $channel }> gibt es keine tägliche Herausforderung: `/daily show` listet sie auf
error-daily-none = dieser Server hat keine täglichen Herausforderungen
error-daily-which = dieser Server hat { $count ->
    [one] { $count } tägliche Herausforderung
   *[other] { $count } tägliche Herausforderungen
} ({ $channels }): nenne die zu beendende mit `channel`, oder beende alle mit `all: true`
error-daily-off-both = gib `channel` an, um eine tägliche Herausforderung zu beenden, oder `all: true` für alle, nicht beides

## Ablehnungen dessen, was jemand in eine Option, eine Einstellung, einen
## Zeitplan, ein Turnier oder einen Replay-Code getippt hat. Es wurde
## nichts geändert.

error-option-too-long = `{ $option }` ist zu lang ({ $count ->
    [one] ein Zeichen
   *[other] { $count } Zeichen
})
error-option-missing = `{ $option }` fehlt
error-option-needs-file = `{ $option }` braucht eine angehängte Datei: wähle die Datei in Discords Option `{ $option }`
error-use-subcommand = nimm /{ $command } { $list }
error-option-not-an-id = `{ $option }` muss ein Kanal oder eine Rolle sein, nicht „{ $given }“
error-option-not-a-number = `{ $option }` muss eine ganze Zahl sein, nicht „{ $given }“
error-option-out-of-range = `{ $option }` muss zwischen { $min } und { $max } liegen, nicht { $given }
error-not-one-of = „{ $given }“ ist keins von: { $list }
error-old-control = dieses Bedienelement stammt von einer älteren Version des Bots: führe den Befehl noch einmal aus
error-no-tower = dieser Bot hat keinen Würfelturm eingerichtet: nimm `source: os` oder bitte die Person, die den Bot betreibt, [bot] hardware_source zu setzen
error-no-tower-server-default = dieser Server würfelt standardmäßig mit dem Würfelturm, aber dieser Bot hat keinen mehr: würfle vorerst mit `source: os`; eine verwaltende Person kann das mit `/settings set source:os` zum Standard machen
source-tower = der Würfelturm des Vereins
source-os = die Zufallszahlen des Computers
source-typed = eingetippte Würfe
source-table = Würfel am Tisch
source-table-players = Würfel am Tisch, abwechselnd geworfen von { $players }
source-seed = Seed { $seed }
source-seeded = ein Seed
source-beacon = drand-Beacon, Runde { $round } ({ $chain })
source-beacons = das drand-Beacon
source-beacon-published = { $source }, erschienen um { $at } UTC
beacon-drawn-from = Gezogen aus drand { $chain }, Runde { $round } (veröffentlicht { $published } UTC) für „{ $purpose }“: ihre Signatur ist mit dem Schlüssel der Kette geprüft.
beacon-check-offline = Offline prüfen: { $command }
source-replay-code = die Würfe aus dem Replay-Code
error-tower-refused = { $tower } wird von den Gesundheitstests abgelehnt: { $why }. Würfe damit bleiben abgelehnt, bis die Person, die den Bot betreibt, das Gerät prüft; nimm solange `source: os`
error-tower-cannot-throw = { $tower } kann keinen { $die } werfen, nur { $dice }. Lass `{ $dice_option }` leer oder nimm `{ $os }`
error-tower-failed = { $tower } konnte gerade nicht werfen (vielleicht ausgesteckt, ausgeschaltet oder hängen geblieben), also wurde keine Stellung erzeugt und nichts anderes stattdessen benutzt: versuch es gleich noch einmal oder nimm `source: os`. Die Person, die den Bot betreibt, findet die Ursache im Log
error-tower-records = { $tower } wurde nicht benutzt, weil seine Gesundheitsdaten nicht gelesen werden konnten: versuch es gleich noch einmal oder sag der Person Bescheid, die den Bot betreibt
error-unknown-source = unbekannte Quelle „{ $given }“: nimm os (Standard), tower oder gib deine eigenen Würfe in `rolls` ein
error-unknown-stats-source = unbekannte Quelle '{ $given }': /stats zählt eine von { $list }
error-unknown-command = unbekannter Befehl /{ $name }: Backranks Befehle haben sich vielleicht geändert, seit dieser registriert wurde; versuch es in einer Minute noch einmal
error-panicked = auf der Seite des Bots ist etwas schiefgegangen: versuch es noch einmal oder sag es der Person, die den Bot betreibt
error-form-too-late = das Formular zu öffnen hat zu lange gedauert: drück den Knopf noch einmal
error-os-random = das Betriebssystem hat keine Zufallszahlen geliefert, daher wurde keine Stellung erzeugt: versuch es noch einmal oder sag es der Person, die den Bot betreibt
error-beacon-unreadable = das drand-Beacon war gerade nicht lesbar (kein Relay lieferte die Runde rechtzeitig oder keine ließ sich prüfen), daher wurde keine Stellung erzeugt: versuch es in einer Minute noch einmal oder würfle mit einer anderen Quelle
error-source-setup = die Wurfquelle dieses Bots ist nicht richtig eingerichtet, deshalb wurde keine Stellung erzeugt: sag es der Person, die den Bot betreibt (sein Log sagt, was zu tun ist)
error-variant-file-unreadable = die Variantendatei dieses Servers konnte nicht gelesen werden: versuch es noch einmal oder sag es der Person, die den Bot betreibt
error-variant-file-unchecked = die Variantendatei konnte nicht geprüft werden: versuch es noch einmal oder sag es der Person, die den Bot betreibt
error-round-unrolled = diese Runde konnte nicht aus ihrem Seed ausgewürfelt werden: sag es der Person, die den Bot betreibt
error-roll-along-unreadable = der gespeicherte Stand dieses Mitwürfelns konnte nicht gelesen werden: starte ein neues und sag es der Person, die den Bot betreibt
error-audit-failed = die Fairness-Prüfung ist fehlgeschlagen: versuch es noch einmal oder sag es der Person, die den Bot betreibt
error-stats-failed = die Statistik ließ sich nicht berechnen: versuch es noch einmal oder sag es der Person, die den Bot betreibt
error-event-unreadable = der gespeicherte Stand dieses Turniers konnte nicht gelesen werden: sag es der Person, die den Bot betreibt
error-restarted = Backrank wurde neu gestartet, bevor das fertig war: bitte versuch es noch einmal
error-no-throws-needed = dieses Verfahren braucht keine Würfe
error-along-missing = dieses Mitwürfeln ist nicht verzeichnet: starte ein neues mit /roll-along
error-along-elsewhere = dieses Mitwürfeln gehört zu einem anderen Kanal: starte dein eigenes mit /roll-along
error-no-such-number = { $variant } hat keine Stellungsnummer { $number }: nimm 0 bis { $last }
error-number-not-legal = { $variant } Nummer { $number } ist keine Ausgangsstellung: { $why } (Scharnagls Regeln überspringen sie)
error-server-only = das gehört zu einem Server: benutze den Befehl auf einem
error-not-manager = nur Mitglieder mit „Server verwalten“ (oder der Verwaltungsrolle des Servers) können `/{ $command }` verwenden
error-manager-role = nur Mitglieder mit „Server verwalten“ können die Verwaltungsrolle wählen
error-settings-method-unfit = { $reason }. Die Methode des Servers wurde für eine andere Variante gewählt: nenne im selben Befehl eine dieser Methoden (`method:`) oder fang bei den Standardwerten an (`reset:`). Nichts wurde geändert
error-guided-needs-role = `guided: role` braucht eine `role`: wähle die Rolle, deren Mitglieder Würfe eingeben dürfen
error-no-tower-default = dieser Bot hat keinen Würfelturm eingerichtet ([bot] hardware_source), also kann `source: tower` nicht der Standard sein
error-unknown-language = „{ $given }“ ist keine Sprache, die Backrank spricht: nimm en, de, fr, es oder ko
error-prefs-nothing = gib mindestens eins an: theme, flipped, width, text_only, language oder lichess
error-unknown-theme = `theme` „{ $given }“ gibt es bei Backrank nicht: wähle { $list }
error-not-a-time = „{ $given }“ ist keine Uhrzeit: schreib sie im 24-Stunden-Format HH:MM, etwa 18:30
error-not-a-zone = „{ $given }“ ist kein Zeitzonenname: nimm einen Namen wie Europe/Berlin oder America/New_York
error-not-a-zone-near = „{ $given }“ ist kein Zeitzonenname: meintest du { $near }?
error-no-variants = `variants` ist leer: nenne eine oder mehrere, etwa „chess960, crc“, oder „all“
error-event-name = der Name eines Turniers hat { $most ->
    [one] ein Zeichen
   *[other] 1 bis { $most } Zeichen
} in einer Zeile, beginnt nicht mit - und enthält keinen Backtick (`), etwa „Club Open 2026“
error-event-name-hidden = der Name eines Turniers darf { $kind ->
        [formatting] kein `` { $char } ``
       *[invisible] kein unsichtbares Zeichen
    } (U+{ $code }) enthalten: unsichtbare Zeichen, Richtungszeichen und Discords Formatierungszeichen (`` { $formatting } ``, und { $at_start } am Anfang) verändern, wie der Name und der Text um ihn herum erscheinen; nimm Buchstaben, Ziffern, Leerzeichen, Satzzeichen wie ( ) - ' . , : / + und Emoji
error-event-exists = dieser Server hat schon ein Turnier namens „{ $name }“: wähle einen anderen Namen oder `/event show name:{ $name }`
error-event-all-revealed = { $rounds ->
    [one] die einzige Runde von „{ $name }“ ist aufgedeckt: `/event show` zeigt sie
    [2] beide Runden von „{ $name }“ sind aufgedeckt: `/event show` listet sie auf
   *[other] alle { $rounds } Runden von „{ $name }“ sind aufgedeckt: `/event show` listet sie auf
}
error-event-forged = Runde { $round } von „{ $name }“ wurde nicht aufgedeckt: ihr gespeicherter Seed passt nicht mehr zur Festlegung, die beim Start veröffentlicht wurde, die Aufzeichnungen des Bots wurden also nachträglich geändert. Sag es der Person, die den Bot betreibt; der Stellung dieser Runde ist nicht zu trauen
error-event-busy = Runde { $round } wurde im selben Moment von jemand anderem aufgedeckt: `/event show` listet sie, `/event next` deckt die nächste auf
error-event-missing = dieser Server hat kein Turnier namens „{ $name }“: starte eins mit `/event start`
error-event-server-only = Turniere gehören zu einem Server: benutze das auf einem
error-event-none = dieser Server hat noch kein Turnier: `/event start` beginnt eines
error-event-which = welches Turnier? Dieser Server hat mehrere: { $names }. Gib seinen `name` an, oder sieh sie alle mit `/event list`
error-event-draw = `draw` ist `seeds` (jede Runde jetzt gezogen und festgeschrieben) oder `beacon` (drands öffentlicher Beacon, Runde für Runde), nicht „{ $given }“
error-event-beacon-down = drands Beacon war gerade nicht lesbar, also wurde keine Beacon-Runde festgelegt und nichts aufgedeckt: versuch `/event next` in einer Minute noch einmal
error-event-beacon-clock = die Uhr dieses Rechners weicht von drands ab (sie geht hinter der Kette her oder steht vor dem Start des Turniers), also wurde keine Beacon-Runde festgelegt und nichts aufgedeckt: Sag dem Betreiber des Bots, die Uhr zu stellen (NTP), dann noch einmal `/event next`
error-event-beacon-unread = Runde { $round } von drands Beacon { $chain }, die diese Runde entscheidet, konnte gerade nicht geholt und geprüft werden, also wurde nichts aufgedeckt. Die Runde bleibt festgelegt: `/event next` deckt noch einmal genau diese Runde auf
error-event-beacon-forged = Runde { $round } von „{ $name }“ wurde nicht aufgedeckt: Die für sie gespeicherte Beacon-Runde verletzt die beim Start veröffentlichte Regel (die erste Runde nach ihrem `/event next`), also wurden die Aufzeichnungen des Bots nachträglich geändert. Sag es dem Betreiber des Bots; der Stellung dieser Runde ist nicht zu trauen
error-event-verify-beacon = „{ $name }“ wird aus drands Beacon gezogen, nicht aus Seeds: Prüfe eine Runde mit dem Befehl in ihrer Aufdeckung (`backrank verify-event … --beacon …`), der kein Netz braucht
error-exclude-item = `{ $option }`: „{ $given }“ ist keine Stellungsnummer, kein Bereich wie 0-16 und nicht `standard`
error-exclude-range = `{ $option }`: { $variant } hat keine Stellungsnummer { $number }: nimm 0 bis { $last }
error-exclude-no-standard = `{ $option }`: die Grundaufstellung von { $variant } ist keine ihrer Zufallsstellungen, `standard` lässt also nichts aus
error-event-repeats = `repeats` ist `no` (keine Stellung zweimal, der Standard) oder `allow`, nicht „{ $given }“
error-event-nothing-left = jede Stellung von { $variant } ist ausgelassen: es könnte nichts gezogen werden
error-event-too-few-positions = { $rounds ->
    [one] eine Runde ohne doppelte Stellung braucht
   *[other] { $rounds } Runden ohne doppelte Stellung brauchen
} ebenso viele Stellungen, aber von { $variant } { $left ->
    [one] bleibt nach den Auslassungen nur eine
   *[other] bleiben nach den Auslassungen nur { $left }
}: frag nach weniger Runden, lass weniger Stellungen aus oder erlaube Wiederholungen (`repeats:allow`)
error-event-draw-too-long = für die letzte Runde blieben nur { GROUPED($left) } von { $total ->
    [one] { $total } Stellung
   *[other] { GROUPED($total) } Stellungen
} von { $variant }, ihre Ziehung bräuchte also etwa { $attempts ->
    [one] { $attempts } Versuch
   *[other] { GROUPED($attempts) } Versuche
}: lass weniger Stellungen aus oder frag nach weniger Runden
error-event-avoid-missing = dieser Server hat kein Turnier namens „{ $name }“, das vermieden werden könnte: `/event list` nennt seine Turniere
error-event-avoid-variant = „{ $name }“ wurde mit { $theirs } gezogen, nicht mit { $variant }: seine Stellungsnummern bezeichnen andere Stellungen
error-event-avoid-none = „{ $name }“ hat noch keine Stellung aufgedeckt: es gibt nichts zu vermeiden
error-event-avoid-unchecked = Runde { $round } von „{ $name }“ lässt sich gerade nicht prüfen, ihre Stellung kann also nicht ausgelassen werden: versuch es gleich noch einmal
error-event-verify-earlier = der Seed passt zur Festlegung von Runde { $round }, aber ihre Stellung hängt von den Runden davor ab (keine Stellung kommt zweimal), und Runde { $before } ist noch nicht aufgedeckt: `/event verify` kann sie prüfen, sobald diese Runde es ist
error-event-round-unchecked = Runde { $round } von „{ $name }“ ließ sich gerade nicht prüfen, und die Ziehung der nächsten Runde braucht ihre Stellung, also wurde nichts aufgedeckt: versuch `/event next` gleich noch einmal
event-round-held = ⚠️ ihr eigener Eintrag passt zum Veröffentlichten, aber ihre Ziehung braucht die Stellung von Runde { $round }, deren Eintrag nicht passt: nicht gezeigt
web-event-held = Der eigene Eintrag dieser Runde passt zu dem, was beim Start veröffentlicht wurde, aber ihre Ziehung braucht die Stellung von Runde { $round }, deren Eintrag nicht passt, deshalb wird ihre Stellung nicht gezeigt. Sag dem Betreiber des Bots Bescheid.
web-event-held-fix = Sag dem Betreiber des Bots Bescheid: die Aufzeichnung einer früheren Runde wurde nach ihrer Veröffentlichung geändert.
error-event-avoid-forged = Runde { $round } von „{ $name }“ passt nicht zum Veröffentlichten: die Aufzeichnungen des Bots wurden nachträglich geändert, seinen Stellungen ist also nicht zu trauen, um sie auszulassen. Sag es der Person, die den Bot betreibt, oder meide ein anderes Turnier
error-exclude-not-position = `{ $option }`: { $why }, also keine Stellung, die man auslassen könnte
error-exclude-no-position-in = `{ $option }`: { $variant } hat keine Stellung von { $from } bis { $to } (die Nummerierung überspringt dort jede Nummer), der Bereich lässt also nichts aus
error-event-name-mark-alone = der Name eines Turniers darf nicht mit einem Akzent oder anderen kombinierenden Zeichen (U+{ $code }) beginnen und keines nach einem Leerzeichen enthalten: ein solches Zeichen braucht einen Buchstaben, eine Ziffer oder ein Zeichen, auf dem es sitzt, wie das é in „Café Open“
error-event-name-marks = der Name eines Turniers darf höchstens { $most ->
    [one] einen Akzent oder ein anderes kombinierendes Zeichen
   *[other] { $most } Akzente oder andere kombinierende Zeichen
} auf ein Zeichen setzen, nicht { $count } auf „{ $base }“: aufgetürmte Zeichen ragen in den Text rund um den Namen
error-option-longest = `{ $option }` nimmt höchstens { $most ->
    [one] ein Zeichen
   *[other] { $most } Zeichen
}, nicht { $count }: kürze es
event-check-attached = { $label }: `{ $command }` (die Prüfzeile ist zu lang für eine Discord-Nachricht und hängt deshalb vollständig als { $file } an: führe dies dort aus, wo du sie gespeichert hast)
event-rounds-attached = Hier stehen die Runden 1 bis { $shown } von { $rounds }, so viele wie eine Discord-Nachricht fasst; die ganze Liste hängt als { $file } an.
error-not-a-commitment = die Festlegung muss aus 64 Hex-Ziffern bestehen (ein SHA-256), nicht „{ $given }“
error-commitment-mismatch = Runde { $round } von „{ $event }“ mit dem Seed { $seed } ergibt den Hash { $actual }, nicht den veröffentlichten { $published }: das ist nicht der festgelegte Seed (oder der Name des Turniers oder die Runde weichen ab)
error-code-too-long = der Replay-Code ist { $count ->
    [one] ein Zeichen
   *[other] { $count } Zeichen
} lang; ein Code hat höchstens { $most }
error-code-shape = „{ $given }“ ist kein Replay-Code: er sieht aus wie 960-p6-655354225554-9 (Variante, Verfahren und Gerät, Würfe, Prüfzeichen)
error-code-variant = unbekannte Variante „{ $given }“ im Replay-Code
error-code-changed = dieser Replay-Code gilt für { $id }, wie seine Datei war, als der Code entstand (Digest { $digest }), aber die hier geladene Datei hat sich geändert (Digest { $loaded }): spiele ihn mit der Datei von damals nach oder würfle neu
error-code-not-loaded = dieser Replay-Code gilt für die Variante { $id } (Datei-Digest { $digest }), die hier nicht geladen ist: lade ihre Datei mit --variant-file DATEI oder füge sie diesem Server mit /variant add hinzu
error-code-method = unbekanntes Verfahren und Gerät „{ $given }“ im Replay-Code
error-code-face = Zeichen { $position } der Würfe („{ $found }“) ist keine Seite eines { $die }
error-code-check = das Prüfzeichen des Replay-Codes passt nicht: wahrscheinlich wurde ein Zeichen falsch getippt

## /variant: die eigenen Varianten eines Servers. Name, ID, Beschreibung und
## Version (der Digest der Datei) bleiben, wie die Datei sie angibt.

variant-added = ✅ { $name } (`{ $id }`) wurde diesem Server hinzugefügt: `/random variant:{ $id }` würfelt sie aus.
variant-replaced = ✅ { $name } (`{ $id }`) nutzt jetzt diese Datei (Version { $version }; vorher { $was }). Würfe mit der früheren Version lassen sich weiter genau so nachspielen.
variant-removed = ✅ { $name } (`{ $id }`) wurde von diesem Server entfernt. Würfe damit bleiben sichtbar und nachspielbar.
variant-file-alt = Die Variantendatei von { $name }
variant-board = Brett
variant-legal = Gültige Stellungen
variant-codes = Replay-Codes
variant-method = Verfahren `{ $method }`
variant-audit-line = { $dice }: { $uniform }, { $expected } Würfe erwartet
variant-uniform = gleichverteilt
variant-not-uniform = nicht gleichverteilt (Verhältnis { $ratio })
variant-list-title = Die eigenen Varianten dieses Servers
variant-list-none = Noch keine. Schreib eine (siehe „Variant files“ im Handbuch), prüfe sie mit `backrank variants check FILE` und füge sie mit `/variant add` hinzu.
variant-list-count = { $count } von höchstens { $most }. `/variant show variant:ID` zeigt eine mit ihrer Prüfung und Datei.
variant-list-line = { $files }x{ $ranks } · { $positions ->
    [one] { $positions } Stellung
   *[other] { GROUPED($positions) } Stellungen
} · Version { $version }
error-variant-in-use = { $id } wird noch verwendet: { $uses }. Ändere das zuerst, dann entferne sie
variant-used-by-default = die Standardvariante des Servers (`/settings set variant:`)
variant-used-by-daily = die tägliche Herausforderung in <#{ $channel }>
error-variant-missing = dieser Server hat keine eigene Variante namens „{ $given }“: `/variant show` listet sie auf
error-variant-server-only = die eigenen Varianten eines Servers gehören zu einem Server: benutze das auf einem
error-variant-checks = auf diesem Server { $most ->
    [one] wurde in der letzten Stunde { $most } neue Variantendatei geprüft
   *[other] wurden in der letzten Stunde { $most } neue Variantendateien geprüft
}, mehr nimmt der Bot nicht an: versuch es in { $minutes } min wieder
error-variant-digest-clash = der Digest { $digest } dieser Datei ist derselbe wie der einer früheren, anderen Version: ändere irgendetwas an ihrer Definition (etwa den Namen) und füge sie erneut hinzu
error-variant-full = dieser Server hat { $most ->
    [one] { $most } eigene Variante
   *[other] { $most } eigene Varianten
}, mehr darf er nicht haben: entferne zuerst eine mit /variant remove
error-variant-name-taken = „{ $name }“ bezeichnet hier schon die Variante { $variant } ({ $id }): wähle eine andere ID oder einen anderen Alias

## The console's own words.
console-welcome = Backrank-Konsole: tippe /random chess960, /variants, /help oder /quit.
console-nothing-to-press = noch nichts zu drücken: /press nimmt einen Knopf der letzten Nachricht mit Knöpfen, und bisher kam keine
console-no-such-button = kein Knopf { $given }: die letzte Nachricht mit Knöpfen hat { $count ->
    [one] einen Knopf (/press 1)
   *[other] { $count } Knöpfe (/press 1 bis { $count })
}

## The web pages (backrank web)
web-home-title = Einen Wurf oder eine Stellung öffnen
web-home-intro = Der Wiederholungscode jedes Wurfs gibt seine Stellung und jeden Schritt seines Protokolls zurück, damit alle am Brett ihn nachvollziehen oder von Hand wiederholen können.
web-home-link = Zurück zur Startseite
web-code-label = Wiederholungscode
web-variant-label = Variante
web-number-label = Stellungsnummer
web-open = Öffnen
web-steps = Jeder Schritt, wie am Brett ausgeführt
web-qr-alt = QR-Code der Adresse dieser Seite
web-qr-caption = Scannen, um diese Seite auf dem Telefon zu öffnen.
web-links = Dieser Wurf anderswo
web-position-link = Diese Stellung über ihre Nummer
web-bad-code-title = Dieser Wiederholungscode ist nicht lesbar
web-bad-code-fix = Vergleiche den Code mit dem, den du bekommen hast (das letzte Zeichen fängt die meisten Tippfehler ab), oder öffne die Startseite und tippe ihn erneut.
web-bad-position-title = Diese Stellung gibt es nicht
web-bad-position-fix = Gib eine Variante an, die Backrank kennt, und eine Nummer in ihrem Bereich, etwa /p/chess960/518.
web-bad-number = '{ $given }' ist keine Stellungsnummer: schreibe sie in Ziffern, etwa 518.
web-not-found-title = Hier ist keine Seite
web-not-found = Unter dieser Adresse gibt es keine Seite.
web-not-found-fix = Die Seite eines Wurfs ist /r/ gefolgt von seinem Wiederholungscode; die einer Stellung /p/ gefolgt von Variante und Nummer.
web-along-heading = Mit eigenen Würfeln mitwürfeln
web-along-home = Würfle am Brett mit echten Würfeln und tippe jede Augenzahl an: jeder Schritt sagt, was zu werfen ist. Wähle die Variante:
web-along-title = Mitwürfeln: { $variant }
web-along-intro = Wähle das Verfahren und den Würfel, den du am Brett hast. Jeder Schritt sagt dann, was zu werfen ist; tippe die Seite an, die oben liegt. Zurück macht einen Wurf rückgängig, und die Adresse lässt sich mittendrin teilen.
web-method-label = Verfahren
web-dice-label = Würfel
web-along-start = Los
web-along-progress = Schritt { $step } · { $throws ->
    [one] bisher ein Wurf
   *[other] bisher { $throws } Würfe
}
web-along-this-step = Dieser Schritt bisher
web-along-undo = Letzten Wurf zurücknehmen
web-along-faces = Die Seiten des { $die }
web-along-refused-title = Dieses Mitwürfeln kann nicht weitergehen
web-along-refused-fix = Fang auf der Seite der Variante neu an oder geh einen Wurf zurück.
web-along-too-many = Ein Mitwürfeln fasst hier höchstens { $most ->
    [one] einen Wurf
   *[other] { $most } Würfe
}.
web-along-exclude-standard = Neu würfeln, falls die Grundstellung kommt
web-along-pair = Für ein Paar Partien, Farben getauscht
web-along-bad-rule = { $name }={ $given } in der Adresse ist weder true noch false: setz oder entferne das Häkchen auf der Mitwürfel-Seite der Variante und drück erneut auf Los.
web-bad-address-title = Diese Adresse ist nicht lesbar
web-bad-address-fix = Öffne die Seite erneut über ihren Link oder ihren QR-Code, oder beginne auf der Startseite.
web-bad-query-twice = Die Adresse nennt „{ $field }“ zweimal: eine Seite liest jedes ihrer Felder nur einmal.
web-bad-query-value = „{ $given }“ ist kein Wert, den „{ $field }“ in dieser Adresse annimmt.
web-bad-query = Der Teil dieser Adresse nach dem „?“ ist nicht lesbar.
web-bad-path = Der Pfad dieser Adresse lässt sich nicht als Text lesen.
web-variant-fairness = Verfahren und Fairness
web-variant-board = Ein Brett mit { $files ->
    [one] { $files } Linie
   *[other] { $files } Linien
} und { $ranks ->
    [one] { $ranks } Reihe
   *[other] { $ranks } Reihen
}; { $positions ->
    [one] { $positions } Anfangsstellung
   *[other] { GROUPED($positions) } Anfangsstellungen
} in der erlaubten Menge.
web-variant-first = Ihre Stellungen nach Nummer
web-variant-methods = Verfahren
web-variant-audit = Jedes Verfahren wird exakt geprüft: jeder Pfad von Würfen wird abgeschritten, daher sind dies die wahren Mittelwerte, keine Schätzungen.
web-variant-caption = Durchschnittliche Würfe bis zu einer Stellung, nach Verfahren und Würfel
web-variant-not-uniform = nicht gleichverteilt: manche Stellungen kommen öfter als andere
web-bad-variant-title = Diese Variante gibt es nicht
web-bad-variant-fix = Wähle eine Variante auf der Startseite.
web-audit-failed-title = Die Prüfung ließ sich nicht berechnen
web-audit-failed-fix = Das ist ein Fehler von Backrank: versuche es später noch einmal und sag dem Betreiber des Vereins Bescheid, wenn es so bleibt.
error-event-unrevealed = Runde { $round } von „{ $name }“ ist noch nicht aufgedeckt
web-event-missing-title = Unter dieser Adresse gibt es kein Turnier
web-event-missing = Diese Adresse nennt kein Turnier. Die Seite eines Turniers ist der Link in seinem Startbeitrag: öffne sie von dort oder kopiere ihn ganz.
web-event-missing-fix = Frag den Veranstalter nach dem Link: `/event show` zeigt ihn noch einmal.
web-roll-down-title = Dieser Wurf lässt sich gerade nicht lesen
web-file-down-title = Diese Variantendatei lässt sich gerade nicht lesen
web-event-down-title = Das Turnier lässt sich gerade nicht lesen
web-event-down = Die Aufzeichnungen des Bots haben nicht geantwortet.
web-event-down-fix = Lade die Seite gleich neu und sag dem Betreiber des Vereins Bescheid, wenn es so bleibt.
web-file-missing-title = Unter dieser Adresse gibt es keine Variantendatei
web-file-missing = Keine Variantendatei eines Servers hat hier den Datei-Digest { $digest } und den Namen { $name }.
web-file-missing-fix = Öffne die Variantendatei auf der Seite des Turniers oder des Wurfs, über den Link neben der Zeile, die sie nennt, oder kopiere diesen Link ganz. Eine eingebaute Variante braucht keine Datei.
web-event-summary = { $variant } · { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
} · { $method } mit einem { $dice } · { $revealed } von { $rounds } aufgedeckt
web-event-screen = Bildschirm des Schiedsrichters
web-event-drawn = Wie die Runden ausgelost werden
web-event-seeds = Die Stellung jeder Runde kommt aus einem Startwert, der vor der ersten Runde gezogen wurde. Seine Festlegung (der SHA-256 aus dem Namen des Turniers, der Runde und dem Startwert) wurde beim Start veröffentlicht, also konnte niemand danach eine Stellung wählen. Eine aufgedeckte Runde zeigt ihren Startwert und die Zeilen, die sie wiederholen und prüfen.
web-event-seeds-rules = Die Stellung jeder Runde kommt aus einem Startwert, der vor der ersten Runde gezogen wurde. Seine Festlegung (der SHA-256 aus dem Namen des Turniers, der Runde, dem Startwert und den Regeln des Turniers) wurde beim Start veröffentlicht, also konnte niemand danach eine Stellung wählen oder die Regeln ändern. Eine aufgedeckte Runde zeigt ihren Startwert und die Zeilen, die sie wiederholen und prüfen.
web-event-beacon = Jede Runde entscheidet die erste Runde von drands Beacon { $chain }, die nach dem Aufdecken durch den Schiedsrichter erscheint, gezogen für „event { $server } { $name } round N“. Niemand, auch nicht der Veranstalter, kann eine Stellung vorher kennen. Eine aufgedeckte Runde zeigt ihre Beacon-Runde, ihre Signatur und die Zeile, die sie ohne Netz prüft.
web-event-round = Runde { $round }
web-event-not-yet = Noch nicht aufgedeckt.
web-event-forged = Was für diese Runde aufbewahrt ist, passt nicht zu dem, was beim Start veröffentlicht wurde, deshalb wird ihre Stellung nicht gezeigt. Sag dem Betreiber des Bots Bescheid.
web-event-forged-title = Diese Runde kann nicht gezeigt werden
web-event-forged-fix = Sag dem Betreiber des Bots Bescheid: die Aufzeichnung der Runde wurde nach ihrer Veröffentlichung geändert.
round-commitment = Festlegung
round-beacon-round = Beacon-Runde
web-event-beacon-unfixed = wird beim Aufdecken festgelegt
round-seed = Startwert
round-signature = Signatur
round-fixed = Festgelegt um
round-published = Erschienen um
round-redo = Wiederholen
round-check = Prüfen
round-file = Variantendatei
round-attempts = Versuche
round-attempt-excluded = Versuch { $attempt } ergab { $position }, beim Start ausgelassen: neu gezogen
round-attempt-avoided = Versuch { $attempt } ergab { $position }, eine Stellung von „{ $event }“: neu gezogen
round-attempt-taken = Versuch { $attempt } ergab { $position }, die Stellung von Runde { $round }: neu gezogen
round-attempts-more = …und { $more ->
    [one] ein weiterer Versuch, der
   *[other] { $more } weitere Versuche, die
} eine ausgelassene oder schon gezogene Stellung ergaben
web-event-sheets = Blätter für die Bretter
web-event-roll-page = Die Wurfseite dieser Runde
web-event-back = Zurück zum Turnier
web-event-boards = Bretter
web-bad-round-title = Diese Runde gibt es nicht
web-bad-round = „{ $given }“ ist keine Runde dieses Turniers: { $rounds ->
    [one] es hat nur Runde 1.
   *[other] es hat die Runden 1 bis { $rounds }.
}
web-bad-round-fix = Öffne die Seite des Turniers und wähle eine aufgedeckte Runde.
web-bad-boards = Blätter gibt es { $most ->
    [one] nur für 1 Brett
   *[other] für 1 bis { $most } Bretter
}, nicht für { $given }.
web-bad-boards-fix = Gib die Zahl der Bretter im Saal an.
web-sheets-title = { $name } · Runde { $round } · Blätter
web-sheets-intro = Ein Blatt je Brett, jedes mit der Nummer des Bretts, der Stellung und ihren Reihen, zum Hinlegen neben das Brett. Drucke sie auf A4 oder Letter: jedes Brett beginnt eine neue Seite.
web-sheets-make = Blätter machen
web-sheet-board = Brett { $board }
web-screen-title = { $name } · Runde { $round } von { $rounds }
web-screen-waiting = Runde { $round } ist noch nicht aufgedeckt: dieser Bildschirm zeigt sie, sobald der Schiedsrichter sie aufdeckt.
web-screen-countdown = Verbleibende Vorbereitungszeit
web-screen-play-started = Das Spiel hat begonnen
web-event-links = Dieses Turnier anderswo
web-event-unchecked = Diese Runde ließ sich gerade nicht prüfen, deshalb wird sie nicht gezeigt: gleich noch einmal.
error-file-too-big = { $name } hat { $size ->
    [one] { $size } Byte
   *[other] { $size } Bytes
}; die Datei darf höchstens { $max ->
    [one] { $max } Byte
   *[other] { $max } Bytes
} haben
error-file-foreign = { $name } liegt nicht auf Discords Dateiserver und wurde deshalb nicht geholt
error-file-unfetched = { $name } ließ sich nicht von Discord holen ({ $why }): hänge die Datei noch einmal an
error-file-not-text = { $name } ist kein reiner Text (UTF-8): speichere sie als reine Textdatei
error-daily-roll-missing = der für diese tägliche Herausforderung aufbewahrte Wurf fehlt in den Aufzeichnungen des Bots; sag dem Betreiber des Bots Bescheid
error-along-stuck = die Würfe dieses Mitwürfelns ergeben keinen Schritt mehr, auf den gewartet wird; sag dem Betreiber des Bots Bescheid

# Auf lichess spielen (Issue 53).
button-play-lichess = Auf lichess spielen
settings-lichess = Auf lichess spielen
settings-lichess-on = angeboten, { $clock }
settings-lichess-off = nicht angeboten
settings-lichess-install-off = nicht angeboten: die Person, die den Bot betreibt, hat es für alle Server ausgeschaltet
lichess-made = ♟️ **{ $name }** steht auf lichess bereit: { $url } (die ersten zwei, die es öffnen, spielen)
lichess-colours = Farben wählen: Weiß { $white } · Schwarz { $black }
lichess-terms = Ungewertet, { $clock }; die Partie wartet 24 Stunden auf ihre Spieler.
lichess-days = { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}
lichess-pair = Ein Paar: Nach der Partie spielt lichess' Revanche die Stellung mit getauschten Farben noch einmal.
lichess-off = Spielen auf lichess ist hier ausgeschaltet
lichess-not-playable = lichess hat kein Brett für { $variant }: es spielt Chess960 und andere 8x8-Stellungen mit den üblichen Figuren
lichess-rate-person = du hast in der letzten Stunde { $most ->
    [one] eine lichess-Partie
   *[other] { $most } lichess-Partien
} erstellt, mehr darf eine Person nicht: versuch es in { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} wieder
lichess-rate-server = dieser Server hat in der letzten Stunde { $most ->
    [one] eine lichess-Partie
   *[other] { $most } lichess-Partien
} erstellt, mehr darf ein Server nicht: versuch es in { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} wieder
lichess-rate-visitor = von deiner Adresse { $most ->
    [one] wurde in der letzten Stunde eine lichess-Partie
   *[other] wurden in der letzten Stunde { $most } lichess-Partien
} erstellt, mehr darf eine Adresse nicht: versuch es in { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} wieder
lichess-too-many = lichess bittet um eine Pause: versuch es in einer Minute wieder
lichess-waiting = deine letzte Partie wird auf lichess noch erstellt: warte darauf und drück dann noch einmal
lichess-refused = lichess hat die Partie abgelehnt: { $reason }
lichess-timed-out = lichess hat nicht rechtzeitig geantwortet: versuch es gleich noch einmal
lichess-unreachable = lichess war nicht erreichbar: versuch es später wieder
lichess-unexpected = lichess hat etwas geantwortet, das keine Partie ist: versuch es später wieder
lichess-refused-silent = lichess hat die Partie abgelehnt, ohne einen Grund zu nennen
lichess-round-none = „{ $name }“ hat keine Runde { $round }: { $rounds ->
    [one] es hat nur Runde 1
   *[other] es hat die Runden 1 bis { $rounds }
}
lichess-round-forged = Runde { $round } von „{ $name }“ stimmt nicht mit dem überein, was beim Start veröffentlicht wurde, darum wird keine Partie daraus: sag es der Person, die den Bot betreibt
lichess-round-unchecked = Runde { $round } von „{ $name }“ lässt sich gerade nicht prüfen, darum wird keine Partie daraus: versuch es gleich noch einmal
lichess-round-held = Runde { $round } von „{ $name }“ braucht die Stellung von Runde { $by }, deren Eintrag nicht mit dem übereinstimmt, was beim Start veröffentlicht wurde, darum wird keine Partie daraus: sag es der Person, die den Bot betreibt
lichess-round-other = dieser Knopf zeigt nicht Runde { $round } von „{ $name }“: drück den Knopf unter der Runde selbst
lichess-daily-other = dieser Knopf zeigt nicht die Tägliche Herausforderung für den { $date }: drück den Knopf unter dem Beitrag dieses Tages
web-play-refused-fix = lichess wird diese Partie wieder ablehnen: bau die Stellung nach ihren Reihen oder ihrer FEN auf einem beliebigen Brett auf und sag dem Betreiber des Vereins Bescheid.
error-lichess-clock = `lichess_clock`: { $given } ist keine Bedenkzeit, die lichess spielt: schreib Minuten+Sekunden wie 10+5 (bis 180 Minuten und 60 Sekunden pro Zug) oder Tage pro Zug wie 3d (1, 2, 3, 5, 7, 10 oder 14)
# Play on lichess on the web pages (issue 53).
web-play-note = Eine ungewertete Partie auf lichess aus dieser Stellung: Die ersten zwei, die ihre Adresse öffnen, spielen.
web-play-made-title = Deine Partie steht auf lichess bereit
web-play-open = Die ersten zwei, die diese Adresse öffnen, spielen die Partie: Schick sie deinem Gegner oder öffne sie selbst.
web-play-colours = Um die Farben zu wählen, öffne stattdessen eine dieser Adressen:
web-play-white = Mit Weiß spielen
web-play-black = Mit Schwarz spielen
web-play-back-roll = Zurück zum Wurf
web-play-back-position = Zurück zur Stellung
web-play-none-title = Keine lichess-Partie von dieser Seite
web-play-none-fix = Die Stellung lässt sich weiterhin nach ihren Reihen oder ihrer FEN auf jedem Brett aufbauen.
web-play-wait-title = Warte vor der nächsten lichess-Partie
web-play-wait-fix = Drück noch einmal auf „Auf lichess spielen“, wenn die Wartezeit vorbei ist.
web-play-failed-title = Auf lichess wurde keine Partie angelegt
web-play-failed-fix = Geh zurück und drück in einer Weile noch einmal auf „Auf lichess spielen“; sag dem Betreiber des Vereins Bescheid, wenn es so bleibt.
web-play-cross-title = Von einer anderen Website ausgelöst
web-play-cross = Diese Anfrage, eine lichess-Partie anzulegen, kam von der Seite einer anderen Website, nicht von dieser: Es wurde nichts angelegt.
web-play-cross-fix = Öffne die Seite des Wurfs auf dieser Website und drück dort auf „Auf lichess spielen“.

# meetups: times people type, pairings, the calendar
meetup-when-unreadable = „{ $given }“ kann ich nicht als Tag und Uhrzeit lesen: schreib es etwa als 2026-12-10 19:00, donnerstag 19:00, morgen 18:30 oder nur 19:00
meetup-when-no-time = „{ $given }“ hat keine Uhrzeit: füge eine hinzu, etwa „{ $given } 19:00“
meetup-when-no-such-date = „{ $given }“ ist kein Datum im Kalender: prüfe Monat und Tag (2026-12-10 ist der 10. Dezember)
meetup-when-past = „{ $given }“ ist { $at } ({ $zone }) und schon vorbei: nenne eine Zeit, die noch kommt
meetup-when-too-far = „{ $given }“ ist { $at } ({ $zone }), mehr als ein Jahr voraus: plane ein Treffen höchstens ein Jahr im Voraus
meetup-pairing-board = Brett { $board }: { $white } (Weiß) – { $black } (Schwarz)
meetup-pairing-bye = Spielfrei: { $player }
pairings-from-seed = Paarungen aus dem Seed „{ $seed }“:
pairings-from-beacon = ✓ Runde { $round } von drands { $chain }-Beacon ist echt (ihre Signatur ist gültig); Paarungen gezogen für „{ $purpose }“:
pairings-seed-or-round = gib den --seed von Runde 1 an, oder ihre Beacon-Runde mit --round, ihrer --signature und dem --purpose
pairings-player-bad = --players: „{ $given }“ ist keine Discord-Nutzer-ID: gib IDs (Zahlen wie 123456789012345678) durch Kommas getrennt an, jede gern mit Namen, etwa ann=123456789012345678
pairings-player-twice = --players: { $id } steht zweimal da: nenne jede Person einmal

# meetups: the server's time zone and members' lichess usernames
cmd-settings-set-timezone = Zeitzone eingegebener Zeiten, etwa Europe/Berlin
settings-timezone = Zeitzone
settings-timezone-unset = nicht gesetzt (es gilt die Zeitzone einer täglichen Herausforderung, falls es eine gibt)
error-timezone-setting = `timezone`: { $problem } – tippe eine Stadt in `timezone:` und wähle einen der angebotenen Namen (IANA-Namen wie Europe/Berlin), oder schreib `none`, um sie zu entfernen
cmd-prefs-set-lichess = Dein lichess-Benutzername, für Partien bei Vereinsabenden nur für dich (none: entfernen)
prefs-lichess = lichess
prefs-lichess-unset = nicht verknüpft
error-lichess-username = `lichess`: „{ $given }“ ist kein lichess-Benutzername: 2 bis 20 Buchstaben, Ziffern, _ oder -, am Anfang ein Buchstabe oder eine Ziffer (wie in der Adresse deines lichess-Profils), oder `none`, um ihn zu entfernen
error-lichess-same-player = beide Spieler eines Bretts sind { $name } auf lichess: eine Partie braucht zwei Konten

# pages on a phone, a projector and paper (issue 63)
web-die-coin = Münze
web-coin-key = H = Kopf, T = Zahl: mit diesen Buchstaben schreiben das Protokoll und der Replay-Code die Würfe.
web-along-double-tap = Ein zweiter Druck auf { $face } kam gleich nach dem ersten und wurde nicht gezählt. War es ein eigener Wurf, drück { $face } noch einmal.
web-along-so-far = Bisher
web-along-start-again = Neu anfangen

# meetups: the lead
error-meetup-round-out = Runde 1 von „{ $name }“ ist schon gezogen: der Abend lässt sich nicht mehr verlegen
error-meetup-not-started = „{ $name }“ beginnt { $start }: seine erste Runde kommt aus Zufall, den vorher niemand hat
error-meetup-gone = dieses Treffen ist nicht mehr gespeichert: `/meetup list` zeigt die kommenden
error-meetup-cancelled = „{ $name }“ ist abgesagt
error-meetup-started = „{ $name }“ hat begonnen und die Paarungen sind gezogen: Antworten sind geschlossen
error-meetup-zone = „{ $zone }“ ist keine Zeitzone: nimm einen Namen wie `Europe/Berlin` oder `America/New_York` (`/settings timezone:` schlägt sie beim Tippen vor)
error-meetup-no-zone = dieser Server hat noch keine Zeitzone: leg eine mit `/settings timezone:` fest (etwa `Europe/Berlin`), damit Zeiten so gelesen werden, wie eure Mitglieder sie meinen
error-meetup-name-long = der Name eines Treffens hat höchstens { $most } Zeichen (die Runden jedes wöchentlichen Abends hängen das Datum an)
error-meetup-place = `where:` ist eine Zeile mit 1 bis { $most } Zeichen, etwa `Café Central, Hauptstraße 5`
error-meetup-range = `{ $option }:` nimmt { $least } bis { $most } (angegeben: { $given })
error-meetup-unreadable = die gespeicherten Daten dieses Treffens lassen sich nicht mehr lesen: das Protokoll des Betreibers sagt, warum
error-meetup-unknown = dieser Server hat kein kommendes Treffen namens „{ $name }“: `/meetup list` zeigt die kommenden
error-meetup-none = dieser Server hat kein kommendes Treffen: `/meetup plan` legt eines an
error-meetup-which = hier kommen mehrere Treffen ({ $names }): nenne eines mit `name:`
error-meetup-busy = „{ $name }“ wurde im selben Moment von jemand anderem geändert: versuch es noch einmal
meetup-and-more = und { $count } weitere
meetup-coming = Dabei ({ $count })
meetup-coming-of = Dabei ({ $count } von { $places } Plätzen)
meetup-waiting = Warten auf einen Platz ({ $count })
meetup-maybe = Vielleicht ({ $count })
meetup-draw-beacon = 🎲 **Wie Runde 1 gezogen wird**: aus Runde { $round } von drands öffentlichem **{ $chain }**-Beacon, der ersten nach { $start } veröffentlichten. Niemand, auch nicht die Organisatoren oder der Bot, kann die Stellung vorher kennen, und jeder kann sie danach prüfen.
meetup-draw-seeds = 🎲 **Wie die Runden gezogen werden**: aus jetzt gezogenen, festgelegten Seeds; die Festlegung von Runde 1 ist `{ $commitment }` (die aller Runden stehen auf der Seite des Events und in `/event show`). Jede Aufdeckung nennt ihren Seed, den jeder dagegen prüfen kann.
meetup-is-cancelled = ❌ **Abgesagt.**
meetup-is-started = ▶️ **Begonnen**: Runde 1 und die Paarungen stehen unten.
meetup-when = 🕖 { $start } – { $end }
meetup-where = 📍 { $place }
meetup-what = ♟️ { $variant }, { $rounds ->
    [one] eine Runde
   *[other] { $rounds } Runden
}
meetup-moved-after = ⚠️ Verlegt nach { $was }, als die Beacon-Runde dieser Zeit schon öffentlich war: die Nachricht zur Verlegung sagt, welche Stellung sie ergab.
meetup-weekly = 🔁 Jede Woche zu dieser Zeit; die Liste beginnt jede Woche neu.
meetup-calendar = 🗓️ Im Kalender abonnieren: <{ $webcal }>
button-meetup-coming = Ich komme
button-meetup-maybe = Vielleicht
button-meetup-cannot = Kann nicht
button-meetup-calendar = Zum Kalender hinzufügen
meetup-reminder = ⏰ **{ $name }** beginnt { $start } in { $place }. { $people }
meetup-pairings = **Paarungen**, aus demselben Zufall gezogen wie die Stellung:
meetup-no-players = Niemand hat zugesagt, daher gibt es keine Paarungen.
meetup-pairings-check = Die Paarungen ohne Netz prüfen:
meetup-late = ⏱️ Dieser Beitrag kommt zu spät: der Bot war um { $start } nicht erreichbar.
meetup-list-empty = Hier ist kein Treffen geplant: `/meetup plan` legt eines an.
meetup-list-line = **{ $name }**: { $start }, { $place } · { $coming ->
    [one] eine Zusage
   *[other] { $coming } Zusagen
}
meetup-list-title = Kommende Treffen
meetup-list-now = 🟢 läuft bis { $end }
meetup-planned = 📅 **{ $name }** ist geplant: die Ankündigung erscheint gleich in <#{ $channel }>.
meetup-no-discord-event = Der Bot darf auf diesem Server keine Events anlegen (er braucht die Berechtigung **Events erstellen**), daher hat dieser Abend kein Discord-Event: die Ankündigung und ihre Knöpfe funktionieren trotzdem.
meetup-moved-up = 🎟️ Ein Platz ist frei geworden für { $people }.
meetup-you-moved-up = 🎟️ { $person }, ein Platz ist für dich frei geworden: du bist bei **{ $name }** dabei, { $start }, { $place }.
meetup-moved = 📅 **{ $name }** wird verlegt auf { $start }.
meetup-moved-public = Die Beacon-Runde der ersten Zeit, Runde { $round }, war schon öffentlich: sie ergibt Stellung { $position }, die mit dieser Verlegung festgehalten bleibt.
meetup-cancelled-one = ❌ **{ $name }** ist abgesagt.
meetup-cancelled-series = ❌ **{ $name }** ist abgesagt, und es werden keine weiteren wöchentlichen Abende geplant.
meetup-cancelled-week = ❌ **{ $name }** fällt diese Woche aus; nächste Woche geht es weiter.
meetup-event-beacon = 🎲 Runde 1 kommt aus Runde { $round } von drands öffentlichem { $chain }-Beacon, der ersten nach dem Beginn: niemand kann sie vorher kennen.
meetup-event-seeds = 🎲 Die Runden kommen aus Seeds, die beim Planen festgelegt wurden: jede Aufdeckung lässt sich dagegen prüfen.
choice-every-week = jede Woche
error-meetup-every = `every:` nimmt `week` (wöchentlich), nicht „{ $given }“
cmd-meetup = Vereinsabende am Brett: planen, zusagen, zum Beginn Runde 1 und Paarungen
cmd-meetup-plan = Einen Abend planen: wann, wo, welche Variante; der Bot kündigt an und startet
cmd-meetup-plan-name = Der Name des Abends, etwa „Donnerstag 960“
cmd-meetup-plan-when = Wann: 2026-12-10 19:00, donnerstag 19:00, morgen 18:30 (Zeitzone des Servers)
cmd-meetup-plan-where = Wo, etwa „Café Central, Hauptstraße 5“
cmd-meetup-plan-variant = { -variant-search }
cmd-meetup-plan-rounds = Wie viele Runden (Standard 1)
cmd-meetup-plan-hours = Wie lange der Abend dauert, in Stunden (Standard 3)
cmd-meetup-plan-places = Höchstens so viele kommen; die übrigen warten auf einen Platz
cmd-meetup-plan-every = Jede Woche zu dieser Zeit, bis /meetup cancel
cmd-meetup-plan-remind = So viele Minuten vorher die Zusagen erinnern (Standard: keine Erinnerung)
cmd-meetup-plan-round_every = Weitere Runden so viele Minuten nach der vorigen von selbst aufdecken
cmd-meetup-plan-study = Minuten zum Ansehen jeder Runde vor Spielbeginn (0–60)
cmd-meetup-plan-pair = Jede Runde zwei Partien mit getauschten Farben
cmd-meetup-plan-draw = drands Beacon zum Beginn oder jetzt festgelegte Seeds
cmd-meetup-plan-repeats = Keine Stellung zweimal (Standard) oder Wiederholungen erlauben
cmd-meetup-plan-exclude = Auszulassende Stellungen: 518,534 oder 0-16 oder standard
cmd-meetup-plan-avoid = Jede Stellung auslassen, die ein früheres Turnier aufgedeckt hat
cmd-meetup-list = Die kommenden Treffen dieses Servers
cmd-meetup-move = Einen Abend (eine Woche einer Reihe) verlegen; das Discord-Event folgt
cmd-meetup-move-when = Die neue Zeit: 2026-12-10 19:00, freitag 19:30
cmd-meetup-move-name = Der Abend (Standard: der einzige kommende des Servers)
cmd-meetup-cancel = Einen Abend oder eine wöchentliche Reihe absagen; das Discord-Event ebenso
cmd-meetup-cancel-name = Der Abend (Standard: der einzige kommende des Servers)
cmd-meetup-cancel-this_week_only = Nur den Abend dieser Woche; die Reihe geht weiter
web-meetup-starts = Der Abend beginnt um
web-meetup-countdown = Zeit bis Runde 1 gezogen wird
web-meetup-drawing = Runde 1 wird gezogen …
meetup-calendar-name = Vereinsabende
web-calendar-missing-title = Diesen Kalender gibt es nicht
web-calendar-missing = Diese Adresse nennt keinen Treffen-Kalender eines Servers.
web-calendar-missing-fix = Kopiere die Adresse des Kalenders vollständig aus der Ankündigung eines Treffens („Zum Kalender hinzufügen“).
web-calendar-down-title = Der Kalender lässt sich gerade nicht lesen
meetup-board-lichess = ♞ Brett { $board } auf lichess, nur für seine beiden Spieler: <{ $url }>
