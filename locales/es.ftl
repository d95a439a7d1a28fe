# Los textos de Backrank en español. Mismos identificadores que en.ftl.

## El mensaje de una tirada

key-facts = **{ $heading }** · Blancas `{ $white }`{ $black } · replay `{ $code }`
key-facts-black = { " " }· Negras `{ $row }`

roll-footer = Repítelo en la mesa: cada paso dice qué lanzar y cómo contar.
roll-too-long = El registro tiene { $steps } pasos y es demasiado largo para mostrarlo aquí: va adjunto como record.txt.
roll-record-attached = El registro tiene { $steps } pasos: va adjunto como record.txt.
record-file-description = El registro completo de la tirada, paso a paso

field-not-uniform = ⚠️ No uniforme
field-record = Registro
field-method = Método
field-device = Instrumento
field-source = Fuente
field-number = Número
field-throws = Lanzamientos
field-fen = FEN
field-replay = Replay

button-roll-again = Tirar de nuevo
button-full-record = Registro completo
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
-event-name = El nombre del evento, tal como se inició

cmd-random = Sortear una posición inicial al azar, con el registro de cada lanzamiento
cmd-random-variant = { -variant-default }
cmd-random-method = { -method }
cmd-random-dice = { -dice }
cmd-random-source = { -source }
cmd-random-rolls = Las caras que sacaste, en orden («5 3 6», H/T para monedas)
cmd-random-private = Solo tú ves la respuesta
cmd-random-text = Solo un tablero de texto, sin imagen (lectores de pantalla)
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
cmd-daily-off-channel = Solo las de este canal (por defecto: todas las del servidor)
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
cmd-event = Una posición por ronda para todo un evento, comprometida de antemano
cmd-event-start = Sortear ahora cada ronda y publicar los compromisos
cmd-event-start-name = El nombre del evento, como «Open del club 2026»
cmd-event-start-rounds = Cuántas rondas
cmd-event-start-variant = { -variant-search }
cmd-event-start-method = { -method }
cmd-event-start-dice = { -dice }
cmd-event-next = Revelar la ronda siguiente: su semilla, su tablero y su registro
cmd-event-next-name = { -event-name }
cmd-event-show = Los compromisos del evento y las rondas reveladas hasta ahora
cmd-event-show-name = { -event-name }
cmd-event-verify = Comprobar la semilla de una ronda revelada con su compromiso publicado
cmd-event-verify-name = { -event-name }
cmd-event-verify-round = La ronda, desde 1
cmd-event-verify-seed = La semilla revelada de la ronda
cmd-event-verify-commitment = El compromiso de la ronda, tal como se publicó al inicio

side-white = Blancas
side-black = Negras

## Tirada acompañada (/roll-along): dados de verdad en la mesa

along-title = Tirada acompañada #{ $id } · { $variant }
along-heading = { $variant }, montándose en la tirada acompañada #{ $id }
along-step = **Paso { $step } · { $title }**
along-step-so-far = En este paso hasta ahora: { $throws }
along-done-so-far = **Hecho hasta ahora**
along-progress = lanzamiento { $throw } de unos { $expected }
along-progress-open = lanzamiento { $throw }
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
along-complete = ✅ La tirada acompañada #{ $id } está completa: { $throws } lanzamientos. Coloca el tablero como se muestra.
along-cancelled = ✖️ Tirada acompañada #{ $id } ({ $variant }) cancelada por { $name } tras { $throws } lanzamientos.

button-heads = Cara
button-tails = Cruz
button-type-several = Escribir varios…
button-type-yours = Escribir tu lanzamiento…
button-undo = Deshacer el último
button-cancel = Cancelar
along-select = El { $die } muestra…
along-form-title = Introducir varios lanzamientos
along-form-title-yours = Introducir tu lanzamiento
along-form-label = Las caras del { $die }, en el orden lanzado
along-form-label-yours = La cara de tu { $die }

## Titulares sobre una tirada

replay-confirmed = ✅ Replay confirmado: { $throws } lanzamientos dan { $position }.
daily-headline = 🗓️ **Reto diario del { $date }**: { $position }. Colócala y juégala en la próxima quedada — con el registro de abajo cualquiera puede repetir los lanzamientos a mano.
daily-headline-late = 🗓️ **Reto diario del { $date }** (publicado tarde: el bot estaba apagado a la hora habitual): { $position }. Colócala y juégala en la próxima quedada — con el registro de abajo cualquiera puede repetir los lanzamientos a mano.

## /record

record-headline = Registro #{ $number }: { $kind } de { $name } el { $when }.
record-kind-random = tirada al azar
record-kind-roll-along = tirada acompañada
record-kind-daily = reto diario

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
settings-managers = miembros con «Gestionar servidor»
settings-managers-and-role = miembros con «Gestionar servidor», y { $role }

## /event

event-started = 🏁 **{ $name }**: la posición de cada ronda queda sorteada y fijada ahora. Cada línea de abajo es el SHA-256 del nombre del evento, la ronda y la semilla secreta de esa ronda; `/event next` revela las semillas ronda a ronda, y cualquiera puede comprobarlas con estas líneas.
event-round = 🏁 **{ $name }**, ronda { $round } de { $rounds }: { $position }.
event-seed = Semilla `{ $seed }`, comprometida como `{ $commitment }`.
event-redo = Repetirla: { $command }
event-check = Comprobarla: { $command }
event-verified = ✅ Ronda { $round } de «{ $name }»: la semilla coincide con el compromiso `{ $commitment }` y da { $position }.
event-title = { $name } · { $rounds } rondas de { $variant }
event-footer = { $method } con un { $dice }. Reveladas: { $revealed } de { $rounds }. Comprobar una ronda: backrank verify-event.
