# La ventana de Klados en español. Los identificadores y las variables ({ $name }) son los mismos que
# en en.ftl; `tests/i18n.rs` comprueba que cada mensaje de en.ftl está aquí con las mismas variables.

## Números y nombres que comparten muchas pantallas

count-nodes = { $count ->
    [one] { $count } nodo
   *[other] { $count } nodos
}
budget-nodes = { $count ->
    [one] { $count } nodo ({ $memory })
   *[other] { $count } nodos ({ $memory })
}
book-built-in = el libro integrado ({ $count } aperturas con nombre)
algorithm-minimax = Minimax
algorithm-alpha-beta = Alfa-beta
algorithm-ordered = Alfa-beta ordenado
algorithm-mcts = Búsqueda en árbol Monte Carlo
technique-quiescence = Búsqueda de quiescencia
technique-quiescence-hint = Al llegar a la profundidad, sigue con capturas, promociones y respuestas al jaque hasta que la posición quede tranquila, como mucho 10 semijugadas más (contra el efecto horizonte)
technique-quiescence-words = quiescencia
technique-iterative = Profundización iterativa
technique-iterative-hint = Busca a profundidad 1, 2, … hasta la profundidad elegida; cada iteración prueba primero la mejor línea de la anterior, y todas se conservan
technique-iterative-words = profundización iterativa
technique-transpositions = Tabla de transposiciones
technique-transpositions-hint = Una posición a la que se vuelve a llegar por otro orden de jugadas toma su valor de una tabla, sin buscarla
technique-transpositions-words = una tabla de transposiciones

## La barra de herramientas

toolbar-lessons = Lecciones
toolbar-lessons-hint = L: las lecciones, para enseñar a una clase paso a paso
toolbar-practice = Práctica
toolbar-practice-hint = E: ejercicios (minimax, alfa-beta, predecir al ordenador) y el constructor de árboles
toolbar-handouts = Fichas
toolbar-handouts-hint = Guarda el árbol como SVG y PNG (copia con respuestas y copia del alumno) y sus arreglos de nodos como CSV
toolbar-new-white = Nueva partida con blancas
toolbar-new-white-hint = Ctrl+N: juegas con blancas y mueves primero
toolbar-new-black = Nueva partida con negras
toolbar-new-black-hint = Ctrl+Shift+N: juegas con negras; el ordenador mueve primero
toolbar-take-back = Deshacer
toolbar-take-back-hint = Ctrl+Z: deshace tu jugada y la respuesta del ordenador
toolbar-redo = Rehacer
toolbar-redo-hint = Ctrl+Y: vuelve a jugar las jugadas deshechas
toolbar-flip = Girar tablero
toolbar-flip-hint = F: da la vuelta al tablero en esta partida
toolbar-lesson-search-hint = La búsqueda de la lección: sal de la lección para elegir la de la partida
toolbar-depth = Profundidad (semijugadas):
toolbar-depth-hint = Teclas 1 a 6: cuántas semijugadas mira hacia delante el ordenador
toolbar-computer-move = Jugada del ordenador
toolbar-computer-move-hint = M: el ordenador piensa y juega ahora
toolbar-fen-pgn = FEN / PGN
toolbar-fen-pgn-hint = Ctrl+L: copiar o pegar una posición o una partida
toolbar-settings = Ajustes
toolbar-settings-hint = Idioma, tema, límite de nodos, el tablero durante la reproducción, el libro de aperturas
toolbar-projector = Proyector
toolbar-projector-hint = P: letra grande y alto contraste
toolbar-help = Ayuda
toolbar-help-hint = F1: atajos de teclado
toolbar-algorithm-with-techniques = { $count ->
    [one] { $algorithm } + { $count } técnica
   *[other] { $algorithm } + { $count } técnicas
}
toolbar-algorithm-hint = A: la búsqueda que hace el ordenador; las técnicas que la acompañan están en este menú
toolbar-algorithm-techniques-hint = { $count ->
    [one] A: la búsqueda que hace el ordenador, acompañada de una técnica: { $techniques }
   *[other] A: la búsqueda que hace el ordenador, acompañada de técnicas: { $techniques }
}
toolbar-algorithm-named = Algoritmo: { $shown }
toolbar-mcts-hint = Hace crecer el árbol un nodo por iteración: selección, expansión, simulación, retropropagación; sus ajustes están arriba de su panel
toolbar-beside-algorithm = Junto al algoritmo

## Ajustes

settings-language = Idioma
settings-theme = Tema (T)
settings-theme-light = Claro
settings-theme-dark = Oscuro
settings-budget = Límite de nodos
settings-budget-explained = El máximo de nodos que puede guardar una búsqueda.
    Una búsqueda que necesite más pasa a alfa-beta
    ordenado y después a menos profundidad.
settings-board-follows = El tablero sigue la reproducción
settings-board-follows-hint = Mientras recorres una búsqueda paso a paso, el tablero muestra la posición que mira cada paso
settings-book = Libro de aperturas
settings-book-play = Jugar con el libro de aperturas
settings-book-play-hint = Mientras la partida sigue en el libro, el ordenador juega al instante una jugada del libro, sin buscar; las lecciones y la práctica nunca lo usan
settings-seed = Semilla:
settings-seed-hint = La misma semilla juega las mismas jugadas del libro: una clase puede repetir una partida jugada a jugada
settings-new-seed = Nueva semilla
settings-new-seed-hint = Otra semilla: otras jugadas del libro, elegidas según sus pesos
settings-book-in-use = Libro: { $book }
settings-book-file = Archivo de libro de aperturas…
settings-book-file-hint = Jugar con un libro Polyglot (.bin), según sus pesos
settings-book-built-in = Usar el libro integrado
settings-book-built-in-hint = Jugar con { $book }

## Palabras sobre la búsqueda y la partida, compartidas

count-plies = { $count ->
    [one] { $count } semijugada
   *[other] { $count } semijugadas
}
search-named = { $algorithm } a profundidad { $depth }
search-named-with = { $algorithm } con { $techniques } a profundidad { $depth }
side-white = Blancas
side-black = Negras
outcome-white-mates = Jaque mate: ganan las blancas.
outcome-black-mates = Jaque mate: ganan las negras.
outcome-stalemate = Ahogado: tablas.
outcome-fifty-moves = Tablas por la regla de las cincuenta jugadas.
outcome-repetition = Tablas por triple repetición.
outcome-material = Tablas: material insuficiente.
status-white-you = Juegan las blancas (tú)
status-white-computer = Juegan las blancas (el ordenador)
status-black-you = Juegan las negras (tú)
status-black-computer = Juegan las negras (el ordenador)
status-check = { $status } — ¡jaque!

## El panel de juego (bajo el tablero)

play-algorithm-with = { $algorithm } con { $techniques }
play-thinking = Pensando ({ $search }, { $plies }): nodos por nivel { $levels } — { $seconds } s
play-thinking-quiescence = Pensando ({ $search }, { $plies }): nodos por nivel { $levels }, quiescencia { $quiescence } — { $seconds } s
play-over-budget = ({ $search } superó el límite de nodos)
play-cancel = Cancelar
play-your-move = Tu jugada:
play-showing-ply = Se muestra la posición tras { $ply } de { $count } jugadas.
play-back-to-game = Volver a la partida
play-no-moves = Aún no hay jugadas.
play-move-named = jugada { $number } { $san }
play-named-line = La línea con nombre: { $line }
play-no-opening = Ninguna apertura con nombre
preview-root = la raíz de la búsqueda
preview-clicked = Una posición de la búsqueda: { $line }
preview-step = Este paso mira: { $line }
preview-hint = El tablero la muestra; las flechas numeradas son las jugadas desde la raíz de la búsqueda.
notice-bring-back = Recuperar la partida anterior
notice-bring-back-hint = Deshacer: seguir con { $previous }
notice-notes = { $count ->
    [one] { $count } nota sobre lo leído
   *[other] { $count } notas sobre lo leído
}

## Ayuda

help-title = Ayuda
help-moves = Haz clic en una pieza y luego en la casilla adonde debe ir (o arrástrala). Escribe las jugadas como e2e4 o Nf3.
help-answers = El ordenador responde; el panel de la derecha muestra su búsqueda, paso a paso.
help-shortcuts = Atajos de teclado (cuando ningún campo de texto está activo)
key-new-black = Nueva partida, juegas con negras
key-new-white = Nueva partida, juegas con blancas
key-redo = Rehacer
key-take-back = Deshacer tu jugada y la respuesta
key-flip = Girar el tablero
key-study = Estudiar la búsqueda, o volver al tablero
key-code = El código de la búsqueda, con la línea en curso iluminada
key-computer-move = El ordenador juega ya
key-cancel = Cancelar la búsqueda del ordenador; cerrar la Ayuda
key-next-algorithm = Siguiente algoritmo de búsqueda
key-game-previous = Partida: la posición anterior
key-game-next = Partida: la posición siguiente
key-game-start = Partida: la posición inicial
key-game-present = Partida: volver al presente
key-replay-forward = Reproducción: un paso adelante
key-replay-back = Reproducción: un paso atrás
key-replay-play = Reproducción: reproducir o pausar
key-replay-start = Reproducción: ir al inicio
key-replay-end = Reproducción: ir al final
key-think-here = Buscar en la posición del tablero
key-copy-pgn = Copiar la partida como PGN
key-exchange = Ventana FEN y PGN
key-open-pgn = Abrir un archivo PGN
key-save-pgn = Guardar la partida como archivo PGN
key-type-move = Escribir una jugada
key-lessons = Lecciones
key-practice = Práctica (ejercicios, constructor de árboles)
key-lesson-next = Lección: paso siguiente (mando)
key-lesson-previous = Lección: paso anterior
key-theme = Tema claro u oscuro
key-projector = Modo proyector
key-help = Ayuda (esta ventana)
key-depth = Profundidad de búsqueda de 1 a 6 semijugadas
key-copy-fen = Copiar la posición como FEN
key-paste = Pegar un FEN o una partida PGN
key-zoom = Ampliar, reducir, tamaño normal
play-move-hint = e2e4 o Nf3

## El panel de lecciones: la lista, el marco de una lección, la pregunta

lessons-choose = Elige una lección
lessons-back-to = Volver a «{ $title }»
lessons-built-in = Las lecciones que trae Klados
lessons-loading = Cargando las lecciones de { $folder }…
lessons-from-and-own = De { $folder } y las tuyas, { $own }
lessons-from = De { $folder }
lessons-no-folder = No se encontró ninguna carpeta de lecciones: escribe una en el campo o define { $variable }.
lessons-folder = Carpeta:
lessons-load = Cargar
lessons-kind-chess = ajedrez
lessons-kind-tree = árbol abstracto
lessons-open = Abrir esta lección ({ $kind })
lessons-none = Aquí no hay lecciones.
lessons-english-only = Solo en inglés
lesson-all = Todas las lecciones
lesson-all-hint = Elige otra lección; esta sigue abierta
lesson-step-of = Paso { $step } de { $count }
lesson-previous = ◀ Anterior
lesson-previous-hint = El paso anterior de la lección (RePág)
lesson-next = Siguiente ▶
lesson-next-hint = El paso siguiente de la lección (AvPág)
lesson-next-asking-hint = El paso siguiente de la lección, dejando la pregunta sin responder (AvPág muestra antes la respuesta)
lesson-searching = Buscando…
lesson-search-failed = La búsqueda de la lección falló: { $message }
lesson-ask = Pregunta a la clase: { $question }
lesson-answer = Respuesta: { $answer }
lesson-reveal = Mostrar la respuesta
lesson-reveal-hint = Muestra la respuesta cuando la clase ya ha respondido (AvPág)
lesson-replay-elsewhere = La reproducción está en el paso { $shown }; esta parte de la lección está en el paso { $here }.
lesson-back-to-step = Volver a este paso
lesson-end = Aquí termina la lección.
lesson-next-lesson = Siguiente lección ▶
lesson-next-lesson-hint = Abrir «{ $name }», la siguiente del plan de clase
lesson-sweep-searching = Buscando a cada profundidad…
lesson-leave-play = Salir de la lección y seguir jugando desde aquí
lesson-leave-play-hint = Empieza una partida desde la posición de la lección; juegas con el bando al que le toca mover
lesson-leave = Salir de la lección
lesson-leave-hint = Cierra la lección y vuelve a la partida
sweep-depth = profundidad
sweep-plies = semijugadas
sweep-move = jugada
sweep-value = valor
sweep-searched = buscadas
sweep-evaluated = evaluadas
counts-hint = Buscadas: posiciones en las que entró la búsqueda. Evaluadas: las hojas, puntuadas por la evaluación o por las reglas. Podadas: jugadas que alfa-beta listó pero nunca buscó. Quiescencia: posiciones buscadas más allá de la profundidad: solo capturas, promociones y respuestas al jaque, como mucho 10 semijugadas más allá (una posición en ese límite se puntúa tal como está, tranquila o no). Transposiciones: posiciones a las que se volvió a llegar por otro orden de jugadas, cuyo valor salió de la tabla de transposiciones. Los arreglos de nodos guardan por igual las filas buscadas y las podadas.
position-to-move = { $whose }: juegan las { $side }.
position-came-about = Se llegó a ella con { $moves }.
position-lesson = La posición de la lección
position-lesson-waits = La partida espera hasta que salgas de la lección.
position-predict = La posición que hay que predecir
position-predict-waits = La partida espera hasta que salgas de Práctica.
position-file = La raíz del archivo
position-file-waits = La partida espera hasta que salgas del árbol del archivo.

## El paso a paso de la reproducción

stepper-kept-back = Lo que hace este paso queda oculto hasta que se muestre la respuesta: primero piensa la clase.
stepper-start = ⇤ Inicio
stepper-start-hint = Ir al inicio (Inicio)
stepper-back = ◀ Atrás
stepper-back-hint = Un paso atrás (←)
stepper-forward = Paso ▶
stepper-forward-hint = Un paso adelante (→)
stepper-end = Fin ⇥
stepper-end-hint = Ir al final (Fin)
stepper-pause = ■ Pausa
stepper-play = ▶ Reproducir
stepper-play-held-hint = La reproducción espera aquí hasta que se muestre la respuesta
stepper-play-hint = Reproducir o pausar (Espacio)
stepper-speed-unit = pasos/s
stepper-speed-hint = Velocidad de reproducción
stepper-order-menu = Orden: { $order } ▾
stepper-order-hint = El orden de la reproducción, y cuánto abarca un paso de retropropagación
stepper-step-capital = Paso { $step }
stepper-step = paso { $step }
stepper-step-of-capital = Paso { $step } de { $count }
stepper-step-of = paso { $step } de { $count }
stepper-order-depth-first = primero en profundidad
stepper-order-level = nivel a nivel, un nivel por paso
stepper-order-parent = nivel a nivel, un padre por paso
stepper-order-comparison = nivel a nivel, una comparación por paso
stepper-order = Orden:
stepper-level-by-level = Nivel a nivel
stepper-level-by-level-hint = El orden de Huo Chess: revela cada nivel y luego sube los valores nivel a nivel.
stepper-depth-first = Primero en profundidad
stepper-depth-first-hint = Como corre de verdad la recursión: entra en un nodo, busca sus hijos, devuelve su valor.
stepper-back-up = Subir:
stepper-a-level = un nivel
stepper-a-parent = un padre
stepper-a-comparison = una comparación
stepper-a-level-hint = Un paso sube un nivel entero.
stepper-a-parent-hint = Un paso: un padre toma el mejor de sus hijos.
stepper-a-comparison-hint = Un paso: un hijo se compara con el mejor hasta ahora de su padre.

## El panel de código: su selector y la pila de llamadas (las palabras clave del pseudocódigo no cambian)

code-pseudocode = Pseudocódigo
code-pseudocode-hint = El algoritmo tal como lo imprime un libro de texto, con lo que usó esta búsqueda
code-rust = El Rust de Klados
code-rust-hint = La búsqueda del propio Klados, src/engine/search.rs tal como se compiló este programa
code-level-by-level-hint = Nivel a nivel, la búsqueda de Klados corre como los bucles de Huo Chess: un solo listado para ambos
stack-call-stack = pila
stack-depth = profundidad
stack-best = mejor
stack-child = hijo
stack-chance = azar
stack-click-hint = Haz clic para enfocar el nodo de esta llamada en todas las vistas
stack-loops = bucles:
stack-loops-idle = no se ejecutan ahora

## El paso a paso de la vista MCTS

mcts-question-waits = Una pregunta espera a la clase: respondedla, y luego Mostrar enseña lo que hace este paso.
mcts-all-done = Todas las iteraciones hechas: el árbol tal como lo dejó la búsqueda. Los nodos rodeados son de lo que trata este paso.
mcts-first = ⇤ Primera
mcts-first-hint = Volver a la raíz sola, antes de la primera iteración
mcts-iteration-back = ◀ Iteración
mcts-iteration-back-hint = La misma fase de la iteración anterior
mcts-phase-back = ◀ Fase
mcts-phase-back-hint = Una fase atrás: N y W vuelven a bajar
mcts-phase-forward = Fase ▶
mcts-phase-forward-hint = Una fase adelante: selección, expansión, simulación, retropropagación
mcts-iteration-forward = Iteración ▶
mcts-iteration-forward-hint = La misma fase de la iteración siguiente
mcts-run = Avanzar 100
mcts-run-hint = Avanza 100 iteraciones de una vez
mcts-last = Última ⇥
mcts-last-hint = El árbol entero: todas las iteraciones hechas

## El resto de la ventana

board-promote = Promocionar el peón a
divider-hint = Arrastra para repartir el espacio; doble clic lo restablece
views-click-node = Haz clic en un nodo (una fila o una caja del árbol) para ver cómo se puntúa su posición.
views-comparing = Comparando…
notice-close-hint = Cierra esta nota hasta la próxima búsqueda (o hasta que cambie lo que dice)

## Los ajustes de la vista MCTS

mcts-iterations = Iteraciones:
mcts-iterations-hint = Cuántas iteraciones hace una búsqueda: de 1 a 100.000 (escribe un número)
mcts-exploration = Exploración C:
mcts-exploration-hint = La constante de exploración de UCB: cuanto mayor, más prueba las jugadas menos visitadas (√2 ≈ 1,41)
mcts-exploration-default-hint = Volver a la C del libro de texto, √2 ≈ 1,41
mcts-seed-hint = La misma semilla hace crecer el mismo árbol: una clase ve la misma búsqueda
mcts-playout-depth = Profundidad de simulación:
mcts-playout-depth-hint = Ajedrez: cuántas jugadas al azar hace una simulación antes de que la evaluación juzgue la posición. Las jugadas al azar engañan: una simulación puede dejar colgada una dama que nadie dejaría

## Las pestañas del panel de pensamiento

tabs-level = Nivel { $level }
tabs-level-count = Nivel { $level } · { $count }
tabs-level-word = Nivel
tabs-evaluation = Evaluación
tabs-evaluation-of = Evaluación de { $san }
tabs-evaluation-hint = CountScore término a término, para el nodo en que hiciste clic
tabs-compare = Comparar
tabs-compare-hint = Minimax, alfa-beta y alfa-beta ordenado en esta posición
tabs-iterations = Iteraciones
tabs-iterations-hint = Profundización iterativa: la profundidad, los nodos, el tiempo, la mejor jugada y el valor de cada iteración
tabs-tree = Árbol
tabs-tree-hint = El árbol de búsqueda, dibujado
tabs-code = Código
tabs-code-hint = C: el código de la búsqueda, con la línea que ejecuta este paso iluminada, y la pila de llamadas
tabs-quiescence = quiescencia:
tabs-more = Más
tabs-more-hint = La evaluación del nodo en que hiciste clic, la comparación de los algoritmos, las iteraciones
tabs-level-above = El nivel de arriba
tabs-level-below = El nivel de abajo
tabs-level-choose = Elige el nivel cuyo arreglo de nodos se muestra
tree-abstract = Árbol abstracto (sin tablero)
tree-view = Vista del árbol
tree-view-hint = Arrastra el dibujo para moverlo; la rueda o los botones hacen zoom.
tree-auto = Auto
tree-auto-hint = Tamaño legible, siguiendo la reproducción
tree-fit = Ajustar
tree-fit-hint = Muestra el dibujo entero tan grande como permita la vista; un dibujo demasiado grande para leerlo entero se arrastra
tree-zoom-in-hint = Ampliar (o la rueda del ratón)
tree-zoom-out-hint = Reducir (o la rueda del ratón)

## El panel MCTS

mcts-settings = Ajustes: { $iterations } iteraciones, C { $c }, semilla { $seed }, profundidad de simulación { $playout }
mcts-running = Búsqueda en árbol Monte Carlo: { $iterations } iteraciones… { $seconds } s
mcts-cancel-hint = Detiene la búsqueda
mcts-no-tree = Aún no hay árbol: pulsa S (Pensar en esta posición) para buscar en el tablero, o haz una jugada y deja que el ordenador responda. El árbol crece un nodo por iteración, en cuatro fases: selección, expansión, simulación, retropropagación.
mcts-compare = Comparar con minimax
mcts-compare-hint = Busca en la misma posición con minimax y alfa-beta (a la profundidad de la ventana) o en el mismo árbol dibujado, y dice cuándo MCTS se quedó con la jugada de minimax
mcts-node-arrays = Arreglos de nodos
mcts-summary = Juega { $move } (la más visitada: { $visits } de { $total } visitas) · { $nodes } nodos · { $time }

## El resumen de una búsqueda en el panel de pensamiento

summary-value-hint = El valor está en peones desde el lado de las blancas: + es bueno para las blancas, #3 es mate en tres.
summary-compact = { $search }, profundidad { $depth }.
summary-compact-totals = { $search }, profundidad { $depth } — { $searched } buscadas, { $evaluated } evaluadas.
summary-compact-so-far = { $search }, profundidad { $depth } — hasta ahora { $searched } buscadas, { $evaluated } evaluadas.
summary-best-short = Mejor: { $san } ({ $value })
summary-so-far = hasta ahora { $searched } posiciones buscadas, { $evaluated } hojas evaluadas
summary-counts-wait = las cifras esperan a la respuesta
summary-full = { $search }, { $plies } en { $time }: { $counts }.
summary-best = Mejor jugada: { $san }   Valor: { $value }
summary-line = Línea esperada: { $line }
summary-nodes-per-level = Nodos por nivel
summary-line-positions = { " · " }{ $count } posiciones
summary-line-so-far = { " · " }hasta ahora { $count } posiciones
summary-line-best = { " · " }mejor { $san } { $value }
counts-searched-evaluated = { $searched } posiciones buscadas, { $evaluated } hojas evaluadas
counts-pruned = , { $count } jugadas podadas
counts-quiescence = , { $count } posiciones en quiescencia
counts-at-limit = { " " }({ $count } detenidas en su límite, no tranquilas)
counts-transpositions = , { $count } transposiciones
duration-under-ms = menos de un milisegundo

## Los arreglos de nodos

table-node = nodo
table-node-short = #
table-parent = padre
table-parent-short = pad.
table-move = jugada
table-score = puntos
table-value = valor
table-status = estado
table-not-revealed = Aún no se ha revelado: avanza para ver este nivel.
table-no-room = No hay sitio para las filas aquí: una ventana más alta las muestra.
table-open-value-hint = El mejor valor hasta ahora: no todos los hijos han respondido aún.
status-searched = buscado
status-checkmate = jaque mate
status-stalemate = ahogado
status-draw = tablas
status-pruned = podado
status-quiescence = quiescencia
status-transposition = transposición

## Las pestañas Iteraciones, Comparar y Evaluación

iterations-nodes = nodos
iterations-time = tiempo
iterations-chooser = Iteración:
iterations-chooser-hint = La profundización iterativa buscó a profundidad 1, 2, … por turno: reproduce cualquiera (la pestaña Iteraciones las compara)
iterations-replay-hint = Reproducir la iteración { $iteration }: la búsqueda a profundidad { $depth }
iterations-named = Iteración { $iteration }
iterations-share = La última iteración es el { $share } % del trabajo.
iterations-share-hint = Cada nivel es muchas veces el de arriba, así que las primeras iteraciones cuestan poco; y cada una le dijo a la siguiente qué jugadas probar primero.
iterations-no-room = No hay sitio para la tabla aquí: una ventana más alta la muestra.
iterations-all = todas
compare-stopped = La comparación se detuvo antes de terminar.
compare-algorithm = algoritmo
compare-pruned = podadas
compare-perfect = Orden perfecto
compare-perfect-hint = El árbol mínimo: lo que busca alfa-beta cuando la mejor jugada de cada posición va primero
compare-same-answer = La misma jugada y el mismo valor cada vez: la poda ahorra trabajo, nunca cambia la respuesta.
evaluation-term = término
evaluation-net = neto
evaluation-score = puntos

## La leyenda de colores y formas

legend-max-short = ■ MAX { $side }
legend-max = ■ MAX: las { $side } toman el mayor
legend-max-abstract = ■ MAX: toma el mayor
legend-max-hint = Una caja cuadrada: el bando que mueve ahí es MAX y toma el mayor valor de sus hijos
legend-min-short = ● MIN { $side }
legend-min = ● MIN: las { $side } toman el menor
legend-min-abstract = ● MIN: toma el menor
legend-min-hint = Una píldora redonda: el bando que mueve ahí es MIN y toma el menor valor de sus hijos
legend-chance-short = ◆ azar
legend-chance = ◆ azar: toma la esperanza
legend-chance-hint = Puntas: un nodo de azar. Ahí no elige nadie, eligen los dados: su valor es la suma del valor de cada hijo por su probabilidad (en la arista)
legend-open-short = x…: aún abierto
legend-open = x…: aún abierto, el mejor hasta ahora
legend-open-hint = Un valor seguido de «…» aún está abierto: la búsqueda no ha terminado con los hijos del nodo. En un nodo MAX es el mejor hasta ahora, así que el nodo vale al menos eso; en un nodo MIN, como mucho eso

## La ventana FEN y PGN

exchange-title = FEN y PGN
exchange-current = La posición actual (FEN):
exchange-copy-fen = Copiar FEN
exchange-copy-pgn = Copiar PGN
exchange-paste = Pega aquí un FEN o una partida PGN para seguir desde ahí:
exchange-open-pgn = Abrir archivo PGN…
exchange-download-pgn = Descargar la partida como PGN
exchange-save-pgn = Guardar partida como PGN…
exchange-open-tree = Abrir árbol de búsqueda…
exchange-open-tree-hint = Un archivo klados-tree/1 (.json), como la búsqueda de un alumno, para reproducirlo y compararlo con la de Klados (o suéltalo sobre la ventana)
exchange-path = O escribe la ruta del archivo:
exchange-path-hint = Una partida .pgn o un árbol de búsqueda .json (klados-tree/1)
exchange-open-file = Abrir este archivo
exchange-save-file = Guardar en este archivo
exchange-exists = { $file } ya existe. ¿Reemplazarlo?
exchange-replace = Reemplazar
exchange-keep = Conservar
find-hint-abstract = B2, A B2 o 1:5
find-hint-chess = e4 e5 Bc4 o 2:17
find-hint-tictactoe = 5 1 9 o 2:17
find-hint-connect4 = 4 4 3 o 2:17
find-label = Buscar:
find-go = Ir
find-field-hint = Una línea de jugadas desde la raíz (e4 e5 Bc4, 1. e4 e5 2. Bc4, e2e4), o un nivel y un número de nodo como los muestran las tablas (2:17, nivel 2 nodo 17)
find-go-hint = Muestra ese nodo en la tabla, en el árbol y en el tablero
find-not-reached = La reproducción aún no ha llegado a { $node }: avanza para verlo.

## Práctica

practice-tab-predict = Predecir
practice-tab-build = Construir un árbol
practice-tab-minimax-hint = Rellena los valores de un árbol con minimax y compruébalos
practice-tab-alpha-beta-hint = Rellena un árbol con alfa-beta: valores, jugadas podadas, α y β
practice-tab-predict-hint = Adivina la jugada del ordenador y su valor, y luego mira su búsqueda
practice-tab-build-hint = Escribe o edita un árbol, recorre su búsqueda paso a paso, guárdalo como lección
practice-tree-number = Número de árbol:
practice-tree-number-hint = El mismo número da el mismo árbol en todos los ordenadores: la clase puede compartir uno
practice-open = Abrir
practice-open-hint = Abre el árbol de este número
practice-not-a-number = «{ $text }» no es un número de árbol: escribe un número entero, como 42
practice-new-tree = Árbol nuevo
practice-new-tree-hint = Un árbol nuevo al azar
practice-shown-alpha-beta = El panel de pensamiento reproduce la búsqueda alfa-beta real de este árbol, de izquierda a derecha. Recórrela con el paso a paso (→ o Espacio).
practice-shown-minimax = El panel de pensamiento reproduce la búsqueda minimax real de este árbol. Recórrela con el paso a paso (→ o Espacio).
practice-back-to-answers = Volver a mis respuestas
practice-task-alpha-beta = Busca en el árbol como lo hace alfa-beta, de izquierda a derecha. Escribe el valor de cada nodo que busca (una cota como ≤2 se escribe 2). Haz clic en ✂ sobre una jugada que nunca busca. Puedes escribir α y β en el nodo que selecciones.
practice-task-minimax = Escribe en cada caja vacía cuánto vale el nodo: donde elige MAX (cuadrado), el mayor de sus hijos; donde elige MIN (redondo), el menor. Tab pasa a la caja siguiente.
practice-check = Comprobar
practice-check-hint = Marca cada respuesta como correcta o incorrecta (Ctrl+Enter)
practice-show-me = Muéstramelo
practice-show-me-hint = Reproduce la búsqueda real de este árbol en el panel de pensamiento
practice-clear = Borrar
practice-clear-hint = Empieza este árbol de nuevo
practice-click-node = Haz clic en un nodo para seleccionarlo.
practice-leaf = { $node } es una hoja: su valor está dado.
practice-node = Nodo { $node }:
practice-less-hint = Uno menos (↓ en la caja)
practice-more-hint = Uno más (↑ en la caja)
practice-alpha-hint = α en { $node } al entrar en él: un número, o -inf
practice-beta-hint = β en { $node } al entrar en él: un número, o inf
practice-score = { $right } de { $count } correctas
practice-well-done = { $score }. ¡Muy bien!
practice-select-hint = Seleccionar { $node } en la hoja
practice-title-minimax = Práctica de minimax · árbol { $seed }
practice-title-alpha-beta = Práctica de alfa-beta · árbol { $seed }
practice-handout-title = { $tab } · árbol { $seed }

## La cabecera del panel de pensamiento

thinking-heading = Cómo piensa el ordenador
thinking-running = Pensando…
thinking-fallback = { $chosen } superó el límite de nodos; ahora se prueba { $now }.
thinking-empty = Cuando el ordenador haya pensado, toda su búsqueda aparece aquí: cada posición que miró, nivel a nivel, y cómo subieron los valores para elegir su jugada.
thinking-think-here = Pensar en esta posición
thinking-think-here-hint = S: busca en la posición del tablero sin hacer ninguna jugada
thinking-fold-hint = Haz clic para plegar los detalles
thinking-unfold-hint = Haz clic para ver el tiempo de la búsqueda, la línea esperada y los nodos por nivel
thinking-back-to-board = ◀ Volver al tablero
thinking-back-to-board-hint = V: de nuevo el tablero grande y el panel de la partida
thinking-study = Estudiar la búsqueda ▶
thinking-study-hint = V: un tablero pequeño que sigue la reproducción; el árbol y los arreglos de nodos ocupan la ventana
thinking-compare = Comparar algoritmos
thinking-compare-hint = Busca en esta posición con minimax, alfa-beta y alfa-beta ordenado, y compara
thinking-held-until-reveal = Mejor jugada y valor: cuando se muestre la respuesta.
thinking-held-until-end = Mejor jugada y valor: al final de la reproducción.
thinking-hide-code = Ocultar el código
thinking-hide-code-hint = C: cierra el código de la búsqueda
thinking-show-code = Mostrar el código
thinking-show-code-hint = C: el código de la búsqueda junto a la reproducción, con la línea de cada paso iluminada, y la pila de llamadas
thinking-board-follows = El tablero sigue
thinking-board-follows-hint = Mientras avanzas paso a paso, el tablero muestra la posición que mira cada paso
evaluation-chess-only = Aquí solo se puntúa término a término una posición de ajedrez.
