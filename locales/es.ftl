# Los textos de Backrank en español. Mismos identificadores que en.ftl.

## El mensaje de una tirada

key-facts = **{ $heading }** · { $side } `{ $white }`{ $legend }{ $black } · replay `{ $code }`
key-facts-black = { " " }· { $side } `{ $row }`
letters-janggi = R carro, N caballo, B elefante, A consejero

roll-footer = Repítelo en la mesa: cada paso dice qué lanzar y cómo contar.
roll-too-long = El registro tiene { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
} y es demasiado largo para mostrarlo aquí: va adjunto como record.txt.
roll-record-attached = El registro tiene { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
}: va adjunto como record.txt.
record-file-description = El registro completo de la tirada, paso a paso

field-not-uniform = ⚠️ No uniforme
warning-not-uniform = Este procedimiento publicado no es uniforme: algunas posiciones salen { $most }/{ $least } veces más a menudo que otras. Usa el método por defecto para un sorteo justo.
field-record = Registro
field-method = Método
field-device = Instrumento
field-source = Fuente
field-standard = Posición estándar
field-standard-excluded = excluida: se vuelve a tirar si sale
field-pair = Partidas
field-pair-value = un par: jugadla dos veces, colores cambiados
field-repeats = Repeticiones
field-repeats-no = ninguna: un sorteo que da la posición de una ronda anterior se vuelve a sortear
field-repeats-allowed = permitidas: una posición puede salir en más de una ronda
field-excluded = Excluidas
field-excluded-value = { $positions }: un sorteo que da una de ellas se vuelve a sortear
field-avoided = Evitadas
field-avoided-value = { $count ->
    [one] la posición que reveló
   *[other] las { $count } posiciones que reveló
} «{ $event }»: { $positions }
field-number = Número
field-throws = Lanzamientos
field-fen = FEN
field-replay = Código de replay
# A fact on a line of its own: its label and its value.
fact-line = { $label }: { $value }

button-roll-again = Tirar de nuevo
button-full-record = Registro completo
button-web = Abrir en la web
button-lichess = Analizar en lichess

## El tablero en palabras (el texto alternativo de la imagen)

alt-board = { $heading }. Blancas: { $white }. Negras: { $black }.
alt-piece = { $piece } en { $square }
alt-pawns = { $count ->
    [one] { $count } peón
   *[other] { $count } peones
}
alt-nothing = nada todavía

piece-king = rey
piece-queen = dama
piece-rook = torre
piece-bishop = alfil
piece-knight = caballo
piece-archbishop = arzobispo
piece-chancellor = canciller
piece-prime-minister = primer ministro
piece-pawn = peón
piece-general = general
piece-advisor = consejero
piece-elephant = elefante
piece-horse = caballo
piece-chariot = carro
piece-cannon = cañón
piece-soldier = soldado

## Descripciones de los comandos (los nombres siguen en inglés)

-variant-default = Chess960, crc, korean, … (por defecto: la del servidor)
-variant-search = Chess960, crc, korean, … (escribe para buscar)
-method = El procedimiento a mano (por defecto: el justo)
-dice = coin (moneda), d4, d6, d8, d10, d12 o d20 (por defecto d6)
-source = De dónde salen los lanzamientos
-event-name = El nombre del evento (por defecto: el único en curso del servidor)

cmd-random = Sortear una posición inicial al azar, con el registro de cada lanzamiento
cmd-random-variant = { -variant-default }
cmd-random-method = { -method }
cmd-random-dice = { -dice }
cmd-random-source = { -source }
cmd-random-rolls = Las caras que sacaste, en orden («5 3 6», H/T para monedas)
cmd-random-private = Solo tú ves la respuesta
cmd-random-text = Solo un tablero de texto, sin imagen (lectores de pantalla)
cmd-random-exclude_standard = Volver a tirar con la posición estándar (518 en Chess960); por defecto: la del servidor
cmd-random-pair = La posición es para dos partidas con los colores cambiados; por defecto: la del servidor
cmd-position = Mostrar una posición inicial numerada
cmd-position-variant = { -variant-search }
cmd-position-number = El número de la posición (Chess960: SP 0–959)
cmd-replay = Reproducir una tirada a partir de su código replay
cmd-replay-code = El código bajo una tirada, como 960-p6-…
cmd-variants = Las variantes, sus posiciones y sus métodos
cmd-fairness = La auditoría exacta de equidad de un método con un instrumento
cmd-fairness-variant = { -variant-search }
cmd-fairness-method = { -method }
cmd-fairness-dice = { -dice }
cmd-stats = Cómo salieron las tiradas de este servidor frente a dados justos, con un gráfico
cmd-stats-days = Solo los últimos tantos días (desde el principio si no se indica)
cmd-stats-source = Solo las tiradas de una fuente: la torre de dados, con sus pruebas de salud
cmd-record = Mostrar una tirada guardada por su número
cmd-record-id = El número de registro bajo una tirada (#42)
cmd-roll-along = Lanza dados de verdad en la mesa; el bot lleva el registro paso a paso
cmd-roll-along-variant = { -variant-default }
cmd-roll-along-method = { -method }
cmd-roll-along-dice = { -dice }
cmd-roll-along-witnesses = Quienes lanzan por turnos contigo, en orden: @Ana @Ben
cmd-prefs = Cómo ves las tiradas: colores, lado, tamaño o solo texto
cmd-prefs-show = Mostrar tus preferencias
cmd-prefs-set = Cambiar cómo ves las tiradas, en todas partes
cmd-prefs-set-theme = Los colores del tablero
cmd-prefs-set-flipped = Las negras abajo
cmd-prefs-set-width = El ancho de la imagen en píxeles
cmd-prefs-set-text_only = Un tablero de texto en lugar de una imagen (lectores de pantalla)
cmd-prefs-set-language = El idioma de las respuestas para ti (auto: el de tu Discord)
cmd-prefs-reset = Volver a lo predeterminado del servidor
cmd-settings = Lo predeterminado en este servidor y quién puede introducir lanzamientos
cmd-settings-show = Mostrar los ajustes de este servidor
cmd-settings-set = Cambiar algunos ajustes de este servidor
cmd-settings-set-variant = { -variant-default }
cmd-settings-set-method = { -method }
cmd-settings-set-dice = { -dice }
cmd-settings-set-source = { -source }
cmd-settings-set-guided = Quién puede introducir lanzamientos en un /roll-along
cmd-settings-set-role = El rol para guided: role
cmd-settings-set-public = Respuestas que ven todos (sí) o solo quien pregunta (no)
cmd-settings-set-log_channel = Dónde informa el bot de problemas con las publicaciones diarias
cmd-settings-set-missed_daily = Una publicación diaria perdida mientras el bot estaba apagado
cmd-settings-set-manager_role = Los miembros de este rol también pueden usar /settings y /daily
cmd-settings-set-exclude_standard = Volver a tirar cuando una tirada dé la posición estándar (518 en Chess960)
cmd-settings-set-pairs = Cada posición es para dos partidas con los colores cambiados
cmd-settings-set-event_study = Minutos entre la revelación de una ronda y el inicio del juego (0–60; 0: ninguno)
cmd-settings-set-lichess = Ofrecer «Jugar en lichess» bajo las tiradas que lichess puede jugar
cmd-settings-set-lichess_clock = El ritmo de las partidas en lichess: 10+5 (minutos+segundos) o 3d (días por jugada)
cmd-settings-set-language = Para publicaciones diarias y para quien tenga Discord en otro idioma
cmd-settings-set-reset = Volver primero a lo predeterminado
cmd-daily = Una posición al azar publicada cada día
cmd-daily-set = Publicar un reto diario en un canal
cmd-daily-set-channel = Dónde publicar
cmd-daily-set-time = Hora local, como 18:30
cmd-daily-set-timezone = Como Europe/Madrid o America/Mexico_City (escribe para buscar)
cmd-daily-set-variants = Variantes, como «chess960, crc», o «all»
cmd-daily-set-order = Cómo se elige la variante de cada día
cmd-daily-set-thread = Abrir un hilo en cada publicación para comentarla
cmd-daily-off = Dejar de publicar cada día
cmd-daily-off-channel = El canal cuya publicación diaria termina (necesario si hay varias)
cmd-daily-off-all = Dejar todas las publicaciones diarias de este servidor
cmd-daily-show = Mostrar las publicaciones diarias de este servidor
cmd-daily-now = Publicar un reto aquí ahora (no cambia el calendario)
cmd-daily-now-channel = Usar las variantes del calendario de este canal
cmd-variant = Las variantes propias de este servidor, desde archivos de variante
cmd-variant-add = Añadir un archivo de variante (.toml) a este servidor, o una versión nueva
cmd-variant-add-file = El archivo de variante, tal como lo lee `backrank variants check`
cmd-variant-show = Las variantes de este servidor, o una con su auditoría y su archivo
cmd-variant-show-variant = { -variant-default }
cmd-variant-remove = Dejar de usar una de las variantes de este servidor
cmd-variant-remove-variant = { -variant-search }
cmd-event = Una posición por ronda para todo un evento, comprometida de antemano o del faro de drand
cmd-event-start = Empezar un evento: semillas comprometidas ahora, o el faro de drand en cada revelación (draw:)
cmd-event-start-name = El nombre del evento, como «Open del club 2026»
cmd-event-start-rounds = Cuántas rondas
cmd-event-start-variant = { -variant-search }
cmd-event-start-method = { -method }
cmd-event-start-dice = { -dice }
cmd-event-start-exclude_standard = Volver a tirar con la posición estándar en cada ronda; por defecto: la del servidor
cmd-event-start-pair = Cada ronda son dos partidas con los colores cambiados; por defecto: la del servidor
cmd-event-start-draw = Semillas comprometidas ahora (por defecto), o el faro público de drand en cada revelación
cmd-event-start-repeats = Ninguna posición dos veces (por defecto) o permitir repetirlas
cmd-event-start-exclude = Posiciones que dejar fuera: 518,534 o 0-16 o standard
cmd-event-start-avoid = Dejar fuera cada posición que reveló un evento anterior
cmd-event-next = Revelar la ronda siguiente
cmd-event-next-name = { -event-name }
cmd-event-next-study = Minutos para estudiar la posición antes de jugar (0–60); por defecto: los del servidor
cmd-event-show = Los compromisos del evento y las rondas reveladas hasta ahora
cmd-event-show-name = { -event-name }
cmd-event-verify = Comprobar la semilla de una ronda revelada con su compromiso publicado
cmd-event-verify-name = { -event-name }
cmd-event-verify-round = La ronda, desde 1
cmd-event-verify-seed = La semilla revelada de la ronda
cmd-event-verify-commitment = El compromiso de la ronda, tal como se publicó al inicio
cmd-event-list = Los eventos de este servidor, los más nuevos primero

# Los valores entre los que se elige en algunas opciones, como los muestra Discord.
choice-source-beacon = el faro público de drand: nadie puede conocerlo de antemano
choice-guided-role = los miembros de un rol (indica `role`)
choice-missed-post = publicarla tarde, una vez
choice-missed-skip = saltarla
choice-lichess-on = sí: ofrecer «Jugar en lichess»
choice-lichess-off = no: no ofrecerlo
choice-order-rotate = por orden
choice-order-random = al azar
choice-draw-seeds = semillas
choice-draw-beacon = faro
choice-repeats-no = no
choice-repeats-allow = allow
choice-language-auto = automático

side-white = Blancas
side-black = Negras
side-cho = Cho
side-han = Han

## Tirada acompañada (/roll-along): dados de verdad en la mesa

along-title = Tirada acompañada #{ $id } · { $variant }
along-heading = { $variant }, montándose en la tirada acompañada #{ $id }
along-step = **Paso { $step } · { $title }**
along-step-so-far = En este paso hasta ahora: { $throws }
along-done-so-far = **Hecho hasta ahora**
along-progress = lanzamiento { $throw } de unos { $expected }
along-progress-open = lanzamiento { $throw }
along-progress-over = lanzamiento { $throw }: más de los { $expected } habituales, porque un lanzamiento que no da posición se repite
along-field-progress = Progreso
along-field-throws = Lanzamientos hasta ahora
along-field-who = Quién lanzó qué
along-none-yet = ninguno todavía
along-toss-coin = Lanza la moneda y pulsa la cara que quede arriba.
along-pick-face = Lanza el dado y elige la cara en la lista.
along-press-face = Lanza el dado y pulsa la cara que quede arriba.
along-anyone = Aquí cualquiera puede introducir lanzamientos.
along-starter-and-role = { $starter } y los miembros con el rol de dados del servidor pueden introducir lanzamientos.
along-only-starter = Solo { $starter } puede introducir lanzamientos.
along-in-turn = Por turnos: solo la persona nombrada arriba introduce este lanzamiento, y solo quien lanzó el último puede deshacerlo.
along-turn = 🎲 **Lanza { $player }** · turnos: { $order }
along-threw = { $player } lanzó { $faces } ({ $count } en total)
along-threw-more = { $player } lanzó { $faces } … y { $more } más ({ $count } en total)
along-no-throws = { $player }: ningún lanzamiento
along-complete = ✅ La tirada acompañada #{ $id } está completa: { $throws ->
    [one] { $throws } lanzamiento
   *[other] { $throws } lanzamientos
}. Coloca el tablero como se muestra.
along-cancelled = ✖️ Tirada acompañada #{ $id } ({ $variant }) cancelada por { $name } tras { $throws ->
    [one] { $throws } lanzamiento
   *[other] { $throws } lanzamientos
}.

button-heads = Cara
button-tails = Cruz
button-type-several = Escribir varios…
button-type-yours = Escribir tu lanzamiento…
button-undo = Deshacer el último
button-cancel = Cancelar…
button-cancel-yes = Sí, cancelar
button-keep-rolling = Seguir tirando
along-cancel-question = ⚠️ ¿Cancelar la tirada acompañada #{ $id }? { $throws ->
    [0] Aún no hay lanzamientos.
    [one] Se pierde su único lanzamiento.
   *[other] Se pierden sus { $throws } lanzamientos.
} Nada cambia hasta que pulses **Sí, cancelar**.
along-select = El { $die } muestra…
along-form-title = Introducir varios lanzamientos
along-form-title-yours = Introducir tu lanzamiento
along-form-label = Las caras del { $die }, en el orden lanzado
along-form-label-yours = La cara de tu { $die }

## Titulares sobre una tirada

replay-confirmed = ✅ Replay confirmado: { $throws ->
    [one] { $throws } lanzamiento da
   *[other] { $throws } lanzamientos dan
} { $position }.
record-file-numbered = Registro completo n.º { $number } (`{ $code }`):
record-file-code = Registro completo de `{ $code }`:
daily-headline = 🗓️ **Reto diario del { $date }**: { $position }. Colócala y juégala en la próxima quedada — con el registro de abajo cualquiera puede repetir los lanzamientos a mano.
daily-headline-late = 🗓️ **Reto diario del { $date }** (publicado tarde: el bot estaba apagado a la hora habitual): { $position }. Colócala y juégala en la próxima quedada — con el registro de abajo cualquiera puede repetir los lanzamientos a mano.
daily-thread = Reto diario { $date } · { $variant }

## /record

record-headline = Registro #{ $number }: { $kind } de { $name } el { $when }.
record-kind-random = tirada al azar
record-kind-roll-along = tirada acompañada
record-kind-daily = reto diario
record-kind-event = ronda de evento

## /prefs

prefs-title = Tus preferencias
prefs-description = Cómo ves las tiradas allí donde tires. Cámbialas con `/prefs set` y bórralas con `/prefs reset`.
prefs-theme = Colores
prefs-flipped = Girado
prefs-width = Ancho
prefs-text-only = Solo texto
prefs-language = Idioma
prefs-default = (predeterminado)
prefs-your-discord = (el de tu Discord)
prefs-yes = sí
prefs-no = no
prefs-saved = ✅ Guardado: así se verán tus tiradas a partir de ahora.
prefs-reset-done = ✅ De vuelta a lo predeterminado.

## Rechazos

refused-outside-servers = /{ $command } cambia el Backrank de un servidor, así que solo funciona en un servidor que haya añadido el bot (alguien con «Gestionar servidor» puede añadirlo). Aquí puedes usar { $commands }

## /settings

settings-title = Ajustes de Backrank en este servidor
settings-description = Cámbialos con `/settings set`; `reset: true` vuelve a lo predeterminado.
settings-saved = ✅ Guardado.
settings-beacon-silent = ⚠️ Guardado, pero el faro de drand no responde ahora mismo ({ $why }): las tiradas del faro fallan hasta que responda. Quien ejecuta el bot puede revisar `[beacon] relays` con `backrank doctor`.
settings-default = (predeterminado)
settings-variant = Variante
settings-dice = Dado
settings-method-fair = el método justo de la variante
settings-guided = Quién introduce lanzamientos en /roll-along
settings-guided-starter = quien la empezó
settings-guided-anyone = cualquiera
settings-guided-role = quien la empezó, y { $role }
settings-guided-role-unset = un rol (sin elegir)
settings-replies = Respuestas
settings-replies-public = públicas
settings-replies-private = solo las ve quien pregunta
settings-log = Canal de registro
settings-log-none = ninguno: los problemas van al registro del bot
settings-missed = Publicaciones diarias perdidas
settings-missed-post = se publican tarde, una vez
settings-missed-skip = se saltan
settings-daily = Retos diarios
settings-daily-count = { $count } (ver `/daily show`)
settings-language = Idioma
settings-language-auto = el del Discord de cada persona (publicaciones diarias: inglés)
settings-language-set = { $language } (y publicaciones diarias)
settings-managers-title = Quién gestiona Backrank aquí
settings-standard = Posición estándar
settings-standard-excluded = se vuelve a tirar (regla de torneo)
settings-standard-allowed = se tira como cualquier otra
settings-pairs-on = dos partidas por posición, colores cambiados
settings-pairs-off = una partida por posición
settings-study = Tiempo de estudio en eventos
settings-managers = miembros con «Gestionar servidor»
settings-managers-and-role = miembros con «Gestionar servidor», y { $role }

## /event

event-started = 🏁 **{ $name }**: la posición de cada ronda queda sorteada y fijada ahora. Cada línea de abajo es el SHA-256 del nombre del evento, la ronda, la semilla secreta de esa ronda y las reglas del evento (abajo); `/event next` revela las semillas ronda a ronda, y cualquiera puede comprobarlas con estas líneas.
event-round = 🏁 **{ $name }**, ronda { $round } de { $rounds }: { $position }.
event-started-beacon = 🏁 **{ $name }**: aún no existe ninguna posición, y nadie puede conocerla de antemano. Cada ronda la decide la primera ronda del faro público de drand publicada después de su `/event next`: un número firmado por la League of Entropy, que nadie tiene por sí solo. Cada revelación da la ronda del faro, su firma y la orden que la comprueba sin red.
event-beacon-rule = Cada ronda: la primera ronda del faro **{ $chain }** de drand tras su `/event next`, sorteada para `event { $server } { $name } round N`.
event-beacon-unfixed = aún sin sortear
event-round-forged = ⚠️ su registro guardado no coincide con lo publicado: no se muestra
event-round-unchecked = no se pudo comprobar ahora mismo: no se muestra
event-verified = ✅ Ronda { $round } de «{ $name }»: la semilla coincide con el compromiso `{ $commitment }` y da { $position }.
field-study = Tiempo de estudio
event-study-rule = { $minutes ->
    [0] ninguno: se juega desde que se revela cada ronda, salvo que el árbitro dé tiempo de estudio con ella
    [one] { $minutes } minuto entre cada revelación y el inicio del juego, salvo que el árbitro dé otro con ella
   *[other] { $minutes } minutos entre cada revelación y el inicio del juego, salvo que el árbitro dé otro con ella
}
event-play-starts = ⏱️ { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
} para estudiar la posición: el juego empieza a las { $time } ({ $relative }).
field-play-starts = Inicio del juego
round-study-given = tras { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
} de estudio
event-title = { $name } · { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
} de { $variant }
event-footer = { $method } con un { $dice }. Reveladas: { $revealed } de { $rounds }. Comprobar una ronda: backrank verify-event.
event-list-title = { $count ->
    [one] Un evento
   *[other] { $count } eventos
}
event-list-running = **{ $name }** · { $variant } · { $revealed } de { $rounds ->
    [one] { $rounds } ronda revelada
   *[other] { $rounds } rondas reveladas
}
event-list-finished = **{ $name }** · { $variant } · { $rounds ->
    [one] su única ronda revelada
    [2] las dos rondas reveladas
   *[other] las { $rounds } rondas reveladas
}
event-list-more = …y { $more } más antiguos
event-again-seeds = Un sorteo que da una posición { $repeats ->
    [no] excluida, o la de una ronda anterior,
   *[allowed] excluida
} se vuelve a sortear a partir de la semilla seguida de ` attempt 2`, ` attempt 3`… hasta que una esté permitida.
event-again-beacon = Un sorteo que da una posición { $repeats ->
    [no] excluida, o la de una ronda anterior,
   *[allowed] excluida
} se vuelve a sortear para el propósito seguido de ` attempt 2`, ` attempt 3`… hasta que una esté permitida.

## El registro: cada instrucción que se sigue en la mesa
#
# Las casillas (a1), las caras (H = cara, T = cruz, 1–20) y los números son
# iguales en todos los idiomas, para que un registro se repita en cualquiera.

ordinal = { $n }.º
nth-word = { $n }.ª tirada
option = { $nth }: { $name }
number-word = { $n ->
    [0] ninguna
    [1] una
    [2] dos
    [3] tres
    [4] cuatro
    [5] cinco
    [6] seis
    [7] siete
    [8] ocho
    [9] nueve
    [10] diez
    [11] once
    [12] doce
   *[other] varias
}
list-and = { $rest } y { $last }
list-or = { $rest } o { $last }

pieces-king = reyes
pieces-queen = damas
pieces-rook = torres
pieces-bishop = alfiles
pieces-knight = caballos
pieces-archbishop = arzobispos
pieces-chancellor = cancilleres
pieces-prime-minister = primeros ministros
pieces-pawn = peones
pieces-general = generales
pieces-advisor = consejeros
pieces-elephant = elefantes
pieces-horse = caballos
pieces-chariot = carros
pieces-cannon = cañones
pieces-soldier = soldados

rule-one-choice = No hace falta tirar: solo hay una opción.
rule-coin-two = Lanza una moneda: cara (H) = 1.º, cruz (T) = 2.º.
rule-binary = Lanza una moneda { $throws ->
    [one] una vez
   *[other] { $throws } veces
}; escribe cara (H) como 1 y cruz (T) como 0, la primera tirada primero: un número binario de 0 a { $top }.
rule-binary-start-over = Vuelve a empezar en cuanto solo pueda salir { $accept } o más{ $hint }; { $throws ->
    [one] también puedes hacer la tirada primero, y entonces no cuenta.
   *[other] también puedes hacer las { $throws } tiradas primero, y entonces no cuentan.
}
rule-binary-hint = { $lead ->
    [1] { " " }(la primera tirada cara)
   *[other] { " " }(las { $lead } primeras tiradas todas cara)
}
rule-throw-once = { $die ->
    [coin] Lanza una moneda
   *[other] Tira un { $die }
}
rule-throw-times = Tira un { $die } { $times ->
    [one] una vez
   *[other] { $times } veces
}: el número es { $formula }, de 1 a { $span }
rule-weight = { $weight } × ({ $nth } − 1)
rule-coins-table = { $coins ->
    [one] Lanza una moneda y léela
   *[other] Lanza { $coins } monedas y léelas en orden
} (H = cara, T = cruz): { $table }
rule-coins-binary = { $coins ->
    [one] Lanza una moneda y léela
   *[other] Lanza { $coins } monedas y léelas en orden
} como un número binario con cruz (T) = 1, la primera moneda la más alta, más 1 ({ $first } … { $last })
rule-again = ; con { $range }, vuelve a { $die ->
    [coin] lanzar
   *[other] tirar
}
rule-again-all = ; con { $range }, vuelve a { $die ->
    [coin] lanzar
   *[other] tirar
}{ $throws ->
    [one] {""}
   *[other] { " " }las { $throws }
}
rule-count = { " " }y cuenta { $range }
rule-odd-even = : impar = 1.º, par = 2.º
rule-fold = ; { $high } cuentan como { $low }
rule-take-away = ; resta { $k } hasta que sea { $k } o menos

from-left = desde la izquierda
from-blacks-left = desde la izquierda de las negras
count-empty = Cuenta las casillas vacías { $from }: { $names }.
count-colour = Cuenta las casillas { $colour ->
    [dark] oscuras
   *[light] claras
} vacías { $from }: { $names }.
count-inner = El rey no puede ocupar la primera ni la última casilla vacía; cuenta { $from } empezando por la segunda: { $names }.
count-left-of = Cuenta las casillas vacías a la izquierda { $piece ->
    [dama] de la dama
    [torre] de la torre
   *[other] del { $piece }
} { $from }: { $names }.
count-right-of = Cuenta las casillas vacías a la derecha { $piece ->
    [dama] de la dama
    [torre] de la torre
   *[other] del { $piece }
} { $from }: { $names }.
count-left-of-general = Cuenta las casillas vacías a la izquierda del general { $from }: { $names }.
count-right-of-general = Cuenta las casillas vacías a la derecha del general { $from }: { $names }.
only-one-left = Solo queda una: { $choice }.
number-the-sets = Numera las formas de poner { $how_many } { $pieces } en ellas, la de más a la izquierda primero: { $list }.
sets-in-order = cuenta los conjuntos en orden alfabético de sus casillas

outcome-on = { $piece } en { $squares }.
placed-on = { $piece } en { $square }
title-king-and-rooks = Rey y torres
fill-king-between-rooks = Quedan tres casillas: el rey ocupa la del medio y las torres las otras dos.
title-colour = { $title }: color
pick-colour = Elige el color de las casillas: 1.º = oscuras, 2.º = claras.
dark-squares = casillas oscuras
light-squares = casillas claras
start-over-because = { $why }, así que esta fila no está permitida: vuelve a empezar desde el primer paso.
step-start-over = Volver a empezar
step-standard-again = Es la posición estándar ({ $row }), que esta tirada excluye: vuelve a tirar desde el primer paso.

violation-wrong-pieces = la fila no tiene las piezas de esta variante
violation-same-colour = los dos alfiles están en casillas { $colour ->
    [dark] oscuras
   *[light] claras
}
violation-queen-archbishop = la dama y el arzobispo están los dos en casillas { $colour ->
    [dark] oscuras
   *[light] claras
}
violation-king-between-rooks = el rey no está entre las torres
violation-unprotected-pawn = el peón de { $square } no está protegido
violation-uneven-half = el lado { $side ->
    [left] izquierdo
   *[right] derecho
} del general no tiene un carro, un caballo y un elefante
violation-not-a-relocation = ningún cambio del rey y luego de la dama lleva de la posición inicial a esta fila

title-nth-piece = { $n ->
    [1] Primer { $piece }
    [2] Segundo { $piece }
   *[other] { $n }.º { $piece }
}
title-dark-bishop = Alfil de casillas oscuras
title-light-bishop = Alfil de casillas claras
title-rook-left-of-king = Torre a la izquierda del rey
title-rook-right-of-king = Torre a la derecha del rey
fill-one = Queda una casilla: { $piece ->
    [dama] la dama la ocupa
    [torre] la torre la ocupa
   *[other] el { $piece } la ocupa
}.
fill-many = Quedan { $how_many } casillas: los { $pieces } las ocupan.
title-left-of-general = { $piece }, a la izquierda del general
title-right-of-general = { $piece }, a la derecha del general
title-king-relocation = Cambio del rey
title-queen-relocation = Cambio de la dama
square-and-piece = { $square } ({ $piece })
count-relocations = Cuenta desde la izquierda las piezas con las que { $piece ->
    [dama] la dama
   *[other] el { $piece }
} puede cambiarse (consigo misma significa que se queda): { $list }.
relocation-stays = { $piece ->
    [dama] La dama se queda
   *[other] El { $piece } se queda
} en { $square }.
relocation-swaps = { $piece ->
    [dama] la dama
   *[other] el { $piece }
} va a { $to }, { $other ->
    [dama] la dama
    [torre] la torre
   *[other] el { $other }
} a { $from }.

title-pawn-marked = { $n ->
    [1] Primer peón marcado { $mark }
    [2] Segundo peón marcado { $mark }
   *[other] Peón marcado { $mark }
}
title-black-pawn = Peón negro
pick-black-pawn = Los dos alfiles están en el mismo color. Saca uno de los peones negros marcados L1–L4, R1–R4: L o R indica el alfil izquierdo o derecho, y el número la casilla del otro color (contando las cuatro desde la izquierda) a la que va.
bishop-moves = El alfil de { $from } va a { $to }, la { $nth } casilla { $colour ->
    [dark] oscura
   *[light] clara
}
bishop-moves-alone = { $moved }.
bishop-moves-and-swaps = { $moved }, y { $piece ->
    [dama] la dama
    [torre] la torre
   *[other] el { $piece }
} va a { $from }.
no-black-pawn = Los alfiles están en colores opuestos: no hace falta peón negro.

title-queen-or-archbishop-first = Dama o arzobispo primero
title-first-piece-light = Primera pieza, casilla clara
title-second-piece-dark = Segunda pieza, casilla oscura
pick-queen-or-archbishop = Elige qué pieza va a una casilla clara: 1.º = la dama, 2.º = el arzobispo.
queen-on-light = la dama en una casilla clara
archbishop-on-light = el arzobispo en una casilla clara
title-queen-or-archbishop-light = Dama o arzobispo en una casilla clara
title-piece-light = Pieza en una casilla clara
title-piece-dark = Pieza en una casilla oscura
number-division = { $before } ÷ { $k } = { $after } resto { $digit } → { $choice }.

title-position-number = Número de la posición
title-row-number = { $side ->
    [white] Número de la fila blanca
   *[black] Número de la fila negra
}
title-number-part = { $whose }, parte { $part } de { $parts }
number-runs = El número va de 0 a { $top }.
number-part-runs = Esta parte va de 0 a { $top }: es la cuenta menos 1.
number-formula = { $formula } = { $number }.

record-throws = Tiradas: { $throws } → { $choice }
record-again = { $face } (otra vez)
record-setup-from-number = Cómo montarla a partir del número:

## Errores: qué salió mal y qué hacer

error-store-unreached = no se pudo acceder a los registros del bot, así que no se hizo nada: inténtalo de nuevo en un momento o avisa a quien administra el bot
error-roll-unsaved = no se pudo guardar la tirada, así que no se muestra: inténtalo de nuevo o avisa a quien administra el bot
error-store-full = el disco del bot está lleno, así que no se puede guardar nada (ni mostrar ninguna tirada) hasta que se libere espacio: avisa a quien administra el bot
error-store-slow = los registros del bot no respondieron a tiempo, así que puede que esto no se haya hecho: inténtalo de nuevo en un momento (una tirada guardada aparece en /record)
error-render = no se pudo dibujar el tablero: inténtalo de nuevo o avisa a quien administra el bot
error-rate = son más de { $most ->
    [one] una tirada
   *[other] { $most } tiradas
} por minuto, lo máximo que este bot acepta de una persona: inténtalo de nuevo en { $seconds } s
error-no-record = aquí no hay ningún registro n.º { $record }: el número está bajo cada tirada, como «Registro», y los registros se muestran donde se hicieron (uno privado, solo a quien lo hizo)
error-in-option = `{ $option }`: { $problem }
face-hint = { $die ->
    [coin] H (cara) o T (cruz)
   *[other] un número del 1 al { $sides }
}
error-faces-too-long = las caras ocupan { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
}; escribe como mucho { $most }
error-faces-too-many = { $count ->
    [one] { $count } cara es más de lo que necesita
   *[other] { $count } caras son más de las que necesita
} una tirada; escribe como mucho { $most }
error-bad-face = cara { $position } («{ $token }»): { $problem }
error-faces-look-like-coin = { $problem }. Parecen lanzamientos de moneda: añade { $option }
error-typed-needs-faces = `{ $typed }` necesita las caras: añádelas con `{ $rolls }`, como "5 3 6 …"
error-faces-and-source = `{ $rolls }` da caras tecleadas, pero se nombra `{ $source }` a su lado: quita `{ $source }` (las caras tecleadas son su propia fuente)
error-face-out-of-range = { $value } no es una cara de un { $die }: usa { $hint }
error-not-a-face = «{ $token }» no es una cara de un { $die }: usa { $hint }
error-need-more = se acabaron las caras en el paso { $step } ({ $side ->
    [black] Negras: { LOWER($title) }
   *[white] { LOWER($title) }
}): ahora { $die ->
    [coin] lanza una moneda
   *[other] tira un { $die }
}
error-add-to-rolls = { $error }, y añádelo a `{ $rolls }`
error-left-over = la posición quedó completa tras { $used } de { $total ->
    [one] { $total } cara
   *[other] { $total } caras
}; { $unused ->
    [one] la última ({ $extra }) no se usó
   *[other] el resto ({ $extra }) no se usó
}: comprueba las caras con el registro o usa menos
error-wrong-device = la cara { $position } es de un { $found }, pero esta tirada usa un { $expected }
error-witnesses-none = nombra en `witnesses` al menos a otra persona con quien tirar por turnos, como witnesses:@Ana
error-witnesses-too-many = `witnesses` nombra a { $count ->
    [one] { $count } persona
   *[other] { $count } personas
}; una tirada acompañada alterna entre como mucho { $most } además de ti: nombra a menos
error-witness-role = «{ $shown }» en `witnesses` es un rol; nombra a las personas que van a tirar, como witnesses:@Ana @Ben
error-witness-not-a-person = «{ $shown }» en `witnesses` no es una persona: escribe @ y elige a cada persona que va a tirar, como witnesses:@Ana @Ben
error-not-a-player = solo los jugadores de esta tirada acompañada introducen sus tiradas, por turnos: { $order }. Empieza la tuya con /roll-along
error-undo-not-yours = solo { $player }, que hizo la última tirada, puede deshacerla
error-not-your-turn = ahora tira { $player }: los jugadores se turnan ({ $order }), así que espera tu turno
error-one-face-only = aquí se tira por turnos, así que escribe solo tu tirada (una cara); escribiste { $count }: no se introdujo nada
error-guided-role = solo { $owner } y los miembros con el rol <@&{ $role }> pueden introducir tiradas aquí
error-guided-starter = solo { $owner } puede introducir tiradas aquí: empezó esta tirada acompañada. Empieza la tuya con /roll-along
error-nothing-to-undo = todavía no hay ninguna tirada que deshacer
error-too-many-throws = una tirada acompañada admite como mucho { $most ->
    [one] una tirada
   *[other] { $most } tiradas
}, y esto haría { $count }: no se introdujo nada. Comprueba las tiradas en la mesa
error-along-finished = esta tirada acompañada ha terminado: dio el registro n.º { $record }
error-along-cancelled = esta tirada acompañada se canceló: empieza otra con /roll-along
error-along-left-over = la posición queda completa tras { $used ->
    [one] una de tus tiradas más
   *[other] { $used } de tus tiradas más
}; { $unused ->
    [one] la última ({ $extra }) no hace falta
   *[other] el resto ({ $extra }) no hace falta
}. No se introdujo nada: compruébalas en la mesa y escribe solo las que cuentan
error-along-conflict = se introdujo otra tirada en el mismo momento: el mensaje muestra ahora el último paso; pulsa de nuevo si tu tirada aún hace falta
error-change-busy = otros cambiaban los mismos ajustes en este mismo momento, así que los tuyos no se guardaron: míralos de nuevo e inténtalo otra vez
error-along-not-a-face = «{ $text }» no es una cara de un { $die }: pulsa uno de los botones
error-along-expired = La tirada acompañada n.º { $id } caducó tras { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
} sin tiradas. Empieza otra con /roll-along.
error-along-expired-with-throws = La tirada acompañada n.º { $id } caducó tras { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
} sin tiradas. Empieza otra con /roll-along; las tiradas hasta entonces fueron { $throws }.

## /variants y /fairness
# De dónde viene un método incorporado.
method-ref-carrillo-1 = procedimiento n.º 1 de Carrillo
method-ref-carrillo-2 = procedimiento n.º 2 de Carrillo, tal como se publicó
method-ref-numbering = numeración de posiciones de Backrank
method-ref-after-carrillo-1 = Backrank, según el procedimiento n.º 1 de Carrillo
method-ref-derived-placement = colocación de Backrank, deducida de las reglas
method-ref-pawns = Método de los Peones (Walker y Suzman)
method-ref-carrillo-ajax = Ajax Random 8x8 de Carrillo, tal como se publicó
method-ref-carrillo-capablanca-1a = Capablanca Random 1a de Carrillo, tal como se publicó
method-ref-carrillo-capablanca-1b = Capablanca Random 1b de Carrillo, tal como se publicó
method-ref-carrillo-english-1 = procedimiento n.º 1 de English Random de Carrillo, tal como se publicó
method-ref-carrillo-english-2 = procedimiento n.º 2 de English Random de Carrillo (uniforme con cualquier instrumento)
method-ref-carrillo-korean = procedimiento de Korean Random de Carrillo (ya uniforme)
method-ref-carrillo-korean-published = procedimiento de Korean Random de Carrillo, tal como se publicó (4–6 cuentan como 1–3)
method-ref-carrillo-modern = Modern Random 9x9 de Carrillo, tal como se publicó
method-ref-scharnagl = pasos b.1–b.13 de Scharnagl
method-ref-winther = método del dado de Winther

variants-title = Variantes
variants-description = `/random variante` sortea una; `/fairness variante` muestra su auditoría exacta.
variants-line = { $files }x{ $ranks } · { $positions ->
        [one] { $positions } posición
       *[other] { GROUPED($positions) } posiciones
    } · { $summary }
    métodos: **{ $default }** (por defecto){ $others }
fairness-title = Equidad · { $variant } · { $method } · { $dice }
fairness-positions = Posiciones
fairness-positions-value = { GROUPED($positions) } de { GROUPED($legal) } permitidas
fairness-uniform = Uniforme
fairness-uniform-yes = sí: todas las posiciones son igual de probables
fairness-uniform-no = no: la posición más probable sale { $ratio } veces más que la menos probable
fairness-expected = Tiradas esperadas
fairness-expected-value = { $decimal } (exactamente { $exact })
fairness-lower-bound = Cota inferior
fairness-skew = Casillas de la pieza: { $piece }
fairness-skew-value = En la columna { $file } el { $method } de las veces con este método, frente al { $uniform } con un sorteo uniforme. El gráfico muestra cada columna: una barra para este método y una línea para un sorteo uniforme.
fairness-chart-alt = Gráfico de barras de las casillas de la pieza { $piece } con { $method }, columna por columna, entre paréntesis un sorteo uniforme: { $bars }.
fairness-skew-none-name = Dónde están las piezas
fairness-skew-none = Cada pieza está en cada columna tan a menudo como con un sorteo uniforme: el sesgo está en cómo se combinan las piezas, así que ningún gráfico de una sola pieza lo muestra.
fairness-table-title = Equidad · { $variant } · todos los métodos
fairness-table-method = método
fairness-table-intro = Tiradas esperadas de cada método con cada aparato, sobre { $positions ->
    [one] la única posición permitida
   *[other] las { GROUPED($positions) } posiciones permitidas
}; * marca un sorteo que no es uniforme.
fairness-table-all-uniform = Todos son uniformes aquí: cada posición es igual de probable.
fairness-table-not-uniform = No uniforme: { $methods }. `/fairness` con un solo `method` da la proporción.

## /stats: cómo salieron las tiradas de un servidor
stats-title-server = Tiradas en este servidor · { $period }
stats-title-dms = Tus tiradas fuera de servidores · { $period }
stats-period-days = { $days ->
    [one] último día
   *[other] últimos { $days } días
}
stats-period-all = desde el principio
stats-none = Aún no hay tiradas en este periodo. `/random` hace una.
stats-summary = { $rolls ->
    [one] { $rolls } tirada
   *[other] { GROUPED($rolls) } tiradas
}. Variantes: { $variants }. Dados: { $devices }. Fuentes: { $sources }.
stats-faces = Caras · { $source } · { $dice }
stats-piece = Dónde estuvo { $role ->
    [queen] la
    [rook] la
   *[other] el
} { $piece } · { $variant }
stats-fit = { $total ->
    [one] { $total } contado
   *[other] { GROUPED($total) } contados
}: chi-cuadrado { $chi } con { $df ->
    [one] { $df } grado
   *[other] { $df } grados
} de libertad, p = { $p }.
stats-verdict-few = Muy pocos para juzgar: cada barra debería esperarse al menos 5 veces. Seguid tirando.
stats-verdict-fine = Dentro de lo que dan las tiradas justas.
stats-verdict-unusual = Las tiradas justas dan recuentos así de desiguales { $percent ->
    [one] una vez
   *[other] { $percent } veces
} de cada 100. Poco habitual, pero entre varias pruebas alguna cae aquí de vez en cuando: por sí solo no prueba un sesgo.
stats-verdict-rare = Las tiradas justas darían recuentos así de desiguales menos de una vez cada 1000: revisad el dado o el método.
stats-impossible = ⚠️ { $count ->
    [one] { $count } tirada es una posición
   *[other] { GROUPED($count) } tiradas son posiciones
} que este método no puede producir: avisa a quien gestiona el bot.
stats-others = Posición estándar y repeticiones
stats-others-value = Tiradas que dieron la posición estándar: { GROUPED($standard) }. Tiradas que repitieron una posición ya tirada en el periodo: { GROUPED($repeats) }.
stats-unread = { $count ->
    [one] { $count } tirada no se pudo releer (una variante del servidor eliminada desde entonces) y no se prueba.
   *[other] { GROUPED($count) } tiradas no se pudieron releer (una variante del servidor eliminada desde entonces) y no se prueban.
}
stats-p-value-note = Un valor p dice con qué frecuencia unas tiradas justas parecerían al menos así de desiguales. No es la probabilidad de que los dados sean justos.
stats-chart-alt = Gráfico de barras: { $what }: { $bars }. Una línea marca lo que dan de media las tiradas justas y una banda el margen en que caen 95 veces de cada 100.
stats-health = Pruebas de salud · { $source }
stats-health-stream = { $stream }: { $samples ->
    [one] { $samples } tirada comprobada
   *[other] { GROUPED($samples) } tiradas comprobadas
}, { $failures ->
    [one] { $failures } fallo
   *[other] { GROUPED($failures) } fallos
} desde que se reiniciaron las pruebas; { $state }.
stats-health-passing = superadas
stats-health-refused = rechazado ({ $why }); { $healthy } de { $needed ->
    [one] { $needed } tirada sana seguida
   *[other] { $needed } tiradas sanas seguidas
} para volver a aceptarlo
stats-health-none = Aún no se ha comprobado ninguna tirada: las pruebas empiezan con la primera tirada de la torre.
stats-title-server-id = Tiradas en el servidor { $id } · { $period }
stats-title-user-id = Tiradas del usuario { $id } fuera de servidores · { $period }
stats-column-seen = vistos
stats-column-expected = esperados
stats-column-range = margen justo (95 de 100)
stats-charts-written = Gráficos escritos: { $files }
variants-also = También
variants-board = Tablero
variants-rules = Reglas
variants-methods = Métodos
variants-default = { $method } (predeterminado)
variants-file = Origen
variants-file-value = un archivo de variante, huella { $digest }
audit-whole-set = todo el conjunto permitido
audit-not-whole-set = NO todo el conjunto permitido
audit-whole-but-standard = todas las posiciones legales menos la estándar
audit-excludes-standard = La posición estándar se vuelve a tirar: cada cifra es sobre las posiciones restantes.
audit-lower-bound-value = { $bound } (logaritmo en base { $sides } de { GROUPED($legal) })
audit-start-over = Volver a empezar
audit-start-over-value = { $share } de los intentos ({ $percent } %)
audit-paths = Caminos recorridos
# `backrank verify-event` en un terminal.
verify-event-seed = ✓ Ronda { $round } de «{ $event }»: la semilla coincide con el compromiso publicado { $commitment }.
verify-event-seed-rules = ✓ Ronda { $round } de «{ $event }»: la semilla coincide con el compromiso publicado { $commitment }, que cubre las reglas del evento ({ $rules }).
verify-event-beacon = ✓ Ronda { $round } de «{ $event }»: la ronda { $number } del faro { $chain } de drand es auténtica (su firma se verifica), sorteada para «{ $purpose }».
verify-event-attempt = ✓ El intento { $attempt } da { $position }, la primera posición que permiten las reglas.
verify-event-attempt-revealed = ✓ El intento { $attempt } da { $position }, la primera posición que permiten las reglas, como se reveló.
verify-event-other-position = ✗ la ronda { $round } de «{ $event }» da { $position } (intento { $attempt }), no { $given }
verify-event-other-position-why = ✗ la ronda { $round } de «{ $event }» da { $position } (intento { $attempt }), no { $given }: { $why }
verify-event-earlier-missing = la ronda { $round } va después de { $before ->
    [one] { $before } ronda
   *[other] { $before } rondas
}, y el sorteo necesita la posición de cada una: --earlier da { $given } (copia entera la línea de comprobación de la ronda)
verify-event-earlier-with-repeats = --earlier es para un evento sin posiciones repetidas (--repeats no): si se permiten repeticiones, las rondas anteriores no importan
verify-event-seed-or-beacon = indica la --seed y el --commitment de la ronda, o su ronda --beacon
verify-event-rules-need-repeats = --exclude y --earlier necesitan al lado la regla --repeats del evento (la da la línea de comprobación de la ronda): su compromiso cubre las reglas
verify-event-no-beacon = este backrank se compiló sin la función beacon
error-unknown-variant = variante desconocida «{ $given }»{ $suggestion }: las variantes son { $list }
did-you-mean = { " " }(¿quisiste decir { $name }?)
error-unknown-method = { $variant } no tiene el método «{ $method }»: usa uno de { $list }
error-unknown-device = dispositivo desconocido «{ $given }»: usa coin, d4, d6, d8, d10, d12 o d20

## /daily

daily-schedule = <#{ $channel }> cada día a las { $time } { $timezone }: { $variants }{ $order ->
    [random] {" "}al azar
    [single] {""}
   *[rotate] {" "}por turnos
}{ $thread ->
    [yes] , con un hilo para cada publicación
   *[no] {""}
}.{ $next }
daily-next = { " " }Próximo: <t:{ $at }:F> (<t:{ $at }:R>).
daily-set = ✅ Reto diario programado. { $schedule }
daily-stopped = { $count ->
    [one] ✅ Se detuvo el reto diario de { $channels }.
   *[other] ✅ Se detuvieron { $count } retos diarios, en { $channels }.
}
daily-none-yet = Aún no hay retos diarios: `/daily set channel time timezone variants` crea uno.
daily-title = Retos diarios
daily-last = último: { $date } { $status }
# Un reto hecho antes de que cambiara su programa (o la variante del
# servidor) sigue siendo el de su fecha (issue 59).
daily-kept-stands = El reto del { $date } ya estaba hecho, así que sigue siendo el de ese día; las nuevas variantes se aplican desde el { $next }.
error-daily-none-in = no hay ningún reto diario en <#{ $channel }>: `/daily show` los muestra
error-daily-none = este servidor no tiene retos diarios
error-daily-which = este servidor tiene { $count ->
    [one] { $count } reto diario
   *[other] { $count } retos diarios
} ({ $channels }): nombra el que quieres detener con `channel`, o detenlos todos con `all: true`
error-daily-off-both = da `channel` para detener un reto diario, o `all: true` para detenerlos todos, no ambos

## Rechazos de lo que alguien escribió en una opción, una preferencia, un
## ajuste, un calendario, un evento o un código de replay. No se cambió
## nada.

error-option-too-long = `{ $option }` es demasiado largo ({ $count ->
    [one] { $count } carácter
   *[other] { $count } caracteres
})
error-option-missing = falta `{ $option }`
error-option-needs-file = `{ $option }` necesita un archivo adjunto: elige el archivo en la opción `{ $option }` de Discord
error-use-subcommand = usa /{ $command } { $list }
error-option-not-an-id = `{ $option }` debe ser un canal o un rol, no «{ $given }»
error-option-not-a-number = `{ $option }` debe ser un número entero, no «{ $given }»
error-option-out-of-range = `{ $option }` debe estar entre { $min } y { $max }, no { $given }
error-not-one-of = «{ $given }» no es ninguno de: { $list }
error-old-control = este control es de una versión anterior del bot: vuelve a usar el comando
error-no-tower = este bot no tiene torre de dados: usa `source: os`, o pide a quien administra el bot que configure [bot] hardware_source
error-no-tower-server-default = este servidor tira con la torre de dados por defecto, pero este bot ya no tiene ninguna: tira con `source: os` por ahora; quien gestiona el servidor puede hacerlo predeterminado con `/settings set source:os`
source-tower = la torre de dados del club
source-os = los números aleatorios del ordenador
source-typed = tiradas escritas
source-table = dados en la mesa
source-table-players = dados en la mesa, lanzados por turnos por { $players }
source-seed = semilla { $seed }
source-seeded = una semilla
source-beacon = faro drand, ronda { $round } ({ $chain })
source-beacons = el faro drand
source-beacon-published = { $source }, publicada a las { $at } UTC
beacon-drawn-from = Sacado de drand { $chain }, ronda { $round } (publicada { $published } UTC) para «{ $purpose }»: su firma se verificó con la clave de la cadena.
beacon-check-offline = Compruébalo sin conexión: { $command }
source-replay-code = las tiradas de su código de replay
error-tower-refused = { $tower } está rechazada por las pruebas de salud: { $why }. Las tiradas con ella siguen rechazadas hasta que quien administra el bot revise el aparato; mientras tanto usa `source: os`
error-tower-cannot-throw = { $tower } no puede lanzar un { $die }: puede lanzar { $dice }. Deja `{ $dice_option }` vacío, o usa `{ $os }`
error-tower-failed = { $tower } no pudo lanzar ahora mismo (quizá está desconectada, apagada o atascada), así que no se hizo ninguna posición ni se usó otra cosa en su lugar: inténtalo de nuevo en un momento, o usa `source: os`. Quien administra el bot encuentra la causa en su registro
error-tower-records = { $tower } no se usó porque no se pudo leer su registro de salud: inténtalo de nuevo en un momento, o avisa a quien administra el bot
error-unknown-source = fuente desconocida «{ $given }»: usa os (la predeterminada), tower, o escribe tus propias tiradas en `rolls`
error-unknown-stats-source = fuente desconocida '{ $given }': /stats cuenta una de { $list }
error-unknown-command = comando desconocido /{ $name }: puede que los comandos de Backrank hayan cambiado desde que se registró este; vuelve a intentarlo en un minuto
error-panicked = algo salió mal en el lado del bot: vuelve a intentarlo o avisa a quien gestiona el bot
error-form-too-late = el formulario tardó demasiado en abrirse: pulsa el botón otra vez
error-os-random = el sistema operativo no dio números aleatorios, así que no se creó ninguna posición: vuelve a intentarlo o avisa a quien gestiona el bot
error-beacon-unreadable = no se pudo leer el faro drand ahora (ningún relé dio la ronda a tiempo, o ninguna se pudo verificar), así que no se creó ninguna posición: vuelve a intentarlo en un minuto o usa otra fuente
error-source-setup = la fuente de tiradas de este bot no está bien configurada, así que no se generó ninguna posición: avisa a quien gestiona el bot (su registro dice qué arreglar)
error-variant-file-unreadable = no se pudo leer el archivo de variante de este servidor: vuelve a intentarlo o avisa a quien gestiona el bot
error-variant-file-unchecked = no se pudo comprobar el archivo de variante: vuelve a intentarlo o avisa a quien gestiona el bot
error-round-unrolled = no se pudo sortear esta ronda a partir de su semilla: avisa a quien gestiona el bot
error-roll-along-unreadable = no se pudo leer el estado guardado de esta tirada acompañada: empieza una nueva y avisa a quien gestiona el bot
error-audit-failed = la auditoría de equidad falló: vuelve a intentarlo o avisa a quien gestiona el bot
error-stats-failed = no se pudieron calcular las estadísticas: vuelve a intentarlo o avisa a quien gestiona el bot
error-event-unreadable = no se pudo leer el estado guardado de este evento: avisa a quien gestiona el bot
error-restarted = Backrank se reinició antes de terminar esto: vuelve a intentarlo
error-no-throws-needed = este método no necesita tiradas
error-along-missing = esta tirada acompañada no consta: empieza otra con /roll-along
error-along-elsewhere = esta tirada acompañada es de otro canal: empieza la tuya con /roll-along
error-no-such-number = { $variant } no tiene la posición número { $number }: usa de 0 a { $last }
error-number-not-legal = el número { $number } de { $variant } no es una posición inicial: { $why } (las reglas de Scharnagl lo saltan)
error-server-only = esto es de un servidor: usa el comando en uno
error-not-manager = solo los miembros con «Gestionar servidor» (o el rol de gestión del servidor) pueden usar `/{ $command }`
error-manager-role = solo los miembros con «Gestionar servidor» pueden elegir el rol de gestión
error-settings-method-unfit = { $reason }. El método del servidor se eligió para otra variante: indica uno de estos en el mismo comando (`method:`) o empieza desde los valores por defecto (`reset:`). No se cambió nada
error-guided-needs-role = `guided: role` necesita un `role`: elige el rol cuyos miembros pueden introducir tiradas
error-no-tower-default = este bot no tiene torre de dados ([bot] hardware_source), así que `source: tower` no puede ser la predeterminada
error-unknown-language = «{ $given }» no es un idioma que hable Backrank: usa en, de, fr, es o ko
error-prefs-nothing = indica al menos uno de theme, flipped, width, text_only, language o lichess
error-unknown-theme = el `theme` «{ $given }» no existe en Backrank: elige { $list }
error-not-a-time = «{ $given }» no es una hora: escríbela en formato de 24 horas, HH:MM, como 18:30
error-not-a-zone = «{ $given }» no es un nombre de zona horaria: usa un nombre como Europe/Madrid o America/Mexico_City
error-not-a-zone-near = «{ $given }» no es un nombre de zona horaria: ¿quisiste decir { $near }?
error-no-variants = `variants` está vacío: nombra una o más, como «chess960, crc», o «all»
error-event-name = el nombre de un evento tiene { $most ->
    [one] 1 carácter
   *[other] de 1 a { $most } caracteres
} en una línea, sin empezar por - ni llevar acento grave (`), como «Open del club 2026»
error-event-name-hidden = el nombre de un evento no puede llevar { $kind ->
        [formatting] `` { $char } ``
       *[invisible] un carácter invisible
    } (U+{ $code }): los caracteres invisibles, los de dirección y los de formato de Discord (`` { $formatting } ``, y { $at_start } al principio) cambian cómo se ven el nombre y el texto que lo rodea; usa letras, cifras, espacios, signos como ( ) - ' . , : / + y emoji
error-event-exists = este servidor ya tiene un evento llamado «{ $name }»: elige otro nombre, o `/event show name:{ $name }`
error-event-all-revealed = { $rounds ->
    [one] la única ronda de «{ $name }» ya está revelada: `/event show` la muestra
    [2] las dos rondas de «{ $name }» ya están reveladas: `/event show` las muestra
   *[other] las { $rounds } rondas de «{ $name }» ya están reveladas: `/event show` las muestra
}
error-event-forged = la ronda { $round } de «{ $name }» no se reveló: su semilla guardada ya no coincide con el compromiso publicado al empezar el evento, así que los registros del bot se cambiaron después. Avisa a quien gestiona el bot; la posición de esa ronda no es de fiar
error-event-busy = otra persona reveló la ronda { $round } en el mismo momento: `/event show` la muestra y `/event next` revela la siguiente
error-event-missing = este servidor no tiene ningún evento llamado «{ $name }»: empieza uno con `/event start`
error-event-server-only = los eventos son de un servidor: usa esto en uno
error-event-none = este servidor aún no tiene eventos: `/event start` empieza uno
error-event-which = ¿qué evento? Este servidor tiene varios: { $names }. Indica su `name`, o míralos todos con `/event list`
error-event-draw = `draw` es `seeds` (cada ronda sorteada ahora y comprometida) o `beacon` (el faro público de drand, ronda a ronda), no «{ $given }»
error-event-beacon-down = no se pudo leer el faro de drand ahora, así que no se fijó ninguna ronda del faro ni se reveló nada: prueba `/event next` de nuevo en un minuto
error-event-beacon-clock = el reloj de esta máquina no coincide con el de drand (va por detrás de la cadena, o antes del inicio del evento), así que no se fijó ninguna ronda del faro ni se reveló nada: pide a quien gestiona el bot que ajuste el reloj (NTP) y luego `/event next` de nuevo
error-event-beacon-unread = la ronda { $round } del faro { $chain } de drand, que decide esta ronda, no se pudo obtener y verificar ahora, así que no se reveló nada. La ronda sigue fijada: `/event next` de nuevo revela esta misma ronda
error-event-beacon-forged = la ronda { $round } de «{ $name }» no se reveló: la ronda del faro guardada para ella incumple la regla publicada al inicio (la primera ronda tras su `/event next`), así que los registros del bot se cambiaron después. Avisa a quien gestiona el bot; no se puede confiar en la posición de esa ronda
error-event-verify-beacon = «{ $name }» se sortea con el faro de drand, no con semillas: comprueba una ronda con la orden de su revelación (`backrank verify-event … --beacon …`), que no necesita red
error-exclude-item = `{ $option }`: «{ $given }» no es un número de posición, ni un rango como 0-16, ni `standard`
error-exclude-range = `{ $option }`: { $variant } no tiene la posición número { $number }: usa de 0 a { $last }
error-exclude-no-standard = `{ $option }`: la disposición estándar de { $variant } no es una de sus posiciones aleatorias, así que `standard` no deja nada fuera
error-event-repeats = `repeats` es `no` (ninguna posición dos veces, por defecto) o `allow`, no «{ $given }»
error-event-nothing-left = todas las posiciones de { $variant } quedan fuera: no se podría sortear nada
error-event-too-few-positions = { $rounds ->
    [one] una ronda sin posiciones repetidas necesita
   *[other] { $rounds } rondas sin posiciones repetidas necesitan
} otras tantas posiciones, pero a { $variant } { $left ->
    [one] solo le queda una
   *[other] solo le quedan { $left }
} tras las exclusiones: pide menos rondas, deja menos posiciones fuera o permite repeticiones (`repeats:allow`)
error-event-draw-too-long = para la última ronda solo quedarían { GROUPED($left) } de las { $total ->
    [one] { $total } posición
   *[other] { GROUPED($total) } posiciones
} de { $variant }, así que sortearla llevaría unos { $attempts ->
    [one] { $attempts } intento
   *[other] { GROUPED($attempts) } intentos
}: deja menos posiciones fuera o pide menos rondas
error-event-avoid-missing = este servidor no tiene ningún evento llamado «{ $name }» que evitar: `/event list` muestra sus eventos
error-event-avoid-variant = «{ $name }» se sorteó con { $theirs }, no con { $variant }: sus números de posición nombran otras posiciones
error-event-avoid-none = «{ $name }» aún no ha revelado ninguna posición: no hay nada que evitar
error-event-avoid-unchecked = la ronda { $round } de «{ $name }» no se puede comprobar ahora, así que su posición no se puede dejar fuera: inténtalo de nuevo en un momento
error-event-verify-earlier = la semilla coincide con el compromiso de la ronda { $round }, pero su posición depende de las rondas anteriores (ninguna posición sale dos veces), y la ronda { $before } aún no se ha revelado: `/event verify` podrá comprobarla cuando esa ronda lo esté
error-event-round-unchecked = la ronda { $round } de «{ $name }» no se pudo comprobar ahora, y el sorteo de la ronda siguiente necesita su posición, así que no se reveló nada: vuelve a probar `/event next` en un momento
event-round-held = ⚠️ su propio registro coincide con lo publicado, pero su sorteo necesita la posición de la ronda { $round }, cuyo registro no coincide: no se muestra
web-event-held = El registro propio de esta ronda coincide con lo publicado al empezar, pero su sorteo necesita la posición de la ronda { $round }, cuyo registro no coincide, así que su posición no se muestra. Avisa a quien gestiona el bot.
web-event-held-fix = Avisa a quien gestiona el bot: el registro de una ronda anterior se cambió después de publicarse.
error-event-avoid-forged = la ronda { $round } de «{ $name }» no coincide con lo publicado: los registros del bot se cambiaron después, así que no se puede confiar en sus posiciones para dejarlas fuera. Avisa a quien gestiona el bot, o evita otro evento
error-exclude-not-position = `{ $option }`: { $why }, así que no es una posición que dejar fuera
error-exclude-no-position-in = `{ $option }`: { $variant } no tiene ninguna posición del { $from } al { $to } (su numeración se salta todos esos números), así que el rango no deja nada fuera
error-event-name-mark-alone = el nombre de un evento no puede empezar por un acento u otra marca combinable (U+{ $code }), ni llevar una tras un espacio: una marca necesita una letra, una cifra o un signo sobre el que ir, como la é de «Café Open»
error-event-name-marks = el nombre de un evento puede poner como mucho { $most ->
    [one] { $most } acento u otra marca combinable
   *[other] { $most } acentos u otras marcas combinables
} sobre un carácter, no { $count } sobre «{ $base }»: las marcas apiladas invaden el texto de alrededor
error-option-longest = `{ $option }` admite como mucho { $most ->
    [one] { $most } carácter
   *[other] { $most } caracteres
}, no { $count }: acórtalo
event-check-attached = { $label }: `{ $command }` (la línea de comprobación es demasiado larga para un mensaje de Discord, así que va adjunta entera como { $file }: ejecuta esto donde la guardaste)
event-rounds-attached = Aquí aparecen las rondas 1 a { $shown } de { $rounds }, las que caben en un mensaje de Discord; la lista entera va adjunta como { $file }.
error-not-a-commitment = el compromiso debe tener 64 dígitos hexadecimales (un SHA-256), no «{ $given }»
error-commitment-mismatch = la ronda { $round } de «{ $event }» con la semilla { $seed } da el hash { $actual }, no el compromiso publicado { $published }: esta no es la semilla comprometida (o el nombre del evento o la ronda no coinciden)
error-code-too-long = el código de replay tiene { $count ->
    [one] { $count } carácter
   *[other] { $count } caracteres
}; un código tiene como mucho { $most }
error-code-shape = «{ $given }» no es un código de replay: tiene la forma 960-p6-655354225554-9 (variante, método y dispositivo, caras, control)
error-code-variant = variante desconocida «{ $given }» en el código de replay
error-code-changed = este código de replay es para { $id } tal como era su archivo cuando se hizo el código (huella { $digest }), pero el archivo cargado aquí ha cambiado (huella { $loaded }): repítelo con el archivo de entonces, o tira de nuevo
error-code-not-loaded = este código de replay es para la variante { $id } (huella del archivo { $digest }), que no está cargada aquí: carga su archivo con --variant-file ARCHIVO, o añádela a este servidor con /variant add
error-code-method = método y dispositivo desconocidos «{ $given }» en el código de replay
error-code-face = el carácter { $position } de las caras («{ $found }») no es una cara de un { $die }
error-code-check = el carácter de control del código de replay no coincide: probablemente se escribió mal un carácter

## /variant: las variantes propias de un servidor. El nombre, el id, el
## resumen y la versión (la huella del archivo) quedan como los da el
## archivo.

variant-added = ✅ Se añadió { $name } (`{ $id }`) a este servidor: `/random variant:{ $id }` la sortea.
variant-replaced = ✅ { $name } (`{ $id }`) usa ahora este archivo (versión { $version }; antes, { $was }). Las tiradas hechas con la versión anterior se siguen repitiendo tal como eran.
variant-removed = ✅ Se quitó { $name } (`{ $id }`) de este servidor. Las tiradas hechas con ella se siguen viendo y repitiendo.
variant-file-alt = El archivo de variante de { $name }
variant-board = Tablero
variant-legal = Posiciones legales
variant-codes = Códigos de replay
variant-method = Método `{ $method }`
variant-audit-line = { $dice }: { $uniform }, { $expected } tiradas esperadas
variant-uniform = uniforme
variant-not-uniform = no uniforme (razón { $ratio })
variant-list-title = Las variantes propias de este servidor
variant-list-none = Aún ninguna. Escribe una (mira «Variant files» en la guía), compruébala con `backrank variants check FILE` y añádela con `/variant add`.
variant-list-count = { $count } de { $most } como máximo. `/variant show variant:ID` muestra una con su auditoría y su archivo.
variant-list-line = { $files }x{ $ranks } · { $positions ->
    [one] { $positions } posición
   *[other] { GROUPED($positions) } posiciones
} · versión { $version }
error-variant-in-use = { $id } sigue en uso: { $uses }. Cambia eso primero y luego quítala
variant-used-by-default = la variante predeterminada del servidor (`/settings set variant:`)
variant-used-by-daily = el reto diario de <#{ $channel }>
error-variant-missing = este servidor no tiene ninguna variante propia llamada «{ $given }»: `/variant show` las muestra
error-variant-server-only = las variantes propias de un servidor son de un servidor: usa esto en uno
error-variant-checks = este servidor hizo comprobar { $most ->
    [one] { $most } archivo de variante nuevo
   *[other] { $most } archivos de variante nuevos
} en la última hora, lo máximo que acepta el bot: inténtalo de nuevo en { $minutes } min
error-variant-digest-clash = la huella { $digest } de este archivo es la misma que la de una versión anterior distinta: cambia cualquier cosa de su definición (su nombre, por ejemplo) y vuelve a añadirlo
error-variant-full = este servidor tiene { $most ->
    [one] { $most } variante propia
   *[other] { $most } variantes propias
}, lo máximo permitido: quita una con /variant remove primero
error-variant-name-taken = «{ $name }» ya nombra aquí la variante { $variant } ({ $id }): elige otro id o alias

## The console's own words.
console-welcome = Consola de Backrank: escribe /random chess960, /variants, /help o /quit.
console-nothing-to-press = todavía no hay nada que pulsar: /press toma un botón del último mensaje con botones, y aún no ha llegado ninguno
console-no-such-button = no hay botón { $given }: el último mensaje con botones tiene { $count ->
    [one] un botón (/press 1)
   *[other] { $count } botones (/press 1 a { $count })
}

## The web pages (backrank web)
web-home-title = Abrir una tirada o una posición
web-home-intro = El código de repetición de cada tirada devuelve su posición y cada paso de su registro, para que cualquiera en la mesa pueda seguirla o repetirla a mano.
web-home-link = Volver a la portada
web-code-label = Código de repetición
web-variant-label = Variante
web-number-label = Número de posición
web-open = Abrir
web-steps = Cada paso, tal como se hace en la mesa
web-qr-alt = Código QR de la dirección de esta página
web-qr-caption = Escanéalo para abrir esta página en un teléfono.
web-links = Esta tirada en otros sitios
web-position-link = Esta posición por su número
web-bad-code-title = Este código de repetición no se puede leer
web-bad-code-fix = Compara el código con el que te dieron (el último carácter detecta la mayoría de los errores de tecleo), o abre la portada y escríbelo de nuevo.
web-bad-position-title = Esa posición no existe
web-bad-position-fix = Indica una variante que Backrank conozca y un número dentro de su rango, como /p/chess960/518.
web-bad-number = «{ $given }» no es un número de posición: escríbelo en cifras, como 518.
web-not-found-title = Aquí no hay ninguna página
web-not-found = No hay ninguna página en esta dirección.
web-not-found-fix = La página de una tirada es /r/ seguido de su código de repetición; la de una posición, /p/ seguido de su variante y su número.
web-along-heading = Tira con tus propios dados
web-along-home = Tira dados reales en la mesa y toca cada cara: cada paso dice qué tirar. Elige la variante:
web-along-title = Tirada en vivo: { $variant }
web-along-intro = Elige el método y el dado que tienes en la mesa. Cada paso dice entonces qué tirar; toca la cara que queda arriba. Atrás deshace una tirada, y la dirección se puede compartir a mitad de camino.
web-method-label = Método
web-dice-label = Dado
web-along-start = Empezar
web-along-progress = Paso { $step } · { $throws ->
    [one] una tirada hasta ahora
   *[other] { $throws } tiradas hasta ahora
}
web-along-this-step = Este paso hasta ahora
web-along-undo = Deshacer la última tirada
web-along-faces = Las caras del { $die }
web-along-refused-title = Esta tirada en vivo no puede seguir
web-along-refused-fix = Empieza de nuevo desde la página de la variante, o vuelve una tirada atrás.
web-along-too-many = Aquí una tirada en vivo admite como mucho { $most ->
    [one] una tirada
   *[other] { $most } tiradas
}.
web-along-exclude-standard = Volver a tirar si sale la posición estándar
web-along-pair = Para un par de partidas, colores cambiados
web-along-bad-rule = { $name }={ $given } en la dirección no es ni true ni false: marca o desmarca la casilla en la página de tirada en vivo de la variante y vuelve a pulsar Empezar.
web-bad-address-title = Esta dirección no se puede leer
web-bad-address-fix = Vuelve a abrir la página desde su enlace o su código QR, o empieza desde la portada.
web-bad-query-twice = La dirección da «{ $field }» dos veces: una página lee cada uno de sus campos una sola vez.
web-bad-query-value = «{ $given }» no es un valor que admita «{ $field }» en esta dirección.
web-bad-query = La parte de esta dirección que sigue a su «?» no se puede leer.
web-bad-path = La ruta de esta dirección no se puede leer como texto.
web-variant-fairness = métodos y equidad
web-variant-board = Un tablero de { $files ->
    [one] { $files } columna
   *[other] { $files } columnas
} y { $ranks ->
    [one] { $ranks } fila
   *[other] { $ranks } filas
}; { $positions ->
    [one] { $positions } posición inicial
   *[other] { GROUPED($positions) } posiciones iniciales
} en el conjunto legal.
web-variant-first = Sus posiciones por número
web-variant-methods = Métodos
web-variant-audit = Cada método se audita con exactitud: se recorre cada camino de tiradas, así que estas son las medias verdaderas, no estimaciones.
web-variant-caption = Tiradas medias hasta una posición, por método y dado
web-variant-not-uniform = no uniforme: algunas posiciones salen más a menudo que otras
web-bad-variant-title = Esa variante no existe
web-bad-variant-fix = Elige una variante en la portada.
web-audit-failed-title = La auditoría no se pudo calcular
web-audit-failed-fix = Es un fallo de Backrank: inténtalo más tarde y avisa al operador del club si sigue así.
error-event-unrevealed = la ronda { $round } de «{ $name }» aún no se ha revelado
web-event-missing-title = No hay ningún torneo en esta dirección
web-event-missing = Esta dirección no corresponde a ningún torneo. La página de un torneo es el enlace de su mensaje de inicio: ábrela desde allí o copia el enlace entero.
web-event-missing-fix = Pide el enlace al organizador: `/event show` lo vuelve a publicar.
web-roll-down-title = Esta tirada no se puede leer ahora
web-file-down-title = Este archivo de variante no se puede leer ahora
web-event-down-title = El torneo no se puede leer ahora
web-event-down = Los registros del bot no respondieron.
web-event-down-fix = Recarga en un momento y avisa al operador del club si sigue así.
web-file-missing-title = No hay ningún archivo de variante en esta dirección
web-file-missing = Ningún archivo de variante de un servidor tiene aquí la huella { $digest } y el nombre { $name }.
web-file-missing-fix = Abre el archivo de variante desde la página del torneo o de la tirada, con el enlace junto a la línea que lo nombra, o copia ese enlace entero. Una variante integrada no necesita archivo.
web-event-summary = { $variant } · { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
} · { $method } con un { $dice } · { $revealed ->
    [one] { $revealed } revelada
   *[other] { $revealed } reveladas
} de { $rounds }
web-event-screen = Pantalla del árbitro
web-event-drawn = Cómo se sortean las rondas
web-event-seeds = La posición de cada ronda sale de una semilla sorteada antes de la primera ronda. Su compromiso (el SHA-256 del nombre del torneo, la ronda y la semilla) se publicó al empezar el torneo, así que nadie pudo elegir una posición después. Una ronda revelada muestra su semilla y las líneas que la repiten y la comprueban.
web-event-seeds-rules = La posición de cada ronda sale de una semilla sorteada antes de la primera ronda. Su compromiso (el SHA-256 del nombre del torneo, la ronda, la semilla y las reglas del evento) se publicó al empezar el torneo, así que nadie pudo elegir una posición ni cambiar las reglas después. Una ronda revelada muestra su semilla y las líneas que la repiten y la comprueban.
web-event-beacon = Cada ronda la decide la primera ronda del faro { $chain } de drand publicada después de que el árbitro la revele, sorteada para «event { $server } { $name } round N». Nadie, ni el organizador, puede conocer una posición antes. Una ronda revelada muestra su ronda de faro, su firma y la línea que la comprueba sin red.
web-event-round = Ronda { $round }
web-event-not-yet = Aún no revelada.
web-event-forged = Lo que se guarda de esta ronda no coincide con lo publicado al empezar, así que su posición no se muestra. Avisa a quien gestiona el bot.
web-event-forged-title = Esta ronda no se puede mostrar
web-event-forged-fix = Avisa a quien gestiona el bot: el registro de la ronda se cambió después de publicarse.
round-commitment = Compromiso
round-beacon-round = Ronda de faro
web-event-beacon-unfixed = se fija al revelar la ronda
round-seed = Semilla
round-signature = Firma
round-fixed = Fijada a las
round-published = Publicada a las
round-redo = Repetirla
round-check = Comprobarla
round-file = Archivo de variante
round-attempts = Intentos
round-attempt-excluded = el intento { $attempt } dio { $position }, excluida al empezar: se vuelve a sortear
round-attempt-avoided = el intento { $attempt } dio { $position }, una posición de «{ $event }»: se vuelve a sortear
round-attempt-taken = el intento { $attempt } dio { $position }, la posición de la ronda { $round }: se vuelve a sortear
round-attempts-more = …y { $more ->
    [one] un intento más que dio
   *[other] { $more } intentos más que dieron
} una posición excluida o ya sorteada
web-event-sheets = Hojas para los tableros
web-event-roll-page = La página de tirada de esta ronda
web-event-back = Volver al torneo
web-event-boards = Tableros
web-bad-round-title = Esa ronda no existe
web-bad-round = «{ $given }» no es una ronda de este torneo: { $rounds ->
    [one] solo tiene la ronda 1.
   *[other] tiene las rondas 1 a { $rounds }.
}
web-bad-round-fix = Abre la página del torneo y elige una ronda revelada.
web-bad-boards = Las hojas se imprimen { $most ->
    [one] solo para 1 tablero
   *[other] para 1 a { $most } tableros
}, no { $given }.
web-bad-boards-fix = Indica el número de tableros de la sala.
web-sheets-title = { $name } · ronda { $round } · hojas
web-sheets-intro = Una hoja por tablero, cada una con el número del tablero, la posición y sus filas, para dejar junto al tablero. Imprímelas en A4 o Letter: cada tablero empieza una página nueva.
web-sheets-make = Hacer las hojas
web-sheet-board = Tablero { $board }
web-screen-title = { $name } · ronda { $round } de { $rounds }
web-screen-waiting = La ronda { $round } aún no se ha revelado: esta pantalla la muestra en cuanto el árbitro la revele.
web-screen-countdown = Tiempo de estudio restante
web-screen-play-started = El juego ha empezado
web-event-links = Este torneo en otros sitios
web-event-unchecked = Esta ronda no se pudo comprobar ahora, así que no se muestra: se mostrará en un momento.
error-file-too-big = { $name } tiene { $size ->
    [one] { $size } byte
   *[other] { $size } bytes
}; el archivo puede tener como mucho { $max ->
    [one] { $max } byte
   *[other] { $max } bytes
}
error-file-foreign = { $name } no está en el servidor de archivos de Discord, así que no se descargó
error-file-unfetched = no se pudo descargar { $name } de Discord ({ $why }): vuelve a adjuntarlo
error-file-not-text = { $name } no es texto plano (UTF-8): guárdalo como archivo de texto plano
error-daily-roll-missing = la tirada guardada para este desafío diario falta en los registros del bot; avisa a quien gestiona el bot
error-along-stuck = las tiradas de esta tirada conjunta ya no llevan a un paso que esperar; avisa a quien gestiona el bot

# Jugar en lichess (issue 53).
button-play-lichess = Jugar en lichess
settings-lichess = Jugar en lichess
settings-lichess-on = se ofrece, { $clock }
settings-lichess-off = no se ofrece
settings-lichess-install-off = no se ofrece: quien administra el bot lo ha desactivado para todos los servidores
lichess-made = ♟️ **{ $name }** está lista en lichess: { $url } (la juegan las dos primeras personas que la abran)
lichess-colours = Para elegir colores: blancas { $white } · negras { $black }
lichess-terms = Sin puntuar, { $clock }; la partida espera a sus jugadores 24 horas.
lichess-days = { $days ->
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
}
lichess-pair = Un par: al acabar la partida, la Revancha de lichess juega la posición otra vez con los colores cambiados.
lichess-off = jugar en lichess está desactivado aquí
lichess-not-playable = lichess no tiene tablero para { $variant }: juega Chess960 y otras posiciones de 8x8 con las piezas de siempre
lichess-rate-person = has creado { $most ->
    [one] { $most } partida de lichess
   *[other] { $most } partidas de lichess
} en la última hora, lo máximo para una persona: inténtalo de nuevo en { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
lichess-rate-server = este servidor ha creado { $most ->
    [one] { $most } partida de lichess
   *[other] { $most } partidas de lichess
} en la última hora, lo máximo para un servidor: inténtalo de nuevo en { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
lichess-rate-visitor = desde tu dirección { $most ->
    [one] se ha creado { $most } partida de lichess
   *[other] se han creado { $most } partidas de lichess
} en la última hora, lo máximo para una dirección: inténtalo de nuevo en { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
lichess-too-many = lichess pide una pausa: inténtalo de nuevo en un minuto
lichess-waiting = tu última partida aún se está creando en lichess: espérala y vuelve a pulsar
lichess-refused = lichess rechazó la partida: { $reason }
lichess-timed-out = lichess no respondió a tiempo: inténtalo de nuevo en un momento
lichess-unreachable = no se pudo llegar a lichess: inténtalo más tarde
lichess-unexpected = lichess respondió algo que no es una partida: inténtalo más tarde
lichess-refused-silent = lichess rechazó la partida sin decir por qué
lichess-round-none = «{ $name }» no tiene ronda { $round }: { $rounds ->
    [one] solo tiene la ronda 1
   *[other] sus rondas son de la 1 a la { $rounds }
}
lichess-round-forged = la ronda { $round } de «{ $name }» no coincide con lo publicado al empezar, así que no se hace partida con ella: avisa a quien gestiona el bot
lichess-round-unchecked = la ronda { $round } de «{ $name }» no se puede comprobar ahora, así que no se hace partida con ella: inténtalo de nuevo en un momento
lichess-round-held = la ronda { $round } de «{ $name }» necesita la posición de la ronda { $by }, cuyo registro no coincide con lo publicado al empezar, así que no se hace partida con ella: avisa a quien gestiona el bot
lichess-round-other = este botón no muestra la ronda { $round } de «{ $name }»: pulsa el botón que hay bajo la propia ronda
lichess-daily-other = este botón no muestra el reto diario del { $date }: pulsa el botón que hay bajo la publicación de ese día
web-play-refused-fix = lichess volverá a rechazar esta partida: monta la posición en cualquier tablero a partir de sus filas o su FEN, y avisa al operador del club.
error-lichess-clock = `lichess_clock`: { $given } no es un ritmo que lichess juegue: escribe minutos+segundos, como 10+5 (hasta 180 minutos y 60 segundos por jugada), o días por jugada, como 3d (1, 2, 3, 5, 7, 10 o 14)
# Play on lichess on the web pages (issue 53).
web-play-note = Una partida sin puntuar en lichess desde esta posición: la juegan las dos primeras personas que abran su dirección.
web-play-made-title = Tu partida está lista en lichess
web-play-open = Las dos primeras personas que abran esta dirección juegan la partida: mándasela a tu rival o ábrela tú.
web-play-colours = Para elegir colores, abre en su lugar una de estas:
web-play-white = Jugar con blancas
web-play-black = Jugar con negras
web-play-back-roll = Volver a la tirada
web-play-back-position = Volver a la posición
web-play-none-title = No hay partida de lichess desde esta página
web-play-none-fix = La posición se puede montar igualmente en cualquier tablero a partir de sus filas o su FEN.
web-play-wait-title = Espera antes de la próxima partida de lichess
web-play-wait-fix = Pulsa «Jugar en lichess» otra vez cuando termine la espera.
web-play-failed-title = No se creó ninguna partida en lichess
web-play-failed-fix = Vuelve atrás y pulsa «Jugar en lichess» otra vez dentro de un rato, y avisa al operador del club si sigue así.
web-play-cross-title = Pulsado desde otro sitio
web-play-cross = Esta petición de crear una partida de lichess vino de la página de otro sitio, no de este: no se creó nada.
web-play-cross-fix = Abre la página de la tirada en este sitio y pulsa «Jugar en lichess» allí.

# meetups: times people type, pairings, the calendar
meetup-when-unreadable = «{ $given }» no es un día y una hora que pueda leer: escríbelo como 2026-12-10 19:00, jueves 19:00, mañana 18:30 o solo 19:00
meetup-when-no-time = «{ $given }» no tiene hora: añade una, como «{ $given } 19:00»
meetup-when-no-such-date = «{ $given }» no es una fecha del calendario: revisa el mes y el día (2026-12-10 es el 10 de diciembre)
meetup-when-past = «{ $given }» es { $at } ({ $zone }), que ya pasó: indica una hora que aún esté por llegar
meetup-when-too-far = «{ $given }» es { $at } ({ $zone }), más de un año por delante: planea una quedada como mucho con un año de antelación
meetup-pairing-board = Tablero { $board }: { $white } (blancas) – { $black } (negras)
meetup-pairing-bye = Descansa: { $player }
pairings-from-seed = Emparejamientos sacados de la semilla «{ $seed }»:
pairings-from-beacon = ✓ La ronda { $round } del faro { $chain } de drand es auténtica (su firma se verifica); emparejamientos sacados para «{ $purpose }»:
pairings-seed-or-round = indica la --seed de la ronda 1, o su ronda del faro con --round, su --signature y el --purpose
pairings-player-bad = --players: «{ $given }» no es un id de usuario de Discord: indica ids (números como 123456789012345678) separados por comas, cada uno con un nombre si quieres, como ann=123456789012345678
pairings-player-twice = --players: { $id } aparece dos veces: indica a cada jugador una sola vez

# meetups: the server's time zone and members' lichess usernames
cmd-settings-set-timezone = Zona de las horas escritas, como Europe/Madrid
settings-timezone = Zona horaria
settings-timezone-unset = sin fijar (se usa la zona de un reto diario, si lo hay)
error-timezone-setting = `timezone`: { $problem }; escribe una ciudad en `timezone:` y elige uno de los nombres que se ofrecen (nombres IANA, como Europe/Madrid), o escribe `none` para quitarla
cmd-prefs-set-lichess = Tu usuario de lichess, para partidas solo tuyas en las quedadas del club (none: quitar)
prefs-lichess = lichess
prefs-lichess-unset = sin vincular
error-lichess-username = `lichess`: «{ $given }» no es un usuario de lichess: de 2 a 20 letras, cifras, _ o -, empezando por una letra o cifra (como en la dirección de tu perfil de lichess), o `none` para quitarlo
error-lichess-same-player = los dos jugadores de un tablero son { $name } en lichess: una partida necesita dos cuentas

# pages on a phone, a projector and paper (issue 63)
web-die-coin = moneda
web-coin-key = H = cara, T = cruz: con estas letras escriben las tiradas el registro y el código de replay.
web-along-double-tap = Una segunda pulsación de { $face } llegó justo después de la primera y no se ha contado. Si fue una tirada aparte, pulsa { $face } otra vez.
web-along-so-far = Hasta ahora
web-along-start-again = Empezar de nuevo

# meetups: the lead
error-meetup-round-out = la ronda 1 de «{ $name }» ya salió: la noche ya no se puede mover
error-meetup-not-started = «{ $name }» empieza { $start }: su primera ronda sale de un azar que nadie tiene antes
error-meetup-gone = esta quedada ya no se guarda: `/meetup list` muestra las próximas
error-meetup-cancelled = «{ $name }» está cancelada
error-meetup-started = «{ $name }» ya empezó y los emparejamientos están sorteados: no se admiten más respuestas
error-meetup-zone = «{ $zone }» no es una zona horaria: usa un nombre como `Europe/Madrid` o `America/Mexico_City` (`/settings timezone:` los sugiere al escribir)
error-meetup-no-zone = este servidor aún no tiene zona horaria: fija una con `/settings timezone:` (como `Europe/Madrid`), para leer las horas como las entienden tus miembros
error-meetup-name-long = el nombre de una quedada tiene como mucho { $most } caracteres (las rondas de cada noche semanal le añaden la fecha)
error-meetup-place = `where:` es una línea de 1 a { $most } caracteres, como `Café Central, Gran Vía 5`
error-meetup-range = `{ $option }:` admite de { $least } a { $most } (diste { $given })
error-meetup-unreadable = los datos guardados de esta quedada ya no se leen: el registro del operador dice por qué
error-meetup-unknown = este servidor no tiene una próxima quedada llamada «{ $name }»: `/meetup list` muestra las próximas
error-meetup-none = este servidor no tiene ninguna quedada próxima: `/meetup plan` organiza una
error-meetup-which = hay varias quedadas próximas ({ $names }): nombra una con `name:`
error-meetup-busy = «{ $name }» fue cambiada por otra persona en el mismo momento: inténtalo de nuevo
meetup-and-more = y { $count } más
meetup-coming = Vienen ({ $count })
meetup-coming-of = Vienen ({ $count } de { $places } plazas)
meetup-waiting = En espera de plaza ({ $count })
meetup-maybe = Quizá ({ $count })
meetup-draw-beacon = 🎲 **Cómo se sortea la ronda 1**: con la ronda { $round } de la baliza pública **{ $chain }** de drand, la primera publicada después de las { $start }. Nadie, ni la organización ni el bot, puede conocer la posición antes, y cualquiera puede comprobarla después.
meetup-draw-seeds = 🎲 **Cómo se sortean las rondas**: con semillas sorteadas ahora y comprometidas; el compromiso de la ronda 1 es `{ $commitment }` (los de todas están en la página del evento y en `/event show`). Cada revelación da su semilla, que cualquiera puede comprobar.
meetup-is-cancelled = ❌ **Cancelada.**
meetup-is-started = ▶️ **Empezada**: la ronda 1 y los emparejamientos están abajo.
meetup-when = 🕖 { $start } – { $end }
meetup-where = 📍 { $place }
meetup-what = ♟️ { $variant }, { $rounds ->
    [one] una ronda
   *[other] { $rounds } rondas
}
meetup-moved-after = ⚠️ Movida después de { $was }, cuando la ronda de la baliza de esa hora ya era pública: el mensaje del cambio dice qué posición daba.
meetup-weekly = 🔁 Cada semana a esta hora; la lista empieza de nuevo cada semana.
meetup-calendar = 🗓️ Suscríbete en tu calendario: <{ $webcal }>
button-meetup-coming = Voy
button-meetup-maybe = Quizá
button-meetup-cannot = No puedo
button-meetup-calendar = Añadir al calendario
meetup-reminder = ⏰ **{ $name }** empieza { $start } en { $place }. { $people }
meetup-pairings = **Emparejamientos**, sorteados con el mismo azar que la posición:
meetup-no-players = Nadie dijo que venía, así que no hay emparejamientos.
meetup-pairings-check = Comprueba los emparejamientos sin red:
meetup-late = ⏱️ Este mensaje llega tarde: el bot estaba caído a las { $start }.
meetup-list-empty = No hay ninguna quedada próxima aquí: `/meetup plan` organiza una.
meetup-list-line = **{ $name }**: { $start }, { $place } · { $coming ->
    [one] viene una persona
   *[other] vienen { $coming }
}
meetup-list-title = Próximas quedadas
meetup-list-now = 🟢 en curso hasta las { $end }
meetup-planned = 📅 **{ $name }** está organizada: su anuncio aparecerá enseguida en <#{ $channel }>.
meetup-no-discord-event = El bot no puede crear eventos en este servidor (necesita el permiso **Crear eventos**), así que esta noche no tiene evento de Discord: el anuncio y sus botones funcionan igual.
meetup-moved-up = 🎟️ Se liberó una plaza para { $people }.
meetup-you-moved-up = 🎟️ { $person }, se ha liberado una plaza para ti: vienes a **{ $name }**, { $start }, { $place }.
meetup-moved = 📅 **{ $name }** se mueve a { $start }.
meetup-moved-public = La ronda de la baliza de la primera hora, la { $round }, ya era pública: da la posición { $position }, que queda registrada con este cambio.
meetup-cancelled-one = ❌ **{ $name }** queda cancelada.
meetup-cancelled-series = ❌ **{ $name }** queda cancelada y no se organizan más noches semanales.
meetup-cancelled-week = ❌ **{ $name }** se cancela esta semana; la serie sigue la próxima.
meetup-event-beacon = 🎲 La ronda 1 sale de la ronda { $round } de la baliza pública { $chain } de drand, la primera tras el inicio: nadie puede conocerla antes.
meetup-event-seeds = 🎲 Las rondas salen de semillas comprometidas al organizar la noche: cada revelación se puede comprobar.
choice-every-week = cada semana
error-meetup-every = `every:` admite `week` (cada semana), no «{ $given }»
cmd-meetup = Noches de club: organiza, responde y recibe la ronda 1 y los emparejamientos
cmd-meetup-plan = Organiza una noche: cuándo, dónde, la variante; el bot la anuncia y la empieza
cmd-meetup-plan-name = El nombre de la noche, como "Jueves 960"
cmd-meetup-plan-when = Cuándo: 2026-12-10 19:00, jueves 19:00, mañana 18:30 (zona del servidor)
cmd-meetup-plan-where = Dónde, como "Café Central, Gran Vía 5"
cmd-meetup-plan-variant = { -variant-search }
cmd-meetup-plan-rounds = Cuántas rondas (por defecto 1)
cmd-meetup-plan-hours = Cuánto dura la noche, en horas (por defecto 3)
cmd-meetup-plan-places = Cuántos pueden venir como mucho; el resto espera plaza
cmd-meetup-plan-every = Cada semana a esta hora, hasta /meetup cancel
cmd-meetup-plan-remind = Recordar a quienes vienen estos minutos antes (por defecto: no)
cmd-meetup-plan-round_every = Revelar sola cada ronda siguiente estos minutos después
cmd-meetup-plan-study = Minutos para estudiar cada ronda antes de jugar (0–60)
cmd-meetup-plan-pair = Cada ronda son dos partidas con colores cambiados
cmd-meetup-plan-draw = Baliza de drand al empezar, o semillas comprometidas ya
cmd-meetup-plan-repeats = Ninguna posición dos veces (por defecto), o permitir repeticiones
cmd-meetup-plan-exclude = Posiciones a excluir: 518,534 o 0-16 o standard
cmd-meetup-plan-avoid = Excluir cada posición que reveló un evento anterior
cmd-meetup-list = Las próximas quedadas de este servidor
cmd-meetup-move = Mover una noche (una semana de una serie) a otra hora; el evento de Discord la sigue
cmd-meetup-move-when = La nueva hora: 2026-12-10 19:00, viernes 19:30
cmd-meetup-move-name = La noche (por defecto: la única próxima del servidor)
cmd-meetup-cancel = Cancelar una noche o una serie semanal; el evento de Discord también
cmd-meetup-cancel-name = La noche (por defecto: la única próxima del servidor)
cmd-meetup-cancel-this_week_only = Solo la noche de esta semana; la serie sigue
web-meetup-starts = La noche empieza a las
web-meetup-countdown = Tiempo hasta que se sortee la ronda 1
web-meetup-drawing = Se está sorteando la ronda 1…
meetup-calendar-name = Noches de club
web-calendar-missing-title = No existe ese calendario
web-calendar-missing = Esta dirección no corresponde al calendario de quedadas de ningún servidor.
web-calendar-missing-fix = Copia entera la dirección del calendario desde el anuncio de una quedada («Añadir al calendario»).
web-calendar-down-title = El calendario no se puede leer ahora
meetup-board-lichess = ♞ Tablero { $board } en lichess, solo para sus dos jugadores: <{ $url }>
