# Το παράθυρο του Klados στα ελληνικά. Τα αναγνωριστικά και οι μεταβλητές ({ $name }) μένουν ίδια με
# του en.ftl· το `tests/i18n.rs` ελέγχει ότι κάθε μήνυμα του en.ftl υπάρχει εδώ με τις ίδιες μεταβλητές.

## Αριθμοί και ονόματα που μοιράζονται πολλές οθόνες

count-nodes = { $count ->
    [one] { $count } κόμβος
   *[other] { $count } κόμβοι
}
budget-nodes = { $count ->
    [one] { $count } κόμβος ({ $memory })
   *[other] { $count } κόμβοι ({ $memory })
}
book-built-in = το ενσωματωμένο βιβλίο ({ $count } ανοίγματα με όνομα)
algorithm-minimax = Minimax
algorithm-alpha-beta = Άλφα-βήτα
algorithm-ordered = Άλφα-βήτα με διάταξη
algorithm-mcts = Αναζήτηση δέντρου Monte Carlo
technique-quiescence = Αναζήτηση ηρεμίας
technique-quiescence-hint = Στο βάθος, συνεχίζει με αιχμαλωσίες, προαγωγές και αποφυγές σαχ ώσπου η θέση να ηρεμήσει, το πολύ 10 ημικινήσεις πιο πέρα (ενάντια στο φαινόμενο του ορίζοντα)
technique-quiescence-words = αναζήτηση ηρεμίας
technique-iterative = Επαναληπτική εκβάθυνση
technique-iterative-hint = Αναζήτηση σε βάθος 1, 2, … έως το βάθος· καθεμιά δοκιμάζει πρώτα την καλύτερη γραμμή της προηγούμενης· κάθε επανάληψη κρατιέται
technique-iterative-words = επαναληπτική εκβάθυνση
technique-transpositions = Πίνακας μεταθέσεων
technique-transpositions-hint = Μια θέση που προκύπτει ξανά με άλλη σειρά κινήσεων παίρνει την τιμή της από έναν πίνακα, χωρίς αναζήτηση
technique-transpositions-words = πίνακας μεταθέσεων
technique-killers = Φονικές κινήσεις
technique-killers-hint = Μια ήσυχη κίνηση που προκάλεσε αποκοπή κρατιέται, δύο ανά ημικίνηση, και δοκιμάζεται νωρίς στις άλλες θέσεις της ίδιας ημικίνησης
technique-killers-words = φονικές κινήσεις
technique-history = Ευρετική ιστορικού
technique-history-hint = Κάθε ήσυχη κίνηση που προκάλεσε αποκοπή παίρνει βάθος² πόντους σε έναν πίνακα· οι ήσυχες κινήσεις δοκιμάζονται με τη σειρά των πόντων τους
technique-history-words = η ευρετική ιστορικού

## h-i45-pvs: search techniques

technique-pvs = Αναζήτηση κύριας παραλλαγής
technique-pvs-hint = Η πρώτη κίνηση ερευνάται με όλο το παράθυρο, κάθε επόμενη με μηδενικό παράθυρο που ρωτά μόνο αν είναι καλύτερη· όποια είναι, ερευνάται ξανά με όλο το παράθυρο
technique-pvs-words = αναζήτηση κύριας παραλλαγής
technique-pvs-short = αναζήτηση κύριας παραλλαγής
technique-aspiration = Παράθυρα προσδοκίας
technique-aspiration-hint = Η ρίζα ερευνάται με στενό παράθυρο γύρω από μια εκτίμηση της τιμής της· αν η τιμή πέσει έξω, ερευνάται ξανά με πλατύτερο παράθυρο
technique-aspiration-words = παράθυρα προσδοκίας
technique-aspiration-short = παράθυρα προσδοκίας
technique-reductions = Μειώσεις όψιμων κινήσεων
technique-reductions-hint = Μια όψιμη ήσυχη κίνηση ερευνάται μία ημικίνηση ρηχότερα· αν παρ' όλα αυτά ξεπεράσει την καλύτερη ως τώρα, ερευνάται ξανά σε όλο το βάθος. Η τιμή μπορεί να αλλάξει
technique-reductions-words = μειώσεις όψιμων κινήσεων
technique-reductions-short = μειώσεις όψιμων κινήσεων
technique-null-move = Κλάδεμα μηδενικής κίνησης
technique-null-move-hint = Η πλευρά που παίζει πασάρει· αν η άλλη πλευρά, παίζοντας δύο φορές, δεν φέρνει την τιμή πίσω μέσα στο παράθυρο, ο κόμβος αποκόπτεται χωρίς αναζήτηση. Σε τσουγκσβανγκ σφάλλει, άρα η τιμή μπορεί να αλλάξει
technique-null-move-words = κλάδεμα μηδενικής κίνησης
technique-null-move-short = κλάδεμα μηδενικής κίνησης
narr-null-window = Η { $move } ερευνάται με μηδενικό παράθυρο: η αναζήτηση κύριας παραλλαγής ρωτά μόνο αν είναι καλύτερη από την καλύτερη ως τώρα, κάτι φθηνότερο από το να ρωτήσει πόσο.
narr-re-searched-null-window = Η { $move } ερευνήθηκε πρώτα με μηδενικό παράθυρο, που είπε ότι είναι καλύτερη από την καλύτερη ως τώρα· ερευνάται ξανά με όλο το παράθυρο για να βρεθεί η τιμή της ({ $nodes } κόμβοι της πρώτης αναζήτησης πετάχτηκαν).
narr-reduced = Η { $move } είναι όψιμη ήσυχη κίνηση: οι μειώσεις όψιμων κινήσεων την ερευνούν { $plies } ημικίνηση ρηχότερα από το βάθος, με την εκτίμηση ότι είναι κακή.
narr-re-searched-reduction = Η { $move }, όψιμη ήσυχη κίνηση, ερευνήθηκε πρώτα μία ημικίνηση ρηχότερα και παρ' όλα αυτά ξεπέρασε την καλύτερη ως τώρα· ερευνάται ξανά σε όλο το βάθος ({ $nodes } κόμβοι πετάχτηκαν).
narr-null-move-cut = Το κλάδεμα μηδενικής κίνησης άφησε την πλευρά που παίζει να πασάρει εδώ, και παρ' όλα αυτά η άλλη πλευρά δεν έφερε την τιμή πίσω μέσα στο παράθυρο: ο κόμβος αποκόπτεται χωρίς να ερευνηθούν οι κινήσεις του ({ $nodes } κόμβοι για την αναζήτηση του πάσου, πετάχτηκαν). Σε τσουγκσβανγκ αυτό είναι λάθος.
narr-null-move-no-cut = Το κλάδεμα μηδενικής κίνησης άφησε την πλευρά που παίζει να πασάρει εδώ, αλλά το πάσο δεν αρκούσε, οπότε οι κινήσεις του ερευνώνται ({ $nodes } κόμβοι για την αναζήτηση του πάσου, πετάχτηκαν).
tree-badge-null-window = Μ
tree-badge-re-searched = Ξ
tree-badge-reduced = −{ $plies }
tree-badge-null-move = Π
table-null-window = μηδενικό παράθυρο
table-re-searched = ξαναερευνήθηκε
table-reduced = μειωμένο κατά { $plies }
table-null-move-cut = αποκοπή με μηδενική κίνηση
table-null-move-no-cut = μηδενική κίνηση, χωρίς αποκοπή

## Η γραμμή εργαλείων

toolbar-lessons = Μαθήματα
toolbar-lessons-hint = L: τα μαθήματα, για να διδάξετε μια τάξη βήμα βήμα
toolbar-practice = Εξάσκηση
toolbar-practice-hint = E: ασκήσεις (minimax, άλφα-βήτα, πρόβλεψη του υπολογιστή) και ο κατασκευαστής δέντρων
toolbar-handouts = Φυλλάδια
toolbar-handouts-hint = Γράφει το δέντρο ως SVG και PNG (αντίγραφο με τις απαντήσεις και αντίγραφο του μαθητή) και τους πίνακες κόμβων του ως CSV
toolbar-new-white = Νέα παρτίδα με τα λευκά
toolbar-new-white-hint = Ctrl+N: παίζετε με τα λευκά και κινείστε πρώτοι
toolbar-new-black = Νέα παρτίδα με τα μαύρα
toolbar-new-black-hint = Ctrl+Shift+N: παίζετε με τα μαύρα· ο υπολογιστής κινείται πρώτος
toolbar-take-back = Ανάκληση
toolbar-take-back-hint = Ctrl+Z: ανακαλεί την κίνησή σας και την απάντηση του υπολογιστή
toolbar-redo = Επανάληψη
toolbar-redo-hint = Ctrl+Y: παίζει ξανά τις κινήσεις που ανακλήθηκαν
toolbar-flip = Αναστροφή σκακιέρας
toolbar-flip-hint = F: γυρίζει τη σκακιέρα ανάποδα για αυτή την παρτίδα
toolbar-lesson-search-hint = Η αναζήτηση του μαθήματος: βγείτε από το μάθημα για να διαλέξετε της παρτίδας
toolbar-lesson-new-small-hint = { $game }: αφήνει το μάθημα για ένα νέο παιχνίδι. { $sides }
toolbar-depth = Βάθος (ημικινήσεις):
toolbar-depth-hint = Πλήκτρα 1 έως 6 (έως 9 στα μικρά παιχνίδια): πόσες ημικινήσεις μπροστά κοιτάζει ο υπολογιστής
toolbar-computer-move = Κίνηση υπολογιστή
toolbar-computer-move-hint = M: ο υπολογιστής σκέφτεται και παίζει τώρα
toolbar-fen-pgn = FEN / PGN
toolbar-fen-pgn-hint = Ctrl+L: αντιγραφή ή επικόλληση μιας θέσης ή μιας παρτίδας
toolbar-settings = Ρυθμίσεις
toolbar-settings-hint = Γλώσσα, θέμα, όριο κόμβων, η σκακιέρα στην αναπαραγωγή, το βιβλίο ανοιγμάτων
toolbar-projector = Προβολέας
toolbar-projector-hint = P: μεγάλα γράμματα και υψηλή αντίθεση
toolbar-help = Βοήθεια
toolbar-help-hint = F1: συντομεύσεις πληκτρολογίου
toolbar-algorithm-with-techniques = { $count ->
    [one] { $algorithm } + { $count } τεχνική
   *[other] { $algorithm } + { $count } τεχνικές
}
toolbar-algorithm-hint = A: η αναζήτηση που εκτελεί ο υπολογιστής· οι τεχνικές δίπλα της είναι σε αυτό το μενού
toolbar-algorithm-techniques-hint = { $count ->
    [one] A: η αναζήτηση που εκτελεί ο υπολογιστής, με μια τεχνική δίπλα της: { $techniques }
   *[other] A: η αναζήτηση που εκτελεί ο υπολογιστής, με τεχνικές δίπλα της: { $techniques }
}
toolbar-algorithm-named = Αλγόριθμος: { $shown }
toolbar-mcts-hint = Το δέντρο μεγαλώνει κατά έναν κόμβο σε κάθε επανάληψη: επιλογή, επέκταση, προσομοίωση, οπισθοδιάδοση· οι ρυθμίσεις του είναι στην κορυφή του πλαισίου του
toolbar-beside-algorithm = Δίπλα στον αλγόριθμο

## Ρυθμίσεις

settings-language = Γλώσσα
settings-theme = Θέμα (T)
settings-theme-light = Φωτεινό
settings-theme-dark = Σκοτεινό
settings-budget = Όριο κόμβων
settings-budget-explained = Οι περισσότεροι κόμβοι που μπορεί να κρατήσει μία αναζήτηση. Όποια θα χρειαζόταν περισσότερους περνά σε άλφα-βήτα με διάταξη, έπειτα σε μικρότερο βάθος.
settings-board-follows = Η σκακιέρα ακολουθεί την αναπαραγωγή
settings-board-follows-hint = Καθώς περνάτε βήμα βήμα μια αναζήτηση, η σκακιέρα δείχνει τη θέση που εξετάζει κάθε βήμα
settings-book = Βιβλίο ανοιγμάτων
settings-book-play = Παιχνίδι από το βιβλίο ανοιγμάτων
settings-book-play-hint = Όσο η παρτίδα είναι μέσα στο βιβλίο, ο υπολογιστής παίζει αμέσως μια κίνηση του βιβλίου, χωρίς αναζήτηση· τα μαθήματα και η εξάσκηση δεν το χρησιμοποιούν ποτέ
settings-seed = Σπόρος:
settings-seed-hint = Ο ίδιος σπόρος παίζει τις ίδιες κινήσεις του βιβλίου: μια τάξη μπορεί να ξαναπαίξει μια παρτίδα κίνηση προς κίνηση
settings-new-seed = Νέος σπόρος
settings-new-seed-hint = Άλλος σπόρος: άλλες κινήσεις του βιβλίου, διαλεγμένες κατά τα βάρη τους
settings-book-in-use = Βιβλίο: { $book }
settings-book-file = Αρχείο βιβλίου ανοιγμάτων…
settings-book-file-hint = Παιχνίδι από ένα βιβλίο Polyglot (.bin), σταθμισμένο κατά τα βάρη του
settings-book-built-in = Χρήση του ενσωματωμένου βιβλίου
settings-book-built-in-hint = Παιχνίδι από { $book }

## Λέξεις για την αναζήτηση και την παρτίδα, κοινές

count-plies = { $count ->
    [one] { $count } ημικίνηση
   *[other] { $count } ημικινήσεις
}
search-named = { $algorithm } σε βάθος { $depth }
search-named-with = { $algorithm } με { $techniques } σε βάθος { $depth }
side-white = Λευκά
side-black = Μαύρα
outcome-white-mates = Ματ: κερδίζουν τα λευκά.
outcome-black-mates = Ματ: κερδίζουν τα μαύρα.
outcome-stalemate = Πατ: ισοπαλία.
outcome-fifty-moves = Ισοπαλία με τον κανόνα των πενήντα κινήσεων.
outcome-repetition = Ισοπαλία με τριπλή επανάληψη.
outcome-material = Ισοπαλία: ανεπαρκές υλικό.
status-white-you = Παίζουν τα λευκά (εσείς)
status-white-computer = Παίζουν τα λευκά (ο υπολογιστής)
status-black-you = Παίζουν τα μαύρα (εσείς)
status-black-computer = Παίζουν τα μαύρα (ο υπολογιστής)
status-check = { $status } — σαχ!

## Το πλαίσιο του παιχνιδιού (κάτω από τη σκακιέρα)

play-algorithm-with = { $algorithm } με { $techniques }
play-thinking = Σκέφτεται ({ $search }, { $plies }): κόμβοι ανά επίπεδο { $levels } — { $seconds } δ
play-thinking-quiescence = Σκέφτεται ({ $search }, { $plies }): κόμβοι ανά επίπεδο { $levels }, ηρεμία { $quiescence } — { $seconds } δ
play-over-budget = ({ $search }: ξεπέρασε το όριο κόμβων)
play-cancel = Άκυρο
play-your-move = Η κίνησή σας:
play-showing-ply = Φαίνεται η θέση μετά την κίνηση { $ply } από { $count }.
play-back-to-game = Πίσω στην παρτίδα
play-no-moves = Καμία κίνηση ακόμη.
play-move-named = κίνηση { $number } { $san }
play-named-line = Η γραμμή με το όνομα: { $line }
play-no-opening = Κανένα άνοιγμα με όνομα
preview-root = η ρίζα της αναζήτησης
preview-clicked = Μια θέση από την αναζήτηση: { $line }
preview-step = Αυτό το βήμα εξετάζει: { $line }
preview-hint = Τη δείχνει η σκακιέρα· τα αριθμημένα βέλη είναι οι κινήσεις από τη ρίζα της αναζήτησης.
notice-bring-back = Επαναφορά της προηγούμενης παρτίδας
notice-bring-back-hint = Αναίρεση: συνέχεια με { $previous }
notice-notes = { $count ->
    [one] { $count } σημείωση για ό,τι διαβάστηκε
   *[other] { $count } σημειώσεις για ό,τι διαβάστηκε
}

## Βοήθεια

help-title = Βοήθεια
help-moves = Κάντε κλικ σε ένα κομμάτι, έπειτα στο τετράγωνο όπου θα πάει (ή σύρετέ το). Πληκτρολογήστε κινήσεις ως e2e4 ή Nf3.
help-answers = Ο υπολογιστής απαντά· το πλαίσιο δεξιά δείχνει την αναζήτησή του, βήμα βήμα.
help-shortcuts = Συντομεύσεις πληκτρολογίου (όταν κανένα πεδίο κειμένου δεν είναι ενεργό)
keycap-left = ←
keycap-right = →
keycap-space = Διάστημα
keycap-home = Home
keycap-end = End
keycap-enter = Enter
keycap-page-down = Page Down
keycap-page-up = Page Up
keycap-escape = Esc
key-new-black = Νέα παρτίδα, παίζετε με τα μαύρα
key-new-white = Νέα παρτίδα, παίζετε με τα λευκά
key-redo = Επανάληψη
key-take-back = Ανάκληση της κίνησής σας και της απάντησης
key-flip = Αναστροφή της σκακιέρας
key-study = Μελέτη της αναζήτησης, ή πίσω στη σκακιέρα
key-code = Ο κώδικας της αναζήτησης, με φωτισμένη τη γραμμή που εκτελείται
key-computer-move = Ο υπολογιστής παίζει τώρα
key-cancel = Ακύρωση της αναζήτησης του υπολογιστή· κλείσιμο της Βοήθειας
key-next-algorithm = Επόμενος αλγόριθμος αναζήτησης
key-game-previous = Παρτίδα: η προηγούμενη θέση
key-game-next = Παρτίδα: η επόμενη θέση
key-game-start = Παρτίδα: η αρχική θέση
key-game-present = Παρτίδα: πίσω στο τώρα
key-replay-forward = Αναπαραγωγή: ένα βήμα μπροστά
key-replay-back = Αναπαραγωγή: ένα βήμα πίσω
key-replay-play = Αναπαραγωγή: έναρξη ή παύση
key-replay-start = Αναπαραγωγή: στην αρχή
key-replay-end = Αναπαραγωγή: στο τέλος
key-think-here = Αναζήτηση στη θέση της σκακιέρας
key-copy-pgn = Αντιγραφή της παρτίδας ως PGN
key-exchange = Παράθυρο FEN και PGN
key-open-pgn = Άνοιγμα αρχείου PGN
key-save-pgn = Αποθήκευση της παρτίδας σε αρχείο PGN
key-type-move = Πληκτρολόγηση κίνησης
key-lessons = Μαθήματα
key-practice = Εξάσκηση (ασκήσεις, κατασκευαστής δέντρων)
key-lesson-next = Μάθημα: επόμενο βήμα (τηλεχειριστήριο)
key-lesson-previous = Μάθημα: προηγούμενο βήμα
key-theme = Φωτεινό ή σκοτεινό θέμα
key-projector = Λειτουργία προβολέα
key-help = Βοήθεια (αυτό το παράθυρο)
key-depth = Βάθος αναζήτησης σε ημικινήσεις (στο σκάκι έως 6)
key-copy-fen = Αντιγραφή της θέσης ως FEN
key-paste = Επικόλληση FEN ή παρτίδας PGN
key-zoom = Μεγέθυνση, σμίκρυνση, κανονικό μέγεθος
play-move-hint = e2e4 ή Nf3

## Το πλαίσιο των μαθημάτων: ο κατάλογος, το πλαίσιο γύρω από ένα μάθημα, η ερώτηση

lessons-choose = Διαλέξτε μάθημα
lessons-back-to = Πίσω στο «{ $title }»
lessons-built-in = Τα μαθήματα που είναι ενσωματωμένα στο Klados
lessons-loading = Φορτώνονται τα μαθήματα από { $folder }…
lessons-from-and-own = Από { $folder } και τα δικά σας, { $own }
lessons-from = Από { $folder }
lessons-no-folder = Δε βρέθηκε φάκελος μαθημάτων: γράψτε έναν στο πεδίο ή ορίστε τη μεταβλητή { $variable }.
lessons-folder = Φάκελος:
lessons-load = Φόρτωση
lessons-kind-chess = σκάκι
lessons-kind-tree = αφηρημένο δέντρο
lessons-kind-tictactoe = τρίλιζα
lessons-kind-connect4 = Connect Four
lessons-open = Άνοιγμα αυτού του μαθήματος ({ $kind })
lessons-none = Δεν υπάρχουν μαθήματα εδώ.
lessons-english-only = Μόνο στα αγγλικά
lesson-all = Όλα τα μαθήματα
lesson-all-hint = Διαλέξτε άλλο μάθημα· αυτό μένει ανοιχτό
lesson-step-of = Βήμα { $step } από { $count }
lesson-previous = ◀ Προηγούμενο
lesson-previous-hint = Το προηγούμενο βήμα του μαθήματος (PageUp)
lesson-next = Επόμενο ▶
lesson-next-hint = Το επόμενο βήμα του μαθήματος (PageDown)
lesson-next-asking-hint = Το επόμενο βήμα του μαθήματος, χωρίς απάντηση στην ερώτηση (το PageDown δείχνει πρώτα την απάντηση)
lesson-searching = Αναζήτηση…
lesson-search-failed = Η αναζήτηση του μαθήματος απέτυχε: { $message }
lesson-ask = Ρωτήστε την τάξη: { $question }
lesson-answer = Απάντηση: { $answer }
lesson-reveal = Εμφάνιση της απάντησης
lesson-reveal-hint = Δείχνει την απάντηση όταν η τάξη έχει μαντέψει (PageDown)
lesson-replay-elsewhere = Η αναπαραγωγή είναι στο βήμα { $shown }· αυτό το μέρος του μαθήματος είναι στο βήμα { $here }.
lesson-back-to-step = Πίσω σε αυτό το βήμα
lesson-end = Εδώ τελειώνει το μάθημα.
lesson-next-lesson = Επόμενο μάθημα ▶
lesson-next-lesson-hint = Άνοιγμα του «{ $name }», του επόμενου στο πλάνο της τάξης
lesson-sweep-searching = Αναζήτηση σε κάθε βάθος…
lesson-leave-play = Έξοδος από το μάθημα και συνέχεια της παρτίδας από εδώ
lesson-leave-play-hint = Ξεκινά παρτίδα από τη θέση του μαθήματος· παίζετε με την πλευρά που έχει τη σειρά
lesson-leave = Έξοδος από το μάθημα
lesson-leave-hint = Κλείνει το μάθημα και επιστρέφει στην παρτίδα
sweep-depth = βάθος
sweep-plies = ημικινήσεις
sweep-move = κίνηση
sweep-value = τιμή
sweep-searched = θέσεις
sweep-evaluated = φύλλα
counts-hint = Θέσεις: όσες εξέτασε η αναζήτηση. Φύλλα: οι θέσεις χωρίς παιδιά, βαθμολογημένες από την αξιολόγηση ή από τους κανόνες. Κομμένες: κινήσεις που η άλφα-βήτα κατέγραψε αλλά δεν εξέτασε ποτέ. Ηρεμία: θέσεις που εξετάστηκαν πέρα από το βάθος: μόνο αιχμαλωσίες, προαγωγές και αποφυγές σαχ, το πολύ 10 ημικινήσεις πιο πέρα (μια θέση σε αυτό το όριο βαθμολογείται όπως είναι, ήρεμη ή όχι). Μεταθέσεις: θέσεις που προέκυψαν ξανά με άλλη σειρά κινήσεων, με την τιμή τους από τον πίνακα μεταθέσεων. Οι πίνακες κόμβων κρατούν και τις εξετασμένες και τις κλαδεμένες γραμμές.
position-to-move = { $whose }: παίζουν τα { $side }.
position-came-about = Προέκυψε με { $moves }.
position-lesson = Η θέση του μαθήματος
position-lesson-waits = Η παρτίδα περιμένει ώσπου να βγείτε από το μάθημα.
position-predict = Η θέση για πρόβλεψη
position-predict-waits = Η παρτίδα περιμένει ώσπου να βγείτε από την Εξάσκηση.
position-file = Η ρίζα του αρχείου
position-file-waits = Η παρτίδα περιμένει ώσπου να βγείτε από το δέντρο του αρχείου.

## Ο βηματιστής της αναπαραγωγής

stepper-kept-back = Το τι κάνει αυτό το βήμα μένει κρυφό ώσπου να φανεί η απάντηση: πρώτα σκέφτεται η τάξη.
stepper-start = ⇤ Αρχή
stepper-start-hint = Στην αρχή (Home)
stepper-back = ◀ Πίσω
stepper-back-hint = Ένα βήμα πίσω (←)
stepper-forward = Βήμα ▶
stepper-forward-hint = Ένα βήμα μπροστά (→)
stepper-end = Τέλος ⇥
stepper-end-hint = Στο τέλος (End)
stepper-pause = ■ Παύση
stepper-play = ▶ Αναπαραγωγή
stepper-play-held-hint = Η αναπαραγωγή περιμένει εδώ ώσπου να φανεί η απάντηση
stepper-play-hint = Αναπαραγωγή ή παύση (Space)
stepper-speed-unit = βήματα/δ
stepper-speed-hint = Ταχύτητα αναπαραγωγής
stepper-order-menu = Σειρά: { $order } ▾
stepper-order-hint = Η σειρά της αναπαραγωγής και πόσα καλύπτει ένα βήμα οπισθοδιάδοσης
stepper-step-capital = Βήμα { $step }
stepper-step = βήμα { $step }
stepper-step-of-capital = Βήμα { $step } από { $count }
stepper-step-of = βήμα { $step } από { $count }
stepper-order-depth-first = πρώτα κατά βάθος
stepper-order-level = επίπεδο προς επίπεδο, ένα επίπεδο ανά βήμα
stepper-order-parent = επίπεδο προς επίπεδο, ένας γονέας ανά βήμα
stepper-order-comparison = επίπεδο προς επίπεδο, μία σύγκριση ανά βήμα
stepper-order = Σειρά:
stepper-level-by-level = Επίπεδο προς επίπεδο
stepper-level-by-level-hint = Η σειρά του Huo Chess: φανερώνει κάθε επίπεδο, έπειτα ανεβάζει τις τιμές επίπεδο προς επίπεδο.
stepper-depth-first = Πρώτα κατά βάθος
stepper-depth-first-hint = Όπως τρέχει πραγματικά η αναδρομή: μπαίνει σε έναν κόμβο, εξετάζει τα παιδιά του, επιστρέφει την τιμή του.
stepper-back-up = Ανέβασμα:
stepper-a-level = ένα επίπεδο
stepper-a-parent = ένας γονέας
stepper-a-comparison = μία σύγκριση
stepper-a-level-hint = Ένα βήμα ανεβάζει ένα ολόκληρο επίπεδο.
stepper-a-parent-hint = Ένα βήμα: ένας γονέας παίρνει το καλύτερο από τα παιδιά του.
stepper-a-comparison-hint = Ένα βήμα: ένα παιδί συγκρίνεται με το ως τώρα καλύτερο του γονέα του.

## Το πλαίσιο του κώδικα: ο διακόπτης και η στοίβα κλήσεων (οι λέξεις-κλειδιά του ψευδοκώδικα μένουν ίδιες)

code-pseudocode = Ψευδοκώδικας
code-pseudocode-hint = Ο αλγόριθμος όπως τον τυπώνει ένα εγχειρίδιο, με ό,τι χρησιμοποίησε αυτή η αναζήτηση
code-rust = Η Rust του Klados
code-rust-hint = Η αναζήτηση του ίδιου του Klados, το src/engine/search.rs όπως χτίστηκε αυτό το πρόγραμμα
code-level-by-level-hint = Επίπεδο προς επίπεδο, η αναζήτηση του Klados τρέχει όπως οι βρόχοι του Huo Chess: μία λίστα και για τα δύο
stack-call-stack = στοίβα
stack-depth = βάθος
stack-best = καλύτερο
stack-child = παιδί
stack-chance = τύχη
stack-click-hint = Κάντε κλικ για να εστιάσετε στον κόμβο αυτής της κλήσης σε κάθε όψη
stack-loops = βρόχοι:
stack-loops-idle = δεν τρέχουν τώρα

## h-i45-mctscode: MCTS in the code pane

code-mcts-rust-hint = Η δική του αναζήτηση δέντρου Monte Carlo του Klados, το src/engine/mcts/grow.rs όπως ήταν όταν χτίστηκε αυτό το πρόγραμμα
code-mcts-tab-hint = C: ο κώδικας των τεσσάρων φάσεων, με φωτισμένη τη γραμμή της φάσης αυτού του βήματος, και οι μεταβλητές του βρόχου
code-title-mcts-rust = Το MCTS του Klados ({ $file })
code-mcts-variables = μεταβλητές:
code-mcts-before = πριν από την πρώτη επανάληψη
code-mcts-act-start = Οι επαναλήψεις αρχίζουν: το δέντρο είναι μόνο η ρίζα
code-mcts-act-select-loop = Η επιλογή σταματά αμέσως: αυτός ο κόμβος έχει ακόμη μια κίνηση που δεν δοκιμάστηκε
code-mcts-act-select = Η επιλογή κατεβαίνει στο παιδί με το μεγαλύτερο UCB1
code-mcts-act-terminal = Το παιχνίδι έχει τελειώσει στον κόμβο που επιλέχθηκε: τίποτα δεν προστίθεται
code-mcts-act-expand = Η επέκταση προσθέτει ως νέο κόμβο την πρώτη κίνηση που δεν έχει δοκιμαστεί
code-mcts-act-end-result = Το τέλος του παιχνιδιού είναι το αποτέλεσμα: καμία προσομοίωση
code-mcts-act-playout = Προσομοίωση: ένα τυχαίο παιχνίδι από τον νέο κόμβο δίνει ένα αποτέλεσμα
code-mcts-act-backup = Οπισθοδιάδοση: κάθε κόμβος της διαδρομής μετρά την επίσκεψη και προσθέτει το αποτέλεσμα
code-c-mcts-select = 1. επιλογή
code-c-mcts-ended = το παιχνίδι τελείωσε εδώ:
code-c-mcts-nothing-to-add = τίποτα να προστεθεί, καμία προσομοίωση
code-c-mcts-expand = 2. επέκταση
code-c-mcts-simulate = 3. προσομοίωση
code-c-mcts-backpropagate = 4. οπισθοδιάδοση
code-c-mcts-w-counts = το W μετρά τα αποτελέσματα του MAX
code-c-mcts-most-visited = το πιο επισκεπτόμενο
code-c-mcts-mean = πόσο καλά τα πήγε ο MAX μέσα από αυτό
code-c-mcts-min-wants = ο MIN θέλει ό,τι δεν θέλει ο MAX
code-c-mcts-bonus = όσα δοκιμάστηκαν λίγο παίρνουν ένα μπόνους
code-c-mcts-random-move = μια τυχαία κίνηση
code-c-mcts-result = 1 νίκη, 1/2 ισοπαλία, 0 ήττα για τον MAX
code-c-mcts-exploration = C: η σταθερά εξερεύνησης

## Ο βηματιστής της όψης MCTS

mcts-question-waits = Μια ερώτηση περιμένει την τάξη: απαντήστε την, και μετά η Εμφάνιση δείχνει τι κάνει αυτό το βήμα.
mcts-all-done = Όλες οι επαναλήψεις έγιναν: το δέντρο όπως το άφησε η αναζήτηση. Οι κόμβοι με κύκλο είναι αυτό για το οποίο μιλά το βήμα.
mcts-first = ⇤ Πρώτο
mcts-first-hint = Πίσω στη ρίζα μόνη της, πριν από την πρώτη επανάληψη
mcts-iteration-back = ◀ Επανάληψη
mcts-iteration-back-hint = Η ίδια φάση της προηγούμενης επανάληψης
mcts-phase-back = ◀ Φάση
mcts-phase-back-hint = Μία φάση πίσω: τα N και W ξαναπέφτουν
mcts-phase-forward = Φάση ▶
mcts-phase-forward-hint = Μία φάση μπροστά: επιλογή, επέκταση, προσομοίωση, οπισθοδιάδοση
mcts-iteration-forward = Επανάληψη ▶
mcts-iteration-forward-hint = Η ίδια φάση της επόμενης επανάληψης
mcts-run = 100 μαζί
mcts-run-hint = 100 επαναλήψεις μπροστά με μιας
mcts-last = Τελευταίο ⇥
mcts-last-hint = Όλο το δέντρο: κάθε επανάληψη έγινε

## Το υπόλοιπο παράθυρο

board-promote = Προαγωγή του πιονιού σε
divider-hint = Σύρετε για να μοιράσετε τον χώρο· διπλό κλικ τον επαναφέρει
views-click-node = Κάντε κλικ σε έναν κόμβο (μια γραμμή ή ένα κουτί του δέντρου) για να δείτε πώς βαθμολογείται η θέση του.
views-comparing = Σύγκριση…
notice-close-hint = Κλείνει αυτή τη σημείωση ως την επόμενη αναζήτηση (ή ώσπου να αλλάξει αυτό που λέει)

## Οι ρυθμίσεις της όψης MCTS

mcts-iterations = Επαναλήψεις:
mcts-iterations-hint = Πόσες επαναλήψεις τρέχει μία αναζήτηση: 1 έως 100.000 (πληκτρολογήστε έναν αριθμό)
mcts-exploration = Εξερεύνηση C:
mcts-exploration-hint = Η σταθερά εξερεύνησης του UCB: μεγαλύτερη δοκιμάζει περισσότερο τις κινήσεις με λιγότερες επισκέψεις (√2 ≈ 1,41)
mcts-exploration-default-hint = Πίσω στο C του εγχειριδίου, √2 ≈ 1,41
mcts-seed-hint = Ο ίδιος σπόρος μεγαλώνει το ίδιο δέντρο: μια τάξη βλέπει την ίδια αναζήτηση
mcts-playout-depth = Βάθος προσομοίωσης:
mcts-playout-depth-hint = Σκάκι: πόσες τυχαίες κινήσεις παίζει μια προσομοίωση πριν η αξιολόγηση κρίνει τη θέση. Οι τυχαίες κινήσεις παραπλανούν: μια προσομοίωση μπορεί να αφήσει μια βασίλισσα που κανείς δε θα άφηνε
mcts-playout-to-end = Μια προσομοίωση συνεχίζει ως το τέλος του παιχνιδιού: μια νίκη του x μετρά 1, μια ισοπαλία ½, μια ήττα 0.

## Οι καρτέλες του πλαισίου σκέψης

tabs-level = Επίπεδο { $level }
tabs-level-count = Επίπεδο { $level } · { $count }
tabs-level-word = Επίπεδο
tabs-evaluation = Αξιολόγηση
tabs-evaluation-of = Αξιολόγηση του { $san }
tabs-evaluation-hint = Το CountScore όρο προς όρο, για τον κόμβο που πατήσατε
tabs-compare = Σύγκριση
tabs-compare-hint = Minimax, άλφα-βήτα και άλφα-βήτα με διάταξη σε αυτή τη θέση
tabs-iterations = Επαναλήψεις
tabs-iterations-hint = Επαναληπτική εκβάθυνση: το βάθος, οι κόμβοι, ο χρόνος, η καλύτερη κίνηση και η τιμή κάθε επανάληψης
tabs-tree = Δέντρο
tabs-tree-hint = Το δέντρο της αναζήτησης, σχεδιασμένο
tabs-code = Κώδικας
tabs-code-hint = C: ο κώδικας της αναζήτησης, με φωτισμένη τη γραμμή που εκτελεί αυτό το βήμα, και η στοίβα κλήσεων
tabs-quiescence = ηρεμία:
tabs-more = Περισσότερα
tabs-more-hint = Η αξιολόγηση του κόμβου που πατήσατε, η σύγκριση των αλγορίθμων, οι επαναλήψεις
tabs-level-above = Το επίπεδο από πάνω
tabs-level-below = Το επίπεδο από κάτω
tabs-level-choose = Διαλέξτε το επίπεδο του οποίου ο πίνακας κόμβων φαίνεται
tree-abstract = Αφηρημένο δέντρο (χωρίς σκακιέρα)
tree-view = Όψη δέντρου
tree-view-hint = Σύρετε το σχέδιο για να το μετακινήσετε· η ροδέλα ή τα κουμπιά κάνουν ζουμ.
tree-auto = Αυτόματο
tree-auto-hint = Μέγεθος που διαβάζεται, ακολουθώντας την αναπαραγωγή
tree-fit = Όλο
tree-fit-hint = Δείχνει όλο το σχέδιο όσο μεγάλο χωρά στην όψη· ένα σχέδιο πολύ μεγάλο για να διαβαστεί ολόκληρο σύρεται
tree-zoom-in-hint = Μεγέθυνση (ή η ροδέλα του ποντικιού)
tree-zoom-out-hint = Σμίκρυνση (ή η ροδέλα του ποντικιού)

## Το πλαίσιο MCTS

mcts-settings = Ρυθμίσεις: { $iterations } επαναλήψεις, C { $c }, σπόρος { $seed }, βάθος προσομοίωσης { $playout }
mcts-settings-to-end = Ρυθμίσεις: { $iterations } επαναλήψεις, C { $c }, σπόρος { $seed }, προσομοιώσεις ως το τέλος του παιχνιδιού
mcts-running = Αναζήτηση δέντρου Monte Carlo: { $iterations } επαναλήψεις… { $seconds } δ
mcts-cancel-hint = Σταματά την αναζήτηση
mcts-no-tree = Δεν υπάρχει δέντρο ακόμη: πατήστε S (Σκέψη σε αυτή τη θέση) για αναζήτηση στη σκακιέρα, ή παίξτε μια κίνηση και αφήστε τον υπολογιστή να απαντήσει. Το δέντρο μεγαλώνει κατά έναν κόμβο σε κάθε επανάληψη, σε τέσσερις φάσεις: επιλογή, επέκταση, προσομοίωση, οπισθοδιάδοση.
mcts-compare = Σύγκριση με minimax
mcts-compare-hint = Αναζήτηση στην ίδια θέση με minimax και άλφα-βήτα (στο βάθος του παραθύρου) ή στο ίδιο σχεδιασμένο δέντρο, και πότε το MCTS κατέληξε στην κίνηση του minimax
mcts-node-arrays = Πίνακες κόμβων
mcts-summary = Παίζει { $move } (η πιο επισκεπτόμενη: { $visits } από { $total } επισκέψεις) · { $nodes } κόμβοι · { $time }

## Η σύνοψη μιας αναζήτησης στο πλαίσιο σκέψης

summary-value-hint = Η τιμή είναι σε πιόνια από την πλευρά των λευκών: + είναι καλό για τα λευκά, #3 είναι ματ σε τρεις.
summary-compact = { $search }, βάθος { $depth }.
summary-compact-totals = { $search }, βάθος { $depth } — { $searched } εξετάστηκαν, { $evaluated } αξιολογήθηκαν.
summary-compact-so-far = { $search }, βάθος { $depth } — ως τώρα { $searched } εξετάστηκαν, { $evaluated } αξιολογήθηκαν.
summary-best-short = Καλύτερη: { $san } ({ $value })
summary-so-far = ως τώρα { $searched } θέσεις εξετάστηκαν, { $evaluated } φύλλα αξιολογήθηκαν
summary-counts-wait = οι αριθμοί περιμένουν την απάντηση
summary-full = { $search }, { $plies } σε { $time }: { $counts }.
summary-best = Καλύτερη κίνηση: { $san }   Τιμή: { $value }
summary-line = Αναμενόμενη γραμμή: { $line }
summary-nodes-per-level = Κόμβοι ανά επίπεδο
summary-line-positions = { " · " }{ $count } θέσεις
summary-line-so-far = { " · " }ως τώρα { $count } θέσεις
summary-line-best = { " · " }καλύτερη: { $san }, τιμή { $value }
summary-move-cell = τετράγωνο { $cell }
summary-move-column = στήλη { $column }
counts-searched-evaluated = { $searched } θέσεις εξετάστηκαν, { $evaluated } φύλλα αξιολογήθηκαν
counts-pruned = , { $count } κινήσεις κλαδεύτηκαν
counts-quiescence = , { $count } θέσεις σε ηρεμία
counts-at-limit = { " " }({ $count } σταμάτησαν στο όριο, χωρίς να ηρεμήσουν)
counts-transpositions = , { $count } μεταθέσεις
duration-under-ms = λιγότερο από ένα χιλιοστό του δευτερολέπτου

## Οι πίνακες κόμβων

table-node = κόμβος
table-node-short = #
table-parent = γονέας
table-parent-short = γον.
table-move = κίνηση
table-score = σκορ
table-value = τιμή
table-status = κατάσταση
table-not-revealed = Δεν έχει φανεί ακόμη: προχωρήστε για να δείτε αυτό το επίπεδο.
table-no-room = Δεν υπάρχει χώρος για τις γραμμές εδώ: ένα ψηλότερο παράθυρο τις δείχνει.
table-open-value-hint = Η καλύτερη τιμή ως τώρα: δεν έχουν απαντήσει ακόμη όλα τα παιδιά.
status-searched = εξετάστηκε
status-checkmate = ματ
status-stalemate = πατ
status-draw = ισοπαλία
status-pruned = κλαδεύτηκε
status-quiescence = ηρεμία
status-transposition = μετάθεση

## Οι καρτέλες Επαναλήψεις, Σύγκριση και Αξιολόγηση

iterations-nodes = κόμβοι
iterations-time = χρόνος
iterations-chooser = Επανάληψη:
iterations-chooser-hint = Η επαναληπτική εκβάθυνση εξέτασε με τη σειρά βάθος 1, 2, …: αναπαράγετε όποια θέλετε (η καρτέλα Επαναλήψεις τις συγκρίνει)
iterations-replay-hint = Αναπαραγωγή της επανάληψης { $iteration }: η αναζήτηση σε βάθος { $depth }
iterations-named = Επανάληψη { $iteration }
iterations-share = Η τελευταία επανάληψη είναι το { $share }% της δουλειάς.
iterations-share-hint = Κάθε επίπεδο είναι πολλές φορές το από πάνω του, οπότε οι πρώτες επαναλήψεις κοστίζουν λίγο· και η καθεμιά είπε στην επόμενη ποιες κινήσεις να δοκιμάσει πρώτα.
iterations-no-room = Δεν υπάρχει χώρος για τον πίνακα εδώ: ένα ψηλότερο παράθυρο τον δείχνει.
iterations-all = όλες
compare-stopped = Η σύγκριση σταμάτησε πριν τελειώσει.
compare-algorithm = αλγόριθμος
compare-pruned = κομμένες
compare-perfect = Τέλεια διάταξη
compare-perfect-hint = Το ελάχιστο δέντρο: ό,τι εξετάζει η άλφα-βήτα όταν η καλύτερη κίνηση κάθε θέσης έρχεται πρώτη
compare-same-answer = Η ίδια κίνηση και η ίδια τιμή κάθε φορά: το κλάδεμα γλιτώνει δουλειά, δεν αλλάζει ποτέ την απάντηση.
compare-time = χρόνος
compare-techniques-title = Άλφα-βήτα με κάθε τεχνική, δίπλα στο απλό άλφα-βήτα
compare-technique = αναζήτηση
compare-plus-technique = + { $technique }
compare-answer = απάντηση
compare-answer-same = η ίδια
compare-answer-changed = άλλαξε
compare-answer-changed-hint = Αυτή η τεχνική δεν ψάχνει το ίδιο δέντρο στο ίδιο βάθος (κοιτάζει πέρα από το βάθος ή παραλείπει κινήσεις που μαντεύει ότι είναι κακές), οπότε μπορεί να διαλέξει άλλη κίνηση ή να βρει άλλη τιμή. Οι ακριβείς τεχνικές δεν το κάνουν ποτέ.
compare-answer-fault = άλλαξε: σφάλμα του Klados
evaluation-term = όρος
evaluation-net = καθαρό
evaluation-score = σκορ
evaluation-term-material = Υλικό
evaluation-term-material-why = Τα κομμάτια κερδίζουν παρτίδες: πιόνι 100, ίππος 300, αξιωματικός 310, πύργος 500, βασίλισσα 900.
evaluation-term-centre-pawns = Πιόνια στο κέντρο
evaluation-term-centre-pawns-why = Τα πιόνια στα d4, e4, d5 και e5 ελέγχουν τα τετράγωνα όπου τα κομμάτια είναι πιο δυνατά.
evaluation-term-development = Ανάπτυξη
evaluation-term-development-why = Οι ίπποι και οι αξιωματικοί πρέπει να φύγουν από την πρώτη γραμμή, και οι ίπποι να έρθουν κοντά στο κέντρο.
evaluation-term-king-shelter = Προστασία του βασιλιά
evaluation-term-king-shelter-why = Πριν από το φινάλε, τα πιόνια μπροστά από τον βασιλιά κρατούν μακριά τους επιτιθέμενους.
evaluation-term-pawn-advance = Προώθηση πιονιών
evaluation-term-pawn-advance-why = Στο φινάλε κάθε βήμα ενός πιονιού το φέρνει πιο κοντά στο να γίνει βασίλισσα.

## Το υπόμνημα χρωμάτων και σχημάτων

legend-max-short = ■ MAX { $side }
legend-max = ■ MAX: τα { $side } παίρνουν τη μεγαλύτερη
legend-max-abstract = ■ MAX: παίρνει τη μεγαλύτερη
legend-max-hint = Τετράγωνο κουτί: η πλευρά που παίζει εκεί είναι ο MAX και παίρνει τη μεγαλύτερη τιμή των παιδιών του
legend-min-short = ● MIN { $side }
legend-min = ● MIN: τα { $side } παίρνουν τη μικρότερη
legend-min-abstract = ● MIN: παίρνει τη μικρότερη
legend-min-hint = Στρογγυλή κάψουλα: η πλευρά που παίζει εκεί είναι ο MIN και παίρνει τη μικρότερη τιμή των παιδιών του
legend-chance-short = ◆ τύχη
legend-chance = ◆ τύχη: παίρνει τη μέση τιμή
legend-chance-hint = Μυτερές άκρες: κόμβος τύχης. Κανείς δεν επιλέγει εκεί, τα ζάρια επιλέγουν: η τιμή του είναι το άθροισμα της τιμής κάθε παιδιού επί την πιθανότητά του (πάνω στην ακμή)
legend-open-short = x…: ακόμη ανοιχτή
legend-open = x…: ακόμη ανοιχτή, η καλύτερη ως τώρα
legend-open-hint = Μια τιμή με «…» μετά είναι ακόμη ανοιχτή: η αναζήτηση δεν έχει τελειώσει τα παιδιά του κόμβου. Σε κόμβο MAX είναι η καλύτερη ως τώρα, άρα ο κόμβος αξίζει τουλάχιστον τόσο· σε κόμβο MIN, το πολύ τόσο

## Το παράθυρο FEN και PGN

exchange-title = FEN και PGN
exchange-current = Η τρέχουσα θέση (FEN):
exchange-copy-fen = Αντιγραφή FEN
exchange-copy-pgn = Αντιγραφή PGN
exchange-paste = Επικολλήστε εδώ ένα FEN ή μια παρτίδα PGN για να συνεχίσετε από αυτό:
exchange-open-pgn = Άνοιγμα αρχείου PGN…
exchange-download-pgn = Λήψη της παρτίδας ως PGN
exchange-save-pgn = Αποθήκευση παρτίδας ως PGN…
exchange-open-tree = Άνοιγμα δέντρου αναζήτησης…
exchange-open-tree-hint = Ένα αρχείο klados-tree/1 (.json), όπως η αναζήτηση ενός μαθητή, για αναπαραγωγή και σύγκριση με του Klados (ή αφήστε το πάνω στο παράθυρο)
exchange-path = Ή γράψτε τη διαδρομή του αρχείου:
exchange-path-hint = Μια παρτίδα .pgn ή ένα δέντρο αναζήτησης .json (klados-tree/1)
exchange-open-file = Άνοιγμα αυτού του αρχείου
exchange-save-file = Αποθήκευση σε αυτό το αρχείο
exchange-exists = Το { $file } υπάρχει ήδη. Να αντικατασταθεί;
exchange-replace = Αντικατάσταση
exchange-keep = Να μείνει
find-hint-abstract = B2, A B2 ή 1:5
find-hint-chess = e4 e5 Bc4 ή 2:17
find-hint-tictactoe = 5 1 9 ή 2:17
find-hint-connect4 = 4 4 3 ή 2:17
find-label = Εύρεση:
find-go = Πάμε
find-field-hint = Μια σειρά κινήσεων από τη ρίζα (e4 e5 Bc4, 1. e4 e5 2. Bc4, e2e4), ή ένα επίπεδο και ένας αριθμός κόμβου όπως τα δείχνουν οι πίνακες (2:17, επίπεδο 2 κόμβος 17)
find-go-hint = Δείχνει αυτόν τον κόμβο στον πίνακα, στο δέντρο και στη σκακιέρα
find-not-reached = Η αναπαραγωγή δεν έχει φτάσει ακόμη στο { $node }: προχωρήστε για να το δείτε.

## Εξάσκηση

practice-tab-predict = Πρόβλεψη
practice-tab-build = Χτίσιμο δέντρου
practice-tab-minimax-hint = Συμπληρώστε τις τιμές ενός δέντρου με minimax και ελέγξτε τις
practice-tab-alpha-beta-hint = Συμπληρώστε ένα δέντρο με άλφα-βήτα: τιμές, κλαδεμένες κινήσεις, α και β
practice-tab-predict-hint = Μαντέψτε την κίνηση του υπολογιστή και την τιμή της, και δείτε μετά την αναζήτησή του
practice-tab-build-hint = Γράψτε ή αλλάξτε ένα δέντρο, περάστε βήμα βήμα την αναζήτησή του, αποθηκεύστε το ως μάθημα
practice-tree-number = Αριθμός δέντρου:
practice-tree-number-hint = Ο ίδιος αριθμός δίνει το ίδιο δέντρο σε κάθε υπολογιστή: η τάξη μπορεί να μοιραστεί ένα
practice-open = Άνοιγμα
practice-open-hint = Ανοίγει το δέντρο με αυτόν τον αριθμό
practice-not-a-number = Το «{ $text }» δεν είναι αριθμός δέντρου: γράψτε έναν ακέραιο, όπως 42
practice-new-tree = Νέο δέντρο
practice-new-tree-hint = Ένα νέο τυχαίο δέντρο
practice-shown-alpha-beta = Το πλαίσιο σκέψης αναπαράγει την πραγματική αναζήτηση άλφα-βήτα αυτού του δέντρου, από αριστερά προς τα δεξιά. Περάστε την βήμα βήμα με τον βηματιστή (→ ή Space).
practice-shown-minimax = Το πλαίσιο σκέψης αναπαράγει την πραγματική αναζήτηση minimax αυτού του δέντρου. Περάστε την βήμα βήμα με τον βηματιστή (→ ή Space).
practice-back-to-answers = Πίσω στις απαντήσεις μου
practice-task-alpha-beta = Εξετάστε το δέντρο όπως η άλφα-βήτα, από αριστερά προς τα δεξιά. Γράψτε την τιμή κάθε κόμβου που εξετάζει (ένα όριο όπως ≤2 γράφεται 2). Πατήστε ✂ σε μια κίνηση που δεν εξετάζει ποτέ. Μπορείτε να γράψετε α και β στον κόμβο που επιλέγετε.
practice-task-minimax = Γράψτε σε κάθε άδειο κουτί πόσο αξίζει ο κόμβος: όπου επιλέγει ο MAX (τετράγωνο), τη μεγαλύτερη τιμή των παιδιών του· όπου επιλέγει ο MIN (στρογγυλό), τη μικρότερη. Το Tab πηγαίνει στο επόμενο κουτί.
practice-check = Έλεγχος
practice-check-hint = Σημειώνει κάθε απάντηση σωστή ή λάθος (Ctrl+Enter)
practice-show-me = Δείξε μου
practice-show-me-hint = Αναπαράγει την πραγματική αναζήτηση αυτού του δέντρου στο πλαίσιο σκέψης
practice-clear = Καθαρισμός
practice-clear-hint = Ξεκινά αυτό το δέντρο από την αρχή
practice-click-node = Κάντε κλικ σε έναν κόμβο για να τον επιλέξετε.
practice-leaf = Ο { $node } είναι φύλλο: η τιμή του δίνεται.
practice-node = Κόμβος { $node }:
practice-less-hint = Ένα λιγότερο (↓ στο κουτί)
practice-more-hint = Ένα περισσότερο (↑ στο κουτί)
practice-alpha-hint = Το α στον { $node } όταν μπαίνουμε σε αυτόν: ένας αριθμός ή -inf
practice-beta-hint = Το β στον { $node } όταν μπαίνουμε σε αυτόν: ένας αριθμός ή inf
practice-score = { $right } σωστές από { $count }
practice-well-done = { $score }. Μπράβο!
practice-select-hint = Επιλογή του { $node } στο φύλλο
practice-title-minimax = Εξάσκηση minimax · δέντρο { $seed }
practice-title-alpha-beta = Εξάσκηση άλφα-βήτα · δέντρο { $seed }
practice-handout-title = { $tab } · δέντρο { $seed }

## Η κεφαλίδα του πλαισίου σκέψης

thinking-heading = Πώς σκέφτεται ο υπολογιστής
thinking-running = Σκέφτεται…
thinking-fallback = { $chosen }: ξεπέρασε το όριο κόμβων· τώρα δοκιμάζεται { $now }.
thinking-empty = Όταν ο υπολογιστής σκεφτεί, ολόκληρη η αναζήτησή του εμφανίζεται εδώ: κάθε θέση που εξέτασε, επίπεδο προς επίπεδο, και πώς οι τιμές ανέβηκαν για να διαλέξει την κίνησή του.
thinking-think-here = Σκέψη σε αυτή τη θέση
thinking-think-here-hint = S: αναζήτηση στη θέση της σκακιέρας χωρίς να παιχτεί κίνηση
thinking-fold-hint = Κάντε κλικ για να κρυφτούν οι λεπτομέρειες
thinking-unfold-hint = Κάντε κλικ για τον χρόνο της αναζήτησης, την αναμενόμενη γραμμή και τους κόμβους ανά επίπεδο
thinking-back-to-board = ◀ Πίσω στη σκακιέρα
thinking-back-to-board-hint = V: ξανά η μεγάλη σκακιέρα και το πλαίσιο της παρτίδας
thinking-study = Μελέτη της αναζήτησης ▶
thinking-study-hint = V: μια μικρή σκακιέρα που ακολουθεί την αναπαραγωγή· το δέντρο και οι πίνακες κόμβων παίρνουν το παράθυρο
thinking-compare = Σύγκριση αλγορίθμων
thinking-compare-hint = Αναζήτηση σε αυτή τη θέση με minimax, άλφα-βήτα και άλφα-βήτα με διάταξη, και σύγκριση
thinking-held-until-reveal = Καλύτερη κίνηση και τιμή: αφού φανεί η απάντηση.
thinking-held-until-end = Καλύτερη κίνηση και τιμή: στο τέλος της αναπαραγωγής.
thinking-hide-code = Απόκρυψη κώδικα
thinking-hide-code-hint = C: κλείνει τον κώδικα της αναζήτησης
thinking-show-code = Εμφάνιση κώδικα
thinking-show-code-hint = C: ο κώδικας της αναζήτησης δίπλα στην αναπαραγωγή, με φωτισμένη τη γραμμή κάθε βήματος, και η στοίβα κλήσεων
thinking-board-follows = Η σκακιέρα ακολουθεί
thinking-board-follows-hint = Καθώς προχωράτε βήμα βήμα, η σκακιέρα δείχνει τη θέση που εξετάζει κάθε βήμα
evaluation-chess-only = Μόνο μια θέση σκακιού βαθμολογείται εδώ όρο προς όρο.

## The thinking panel after a book move

book-taken-back = Αυτή η κίνηση του βιβλίου αναιρέθηκε: η σκακιέρα έχει προχωρήσει.
book-nothing-searched = Δεν έγινε αναζήτηση: το βιβλίο είχε κίνηση για αυτή τη θέση, άρα δεν υπάρχει δέντρο για επανάληψη. Τι θα είχε παίξει η αναζήτηση;
book-think-here-hint = Αναζήτηση στη θέση από την οποία παίχτηκε η κίνηση του βιβλίου, όπως θα έκανε ο υπολογιστής χωρίς βιβλίο· δεν παίζεται τίποτα
book-played-here = Το βιβλίο έπαιξε εδώ { $move }· αυτό θα είχε παίξει η αναζήτηση.
book-back = Πίσω στην κίνηση του βιβλίου
book-back-hint = Δείξε ξανά τις κινήσεις του βιβλίου από αυτή τη θέση
book-moves-heading = { $count ->
    [one] Η κίνηση του βιβλίου από αυτή τη θέση
   *[other] Οι { $count } κινήσεις του βιβλίου από αυτή τη θέση
}
book-never = ποτέ
book-under-one-percent = < 1 %
book-percent = { $percent } %
book-lines = Γραμμές
book-lines-hint = Πόσες από τις γραμμές των ονομασμένων ανοιγμάτων συνεχίζουν με την κίνηση: το βάρος του ενσωματωμένου βιβλίου
book-weight = Βάρος
book-weight-hint = Το βάρος της κίνησης στο αρχείο του βιβλίου
book-move = Κίνηση
book-chance = Πιθανότητα
book-chance-hint = Πόσο συχνά παίζει το βιβλίο την κίνηση: το μερίδιο του βάρους της στις κινήσεις που παίζει
book-opening = Άνοιγμα
book-no-opening = (χωρίς όνομα ανοίγματος)
book-never-played = Δεν παίζεται ποτέ: { $why }
book-never-file = «ποτέ»: το αρχείο του βιβλίου δίνει στην κίνηση βάρος 0.
book-never-unsound = με ?, η αναζήτηση του Klados βρίσκει ότι χάνει πάνω από { $pawns } πιόνια (περάστε το ποντίκι από πάνω)
book-never-rare = λιγότερο από το { $percent } % των γραμμών των σωστών κινήσεων συνεχίζουν με αυτήν
book-never-either = { $unsound }· ή { $rare }
book-never-built-in = «ποτέ»: το βιβλίο αναφέρει την κίνηση αλλά δεν την παίζει: { $reasons }.

## Going on with last time's game; how the tree grows

common-yes = Ναι
common-no = Όχι
resume-question = Συνέχεια της παρτίδας από την προηγούμενη φορά;
resume-no-moves = Παίζατε με τα { $side }, από δική σας θέση· καμία κίνηση ακόμη.
resume-moves = Παίζατε με τα { $side }· { $plies ->
    [one] παίχτηκε { $plies } ημικίνηση.
   *[other] παίχτηκαν { $plies } ημικινήσεις.
}
level-sizes-picture = Τα μεγέθη των επιπέδων (εικόνα)
level-sizes-heading = Πώς μεγαλώνει το δέντρο
level-sizes-step-on = Προχωρήστε ένα βήμα για να φανεί το πρώτο επίπεδο.
level-sizes-area = Το εμβαδόν κάθε τετραγώνου είναι ο αριθμός θέσεων του επιπέδου του.
level-sizes-level = Επίπεδο { $level }: { $count }
level-sizes-level-growth = Επίπεδο { $level }: { $count } (×{ $growth })

## Handouts

handout-answer-svg = Αντίγραφο με τις απαντήσεις (SVG)
handout-student-svg = Αντίγραφο μαθητή (SVG)
handout-answer-png = Αντίγραφο με τις απαντήσεις (PNG)
handout-student-png = Αντίγραφο μαθητή (PNG)
handout-csv = Πίνακες κόμβων (CSV)
handout-trace-answer-svg = Κώδικας και ίχνος, με τις απαντήσεις (SVG)
handout-trace-student-svg = Κώδικας και ίχνος, αντίγραφο μαθητή (SVG)
handout-trace-answer-png = Κώδικας και ίχνος, με τις απαντήσεις (PNG)
handout-trace-student-png = Κώδικας και ίχνος, αντίγραφο μαθητή (PNG)
handout-tree = Το δέντρο: { $title }
handout-no-tree = Δεν υπάρχει ακόμη δέντρο για αποθήκευση: αφήστε τον υπολογιστή να σκεφτεί, ανοίξτε ένα μάθημα ή κάντε εξάσκηση.
handout-folding = Ένα δέντρο που χωράει σχεδιάζεται ολόκληρο· ένα μεγαλύτερο γύρω από την καλύτερη γραμμή του, και τα υπόλοιπα διπλώνονται ως «+N ακόμη».
handout-answers-later = Τα αντίγραφα με τις απαντήσεις και οι πίνακες κόμβων περιέχουν τις απαντήσεις: γράφονται μετά τον Έλεγχο ή το Δείξε μου.
handout-names-start = Τα ονόματα αρχείων αρχίζουν με:
handout-example = Για παράδειγμα { $file }
common-in-folder = Στον φάκελο:
common-choose-folder = Επιλογή φακέλου…
common-choose-folder-hint = Επιλέξτε τον φάκελο στο παράθυρο διαλόγου του συστήματος
handout-write = Εγγραφή αρχείων
handout-exist = Αυτά υπάρχουν ήδη: { $files }.
handout-replace = Αντικατάσταση
handout-keep = Να μείνουν

## Practice: Predict the computer

predict-start = Η αρχική θέση
predict-free-queen = Μια βασίλισσα δωρεάν (παίζουν τα Λευκά)
predict-guarded-pawn = Ένα προστατευμένο πιόνι (παίζουν τα Λευκά): δοκιμάστε βάθος 1, μετά 2
predict-defend-f7 = Υπερασπίστε το f7 (παίζουν τα Μαύρα)
predict-mate-in-one = Ματ σε μία (παίζουν τα Λευκά)
predict-king-and-pawn = Βασιλιάς και πιόνι (παίζουν τα Λευκά)
predict-play-first = Παίξτε πρώτα την κίνησή σας στη σκακιέρα: αυτήν που πιστεύετε ότι θα διαλέξει ο υπολογιστής.
predict-could-not-run = Η αναζήτηση δεν μπόρεσε να τρέξει: { $reason }.
predict-computer-plays = Ο υπολογιστής παίζει { $move }, με τιμή { $value } σε βάθος { $depth }.
predict-right = Προβλέψατε { $move }: σωστά!
predict-as-good = Προβλέψατε { $move }: εξίσου καλή με την επιλογή του ({ $value }), αλλά παίρνει την πρώτη από τις κινήσεις με την καλύτερη τιμή.
predict-ranked = Προβλέψατε { $move }, με τιμή { $value }: { $better ->
    [one] { $better } από τις { $count } κινήσεις είναι καλύτερη.
   *[other] { $better } από τις { $count } κινήσεις είναι καλύτερες.
}
predict-share = { $count } κινήσεις έχουν αυτή την τιμή.
predict-mate = Γράψατε { $guess }· ο υπολογιστής βλέπει αναγκαστικό ματ: { $value }.
predict-exact = Η τιμή σας είναι ακριβώς αυτή του υπολογιστή.
predict-apart = Γράψατε { $guess }· η τιμή του υπολογιστή είναι { $value } (διαφορά { $apart } πιόνια).
predict-task = Ποια κίνηση θα διαλέξει εδώ ο υπολογιστής, και πόσο θα εκτιμήσει ότι αξίζει η θέση; Παίξτε την κίνησή σας στη σκακιέρα, γράψτε την τιμή της σε πιόνια και πατήστε Αποκάλυψη.
predict-game-position = Η θέση της παρτίδας
predict-position = Θέση:
predict-depth = Βάθος:
predict-depth-hint = Πόσες ημικινήσεις μπροστά κοιτάζει ο υπολογιστής (minimax)
predict-your-move = Η κίνησή σας για τα { $side }: { $move }
predict-your-move-none = Η κίνησή σας για τα { $side }: παίξτε την στη σκακιέρα.
predict-value = Η τιμή της (πιόνια):
predict-value-hint = Από την πλευρά των Λευκών, όπως μετράει ο υπολογιστής: + καλό για τα Λευκά, - για τα Μαύρα
predict-reveal = Αποκάλυψη
predict-reveal-hint = Τρέξε την αναζήτηση του υπολογιστή και σύγκρινε
predict-try-again = Ξανά
predict-try-again-hint = Ξέχνα αυτή την πρόβλεψη
predict-searching = Ο υπολογιστής ψάχνει…
predict-see-why = Ο πίνακας σκέψης δείχνει την αναζήτηση: προχωρήστε βήμα βήμα για να δείτε γιατί.
predict-not-pawns = Το «{ $text }» δεν είναι τιμή σε πιόνια: γράψτε έναν αριθμό όπως +1.5 ή -0.3.

## Practice: the tree builder and the sheet

builder-default-title = Το δέντρο μου
builder-default-first-step = Ιδού ένα δέντρο. Πόσο αξίζει η ρίζα για τον MAX;
builder-no-chance = Ο κατασκευαστής δέχεται δέντρα χωρίς κόμβους τύχης { "{" } … { "}" }: αναζητήστε ένα με το `klados tree`, ή γράψτε το ως μάθημα (lessons/README.md).
builder-too-big = Το δέντρο έχει { $count } κόμβους· ο κατασκευαστής δέχεται το πολύ { $most }.
builder-at-most = Ο κατασκευαστής δέχεται το πολύ { $most } κόμβους.
builder-no-child = Δεν προστέθηκε παιδί: { $reason }.
builder-root-stays = Η ρίζα δεν μπορεί να διαγραφεί.
builder-root-needs-move = Η ρίζα χρειάζεται τουλάχιστον μία κίνηση.
builder-task = Γράψτε ένα δέντρο ως εμφωλευμένες λίστες: ένας αριθμός είναι φύλλο, μια λίστα είναι κόμβος με παιδιά τα στοιχεία της.
builder-tree = Δέντρο:
builder-build = Κατασκευή
builder-build-hint = Κάνε αυτό το κείμενο δέντρο (Enter)
builder-undo = Αναίρεση
builder-undo-hint = Το δέντρο πριν από την τελευταία αλλαγή
builder-the-root = η ρίζα
builder-selected = Επιλεγμένο: { $node }
builder-add-child = Προσθήκη παιδιού
builder-add-child-hint = Ένα νέο φύλλο από κάτω, με τιμή 0
builder-delete = Διαγραφή
builder-delete-hint = Διέγραψέ το μαζί με ό,τι είναι από κάτω
builder-click-node = Κάντε κλικ σε έναν κόμβο στο φύλλο για να του προσθέσετε παιδί ή να τον διαγράψετε· γράψτε την τιμή ενός φύλλου στο κουτί του.
builder-search-with = Αναζήτηση με:
builder-back-to-editing = Πίσω στην επεξεργασία
builder-step-through = Βήμα βήμα η αναζήτησή του
builder-mcts = Αναζήτηση με MCTS
builder-mcts-hint = Αναζήτηση δέντρου Monte Carlo σε αυτό το δέντρο, μία φάση τη φορά δίπλα στη σκακιέρα (οι ρυθμίσεις της είναι στην κορυφή του πίνακά της)
builder-save-as-lesson = Αποθήκευση ως μάθημα
builder-title = Τίτλος:
builder-first-step = Το πρώτο βήμα λέει:
builder-save = Αποθήκευση μαθήματος
builder-save-hint = Γράψε το αρχείο του μαθήματος (εμφανίζεται στα Μαθήματα όταν αποθηκευτεί στον φάκελο των μαθημάτων σας)
builder-no-folder = Ο φάκελος { $folder } δεν υπάρχει ακόμη.
builder-create-folder = Δημιουργία φακέλου και αποθήκευση
builder-not-now = Όχι τώρα
builder-exists = Το { $file } υπάρχει ήδη.
builder-building = Κατασκευή: { $title }
sheet-pruned = Κλαδεμένο: { $node }
sheet-prune-hint = Σημειώστε την κίνηση προς το { $node } ως κλαδεμένη: η άλφα-βήτα δεν την εξετάζει ποτέ (ούτε τίποτα από κάτω)

## Saving lessons and handouts; the page's files; loading a game

builder-cannot-search = Το δέντρο δεν μπορεί να αναζητηθεί: { $reason }.
builder-saved-download = Αποθηκεύτηκε ως λήψη { $file }.
builder-not-saved = Το μάθημα δεν μπόρεσε να αποθηκευτεί: { $reason }.
builder-type-folder = Γράψτε τον φάκελο όπου θα αποθηκευτεί το μάθημα, ή επιλέξτε τον.
common-not-a-folder = Το { $folder } δεν είναι φάκελος.
builder-saved-in-lessons = Αποθηκεύτηκε ως { $file }. Βρίσκεται στη λίστα των Μαθημάτων: προσθέστε του βήματα σε οποιονδήποτε επεξεργαστή κειμένου.
builder-saved-elsewhere = Αποθηκεύτηκε ως { $file }. Προσθέστε του βήματα σε οποιονδήποτε επεξεργαστή κειμένου· φορτώστε τον φάκελό του στα Μαθήματα για να το διδάξετε.
builder-not-saved-to = Το μάθημα δεν μπόρεσε να αποθηκευτεί στο { $file }: { $reason }.
builder-folder-not-created = Ο φάκελος { $folder } δεν μπόρεσε να δημιουργηθεί: { $reason }.
handout-nothing = Δεν υπάρχει ακόμη δέντρο για εγγραφή.
handout-downloaded = Έγινε λήψη: { $files }.
handout-written = Γράφτηκαν στο { $folder }: { $files }.
handout-not-written = Δεν γράφτηκαν: { $failed }. Γράφτηκαν: { $written }.
handout-none = κανένα
web-no-folders = Μια σελίδα δεν έχει φακέλους: ό,τι αποθηκεύει πηγαίνει στις λήψεις του περιηγητή.
web-picker-open = Ένα παράθυρο επιλογής αρχείου είναι ήδη ανοιχτό: επιλέξτε εκεί αρχείο ή ακυρώστε το.
web-picker-failed = Το παράθυρο επιλογής αρχείου δεν άνοιξε: { $reason }.
web-game-downloaded = Η παρτίδα αποθηκεύτηκε ως λήψη { $file }.
web-game-not-saved = Η παρτίδα δεν μπόρεσε να αποθηκευτεί: { $reason }.
web-file-unread = Το { $file } δεν μπόρεσε να διαβαστεί: { $reason }.
web-no-such-lesson = Η διεύθυνση της σελίδας ζητά το μάθημα { $id }: δεν υπάρχει.
web-book-now = Το βιβλίο του υπολογιστή είναι τώρα { $book } (μέχρι να κλείσει η σελίδα).
web-book-stays = { $reason }. Το βιβλίο μένει { $book }.
exchange-nothing = Τίποτα για φόρτωση: επικολλήστε πρώτα ένα FEN ή μια παρτίδα PGN.
exchange-bad-fen = Το FEN δεν φορτώθηκε: { $reason }
exchange-bad-pgn = Το PGN δεν φορτώθηκε: { $reason }

## The Code pane: the pseudocode's comments and titles (the code itself stays as it is)

code-c-best-line = η καλύτερη γραμμή ως τώρα
code-c-depths = βάθος 1, μετά 2, ...
code-c-tried-first = δοκιμάζεται πρώτη την επόμενη φορά
code-c-child-of-value = το παιδί από το οποίο ήρθε η τιμή
code-c-game-over = ματ, πατ ή ισοπαλία
code-c-horizon-quiet = ο ορίζοντας: συνέχεια όσο η θέση δεν ηρεμεί
code-c-static = η στατική αξιολόγηση
code-c-seen-before = την έχουμε ξαναδεί σε αυτό το βάθος;
code-c-bound-outside = ακριβής, ή όριο εκτός παραθύρου
code-c-dice = τα ζάρια: κανείς δεν διαλέγει
code-c-expectation = η αναμενόμενη τιμή
code-c-captures-first = πρώτα οι αιχμαλωσίες, πρώτα το μεγαλύτερο θύμα
code-c-last-best = η καλύτερη κίνηση της προηγούμενης επανάληψης
code-c-sides = τα Λευκά είναι MAX, τα Μαύρα MIN
code-c-cutoff = αποκοπή: τα υπόλοιπα κλαδεύονται
code-c-bound-if-cut = ακριβής, ή όριο αν έγινε αποκοπή
code-c-plies-past = ημικινήσεις: πόσο πέρα από το βάθος
code-c-limit = το όριο: όχι πιο πέρα,
code-c-quiet-or-not = ήρεμη ή όχι
code-c-in-check = κάθε απάντηση, χωρίς στάση
code-c-captures-only = μόνο αιχμαλωσίες και προαγωγές
code-c-stand-pat = στάση (stand pat)
code-c-narrow = MAX: alpha, MIN: beta
code-c-root-alone = μόνο η ρίζα, πάνω από το επίπεδο 0
code-c-fill = γέμισε τα NodesAnalysis0, 1, 2, ...
code-c-back-up = ανέβασε τις τιμές, πρώτα το βαθύτερο επίπεδο
code-c-parent-starts = (το parent.value ξεκινά από -INF ή +INF)
code-title-chance = τύχη (expectimax)
code-title-transpositions = πίνακας μεταθέσεων
code-title-level-by-level = Επίπεδο προς επίπεδο (οι βρόχοι του Huo Chess)

## The Code pane: what the lit line does

code-kept-back = Τι κάνει αυτό το βήμα μένει κρυφό μέχρι να φανεί η απάντηση.
code-step-line = ▶ γραμμή { $line }: { $words }
code-child-of = { $child } από { $of }
code-act-start = Η αναζήτηση καλείται στη ρίζα
code-act-call-chance = Η αναζήτηση συνεχίζει σε ένα αποτέλεσμα των ζαριών
code-act-call = Η αναζήτηση καλεί τον εαυτό της σε ένα παιδί
code-act-leaf = Ένα φύλλο: η στατική του αξιολόγηση είναι η τιμή του
code-act-horizon = Το βάθος έφτασε αλλά η θέση δεν είναι ήρεμη: η αναζήτηση ηρεμίας συνεχίζει
code-act-stand-pat = Στάση: η στατική αξιολόγηση είναι η καλύτερη ως τώρα
code-act-stand-pat-cutoff = Η στατική αξιολόγηση μόνη της είναι έξω από το α…β: επιστροφή αμέσως
code-act-quiescence-limit = Το όριο της ηρεμίας: βαθμολογείται όπως είναι
code-act-table-hit = Ο πίνακας μεταθέσεων απαντά
code-act-table-store = Η τιμή μπαίνει στον πίνακα μεταθέσεων
code-act-best = Η τιμή του παιδιού συγκρίνεται με την καλύτερη ως τώρα
code-act-alpha-rises = το α ανεβαίνει
code-act-beta-falls = το β πέφτει
code-act-cutoff = α ≥ β: αποκοπή, οι κινήσεις που μένουν κλαδεύονται
code-act-return = Ο κόμβος επιστρέφει την τιμή του
code-act-expect = Η τιμή του αποτελέσματος, επί την πιθανότητά του, προστίθεται
code-act-expectation = Ο κόμβος τύχης επιστρέφει την αναμενόμενη τιμή του
code-act-choose = Η ρίζα παίζει την κίνηση με την καλύτερη τιμή
code-act-fill = Ένα επίπεδο γεμίζει: κάθε κίνηση κάθε κόμβου από πάνω, με τη στατική της αξιολόγηση
code-act-backup-level = Οι τιμές ενός επιπέδου ανεβαίνουν στο επίπεδο από πάνω
code-act-backup-max = Ένας γονέας παίρνει τη μεγαλύτερη τιμή των παιδιών του
code-act-backup-min = Ένας γονέας παίρνει τη μικρότερη τιμή των παιδιών του

## A tree or an MCTS search opened from a file

opened-compare = Σύγκριση με την αναζήτηση του Klados
opened-close = Κλείσιμο του δέντρου
opened-name = Ανοιχτό: { $name }
opened-compare-hint = Ο Klados ψάχνει την ίδια ρίζα, με το ίδιο βάθος και αλγόριθμο, και σημειώνει κάθε κόμβο αυτού του δέντρου που διαφέρει, με την αιτία
opened-close-hint = Πίσω στην παρτίδα: αυτή και η αναζήτησή της επιστρέφουν όπως ήταν
opened-back-hint = Πίσω στην παρτίδα και την αναζήτησή της
opened-comparing = Ο Klados ψάχνει την ίδια ρίζα, με το ίδιο βάθος και αλγόριθμο…
opened-cannot-compare = Δεν μπορεί να συγκριθεί: { $reason }.
opened-agree = Βαθμός { $score }/100: τα δέντρα συμφωνούν, κόμβο προς κόμβο, με το { $search } του Klados ({ $nodes } κόμβοι).
opened-rule = Ο κανόνας: 100 βαθμοί, μείον 25 για λάθος καλύτερη κίνηση, 15 για λάθος τιμή της ρίζας και 5 για κάθε άλλη διαφορά, το πολύ 20 για κάθε είδος (ένα λάθος που επαναλαμβάνεται σε όλο το δέντρο δεν κοστίζει περισσότερο)· μια τιμή λάθος μόνο επειδή είναι λάθος κάποια από κάτω δεν κοστίζει τίποτα· ποτέ κάτω από 0.
opened-differences = { $count ->
    [one] { $count } διαφορά
   *[other] { $count } διαφορές
} από το { $search } του Klados ({ $compared } από τους κόμβους σας συγκρίθηκαν με τους { $nodes } του), πρώτα οι πιο σημαντικές:
opened-score-line = Βαθμός { $score }/100: { $count ->
    [one] { $count } διαφορά
   *[other] { $count } διαφορές
}
opened-score = Βαθμός { $score }/100
opened-backs-up-short = Κάθε τιμή προκύπτει από τα δικά της παιδιά.
opened-backs-up = Κάθε τιμή προκύπτει από τα δικά της παιδιά, και η τιμή κάθε φύλλου είναι η αξιολόγησή του. Συγκρίνετέ το με την αναζήτηση του Klados για να ελέγξετε τα υπόλοιπα.
opened-unbacked-short = { $count ->
    [one] { $count } τιμή δεν προκύπτει από τα δικά της παιδιά:
   *[other] { $count } τιμές δεν προκύπτουν από τα δικά τους παιδιά:
}
opened-unbacked = { $count ->
    [one] { $count } τιμή δεν προκύπτει από τα δικά της παιδιά, σημειωμένη στο δέντρο και στους πίνακες:
   *[other] { $count } τιμές δεν προκύπτουν από τα δικά τους παιδιά, σημειωμένες στο δέντρο και στους πίνακες:
}
opened-wrong-short = { $count ->
    [one] { $count } κόμβος είναι λάθος στο αρχείο από μόνος του (ο βαθμός τον μετράει):
   *[other] { $count } κόμβοι είναι λάθος στο αρχείο από μόνοι τους (ο βαθμός τους μετράει):
}
opened-wrong = { $count ->
    [one] { $count } κόμβος είναι λάθος στο αρχείο από μόνος του, σημειωμένος στο δέντρο και στους πίνακες (ο βαθμός τον μετράει):
   *[other] { $count } κόμβοι είναι λάθος στο αρχείο από μόνοι τους, σημειωμένοι στο δέντρο και στους πίνακες (ο βαθμός τους μετράει):
}
opened-letters = ένα δέντρο με γράμματα
opened-to-move = σειρά { $side }
opened-game-from = { $game } από { $position }, παίζει ο { $side }
opened-what = Δεν είναι η αναζήτηση του υπολογιστή: { $search } σε βάθος { $depth }, { $nodes } κόμβοι, { $what }. Η παρτίδα περιμένει ώσπου να κλείσει το δέντρο.
opened-not-computers = ένα δέντρο αναζήτησης από αρχείο, όχι του υπολογιστή
mcts-opened-hint = { $path }: μια αναζήτηση δέντρου Monte Carlo από αρχείο, όχι του υπολογιστή
mcts-grown-again = Μεγάλωσε ξανά από τον σπόρο του αρχείου, το ίδιο δέντρο: { $iterations } επαναλήψεις, C = { $exploration }, σπόρος { $seed }
mcts-level-hint = Ο πίνακας κόμβων του επιπέδου { $level }: οι κόμβοι { $plies ->
    [one] { $plies } ημικίνηση
   *[other] { $plies } ημικινήσεις
} από τη ρίζα
mcts-level-empty = Κανένας κόμβος σε αυτό το επίπεδο ακόμη: μόνο η ρίζα.
mcts-fit-hint = Προσάρμοσε το σχέδιο στον χώρο που έχει (ποτέ κάτω από αναγνώσιμο μέγεθος)
mcts-w-counts-max = Το W μετράει για τον MAX· οι κινήσεις του MIN κρίνονται με 1 − W/N
mcts-w-counts-white = Το W μετράει για τα Λευκά· οι κινήσεις των Μαύρων κρίνονται με 1 − W/N
mcts-w-hint = Το W αθροίζει τα αποτελέσματα από την πλευρά του MAX (των Λευκών): 1 νίκη για τον MAX, 0 ήττα. Σε κόμβο όπου διαλέγει ο MIN (τα Μαύρα), ο δικός του μέσος όρος είναι 1 − W/N, και αυτόν χρησιμοποιεί το UCB του.

## The node arrays: quiescence levels and marks

table-beyond-depth = Πέρα από το βάθος { $depth }: η αναζήτηση συνεχίζει μόνο όπου είναι δυνατή αιχμαλωσία ή προαγωγή ή ο βασιλιάς είναι σε σαχ, ώστε καμία ανταλλαγή να μη κόβεται στη μέση, έως { $limit } ημικινήσεις πέρα από το βάθος, όπου μια θέση βαθμολογείται όπως είναι.
table-reasons-status = { $reasons }

    Κατάσταση: { $status }

## A tree opened from a file: the list's end

opened-more-differences = … και { $count } ακόμη, λιγότερο σημαντικές.

## The node arrays: a level's title and where its values go

table-level-title = NodesAnalysis{ $level }{ $quiescence }: μετά τις κινήσεις { $mover }{ $chance }, σειρά { $side } ({ $chooser }){ $dice }
table-level-title-named = NodesAnalysis{ $level }{ $quiescence }: μετά τις κινήσεις { $mover }{ $chance }, σειρά { $side }{ $dice }
table-level-quiescence = { " " }({ $words })
table-level-chance = { " " }και τα αποτελέσματα της τύχης
table-level-dice = { " " }ή τα ζάρια (◆)
table-into-root = στη ρίζα
table-into-level = στο επίπεδο { $level }
table-goes-up-chance = · ένας κόμβος τύχης ◆ παίρνει την αναμενόμενη τιμή τους
table-largest = μεγαλύτερη (MAX)
table-smallest = μικρότερη (MIN)
table-goes-up = { $count ->
    [one] { $count } κόμβος· η τιμή του ανεβαίνει { $into }, όπου η σειρά είναι { $side } και κάθε θέση παίρνει τη { $which }{ $chance }.
   *[other] { $count } κόμβοι· οι τιμές τους ανεβαίνουν { $into }, όπου η σειρά είναι { $side } και κάθε θέση παίρνει τη { $which }{ $chance }.
}
table-goes-up-hidden = Οι τιμές των κόμβων του ανεβαίνουν { $into }, όπου η σειρά είναι { $side } και κάθε θέση παίρνει τη { $which }{ $chance }.

## The replay's narration: what each step does

said-text = { $text }
said-nothing = { "" }
narr-node = { $move } (επίπεδο { $level }, κόμβος { $node })
narr-node-probability = { $move } (επίπεδο { $level }, κόμβος { $node }, πιθανότητα { $probability })
narr-no-value = καμία τιμή
narr-the-root = η ρίζα
narr-the-root-capital = Η ρίζα
narr-chooser-max = MAX (τη μεγαλύτερη τιμή)
narr-chooser-min = MIN (τη μικρότερη τιμή)
narr-start = Η ρίζα: η σειρά είναι { $side }. Προχωρήστε για να δείτε κάθε δυνατή κίνηση (επίπεδο 0).
narr-reveal-quiescence = Επίπεδο { $level } (NodesAnalysis{ $level }), πέρα από το βάθος: αναζήτηση ηρεμίας. { $count } θέσεις μετά από { $plies } ημικινήσεις, μόνο με αιχμαλωσίες, προαγωγές και απαντήσεις σε σαχ { $side }, η καθεμία με τη στατική της αξιολόγηση.{ $last }
narr-quiescence-last = { " " }Αυτό είναι το τελευταίο επίπεδο της ηρεμίας: { $count ->
    [one] { $count } από αυτές δεν είναι ήρεμη
   *[other] { $count } από αυτές δεν είναι ήρεμες
}, αλλά η αναζήτηση σταμάτησε στο όριο της ηρεμίας (10 ημικινήσεις πέρα από το βάθος): βαθμολογούνται όπως είναι.
narr-reveal = Επίπεδο { $level } (NodesAnalysis{ $level }): { $count } θέσεις μετά από { $plies ->
    [one] { $plies } ημικίνηση
   *[other] { $plies } ημικινήσεις
}, με κινήσεις { $side }{ $chance }, η καθεμία με τη στατική της αξιολόγηση.
narr-reveal-chance = { " " }και με τα αποτελέσματα της τύχης (τα ζάρια)
narr-adds-last = Το { $child } προσθέτει { $weighted } στην αναμενόμενη τιμή του κόμβου τύχης { $parent }. Όλα τα αποτελέσματα μετρήθηκαν: { $expectation }.
narr-adds = Το { $child } προσθέτει { $weighted } στην αναμενόμενη τιμή του κόμβου τύχης { $parent }: εκεί κανείς δεν διαλέγει, κάθε αποτέλεσμα μετράει ανάλογα με την πιθανότητά του.
narr-chance-node = Το { $parent } είναι κόμβος τύχης: εκεί δεν διαλέγει κανείς, διαλέγουν τα ζάρια. Παίρνει την αναμενόμενη τιμή των { $count } αποτελεσμάτων του, κάθε τιμή επί την πιθανότητά της: { $expectation }.
narr-compare-pruned = Το { $child } κλαδεύτηκε: η άλφα-βήτα δεν το εξέτασε ποτέ, άρα δεν έχει τιμή για σύγκριση.
narr-compare-first = Το { $child } είναι το πρώτο παιδί ({ $target }): η τιμή του { $value } είναι η καλύτερη ως τώρα.
narr-compare-better = Από τη σκοπιά { $side }, το { $value } από το { $child } είναι καλύτερο από το καλύτερο ως τώρα, { $best }: { $target } — τώρα { $value }.
narr-compare-worse = Από τη σκοπιά { $side }, το { $value } από το { $child } δεν είναι καλύτερο από το { $best }: { $target } — κρατά { $best }.
narr-takes-stand-pat = { $target } παίρνει { $chooser } ανάμεσα στη δική του στατική αξιολόγηση { $score } (μπορεί να σταθεί) και στις { $count } αιχμαλωσίες του: { $value }.
narr-takes = { $target } παίρνει { $chooser } από τα { $count } παιδιά του: { $value }.
narr-into-level = επίπεδο { $level }
narr-backing-up = Οι τιμές του επιπέδου { $level } ανεβαίνουν → { $into }: σε κάθε θέση εκεί η σειρά είναι { $side }, και η θέση παίρνει { $chooser } από τις τιμές των κινήσεών της.{ $chance }
narr-backing-up-chance = { " " }Σε κόμβο τύχης δεν διαλέγει κανείς: παίρνει την αναμενόμενη τιμή, το άθροισμα της τιμής κάθε αποτελέσματος επί την πιθανότητά του.
narr-choice = Η ρίζα διαλέγει { $move } με τιμή { $value }. Αναμενόμενη γραμμή (κύρια παραλλαγή): { $line }{ $dice }.
narr-choice-dice = , και μετά αποφασίζουν τα ζάρια: η τιμή είναι ό,τι μπορεί να περιμένει κατά μέσο όρο ο MAX
narr-enter-ordered = { $entered } { $why }
narr-ordered-killer = Η κίνηση { $move } δοκιμάστηκε νωρίς: ήταν φονική κίνηση σε αυτή την ημικίνηση, ήσυχη κίνηση που προκάλεσε αποκοπή σε άλλη θέση της ίδιας ημικίνησης.
narr-ordered-history = Η κίνηση { $move } δοκιμάστηκε νωρίς: οι πόντοι της στον πίνακα ιστορικού, από τις αποκοπές που προκάλεσε ως τώρα σε αυτή την αναζήτηση, την έβαλαν πριν από τις άλλες ήσυχες κινήσεις.
narr-window = { " " }με α = { $alpha }, β = { $beta }
narr-enter-chance = Είσοδος στο { $node }{ $window }: κόμβος τύχης. Εδώ δεν διαλέγει κανείς: διαλέγουν τα ζάρια. Εξετάζονται και τα { $count } αποτελέσματά του{ $full }, και η τιμή του θα είναι η αναμενόμενη τιμή τους.
narr-enter-chance-full = , το καθένα με όλο το παράθυρο α = −∞, β = +∞: ένα αποτέλεσμα μπορεί να τραβήξει τον μέσο όρο οπουδήποτε, γι' αυτό τίποτα κάτω από κόμβο τύχης δεν αποκόπτεται
narr-enter-transposition = Είσοδος στο { $node }{ $window }: έχει ξαναβρεθεί με άλλη σειρά κινήσεων, στο { $source }. Η τιμή του έρχεται από τον πίνακα μεταθέσεων: { $value }.
narr-enter-stands-pat = Είσοδος στο { $node }{ $window }: υπάρχουν δυνατές αιχμαλωσίες ή προαγωγές, αλλά η στατική του αξιολόγηση { $value } είναι ήδη πολύ καλή για το παράθυρο, οπότε όποιος παίζει εκεί (σειρά { $side }) μένει στάσιμη (stand pat) και καμία δεν καταγράφεται καν.
narr-enter-limit = Είσοδος στο { $node }{ $window }: δεν είναι ήρεμη (μια αιχμαλωσία, μια προαγωγή ή μια απάντηση σε σαχ είναι ακόμη δυνατή), αλλά η αναζήτηση σταμάτησε στο όριο της ηρεμίας (10 ημικινήσεις πέρα από το βάθος): βαθμολογείται όπως είναι: { $value }.
narr-enter-leaf = Είσοδος στο { $node }{ $window }: { $what }, με αξιολόγηση { $value }.
narr-leaf-quiet = ήρεμο φύλλο στο πλήρες βάθος
narr-leaf-full-depth = φύλλο στο πλήρες βάθος
narr-leaf-checkmate = ματ
narr-leaf-stalemate = πατ
narr-leaf-draw = ισοπαλία κατά κανόνα
narr-leaf-pruned = κλαδεμένο
narr-leaf-quiescence = ήρεμη θέση πέρα από το βάθος
narr-leaf-transposition = μετάθεση
narr-enter-quiescence = Είσοδος στο { $node }{ $window }: δεν είναι ήρεμη. Ηρεμία: όποιος παίζει εκεί (σειρά { $side }) μπορεί να σταθεί στη στατική αξιολόγηση { $score }, ή να δοκιμάσει { $count ->
    [one] την { $count } αιχμαλωσία ή προαγωγή
   *[other] τις { $count } αιχμαλωσίες και προαγωγές
}.
narr-enter-check = Είσοδος στο { $node }{ $window }: σαχ, οπότε η ηρεμία εξετάζει { $count ->
    [one] τη { $count } απάντηση
   *[other] τις { $count } απαντήσεις
} (χωρίς στάση όταν υπάρχει σαχ).
narr-enter = Είσοδος στο { $node }{ $window }: εξέταση { $count ->
    [one] της { $count } απάντησης
   *[other] των { $count } απαντήσεων
}.
narr-return-expectation = Το { $node } επιστρέφει την αναμενόμενη τιμή του → { $parent }: { $sum }.{ $cutoff }
narr-return = Το { $node } επιστρέφει { $value } → { $parent }.{ $cutoff }
narr-cutoff = { " " }Αποκοπή: { $test }. Η πλευρά { $other } έχει ήδη καλύτερη επιλογή αλλού και δεν θα επιτρέψει ποτέ αυτή τη θέση, οπότε { $count ->
    [one] η { $count } κίνηση που μένει κλαδεύεται.
   *[other] οι { $count } κινήσεις που μένουν κλαδεύονται.
}

## Τα μικρά παιχνίδια: τρίλιζα και Connect Four στο παράθυρο.
game-chess = Σκάκι
game-tictactoe = Τρίλιζα
game-connect4 = Connect Four
toolbar-game-hint = Το παιχνίδι που παίζεται: το παιχνίδι που αφήνετε περιμένει εκεί που ήταν
small-cell = Τετράγωνο { $cell }
small-column = Στήλη { $column }
small-thinking = Σκέφτεται… { $nodes } κόμβοι, { $seconds } s
small-cancel = Ακύρωση
small-moves = Κινήσεις: { $moves }
small-new-as-x = Νέο παιχνίδι: παίζετε x
small-new-as-x-hint = Παίζετε πρώτοι (x)· ο υπολογιστής παίζει o
small-new-as-o = Νέο παιχνίδι: παίζετε o
small-new-as-o-hint = Ο υπολογιστής παίζει πρώτος (x)· εσείς παίζετε o
small-study = Σκέψη γι' αυτή τη θέση
small-study-hint = S: αναζητά τη θέση της σκακιέρας για να μελετήσετε το δέντρο της· δεν παίζεται τίποτα
small-position-tictactoe = Θέση: εννέα τετράγωνα ανά σειρά, x, o ή . (x.o.x....)
small-position-connect4 = Θέση: οι στήλες που παίχτηκαν, 1 έως 7 (4453), ή έξι σειρές από πάνω
small-position-load = Ορισμός θέσης
small-depth-hint = Πόσες κινήσεις μπροστά κοιτάζει ο υπολογιστής, 1 έως { $limit }
small-mcts = Αναζήτηση δέντρου Monte Carlo
small-mcts-hint = Το δέντρο μεγαλώνει με τυχαίες προσομοιώσεις αντί για αναζήτηση ως ένα βάθος: οι επαναλήψεις, το C και ο σπόρος είναι όσα διαλέξατε για το σκάκι (μενού αλγορίθμου)
small-to-move-you = Παίζει το { $side } (εσείς)
small-to-move-computer = Παίζει το { $side } (ο υπολογιστής)
small-wins = Κερδίζει το { $side }
small-draw = Ισοπαλία: ο πίνακας γέμισε
small-fallback = Η { $chosen } θα ξεπερνούσε το όριο κόμβων, γι' αυτό ο υπολογιστής έψαξε με { $used }.
small-failed = Ο υπολογιστής δεν μπορεί να παίξει: { $reason }.
small-board-shows-node = Ο πίνακας δείχνει μια θέση της αναζήτησης.
small-back-to-game = Πίσω στο παιχνίδι

## A value shown rounded in the node arrays, with its exact fraction

narr-shown-as = { $exact } (εμφανίζεται ως { $shown })
small-mcts-no-move = δεν βρήκε κίνηση


## Ο βηματιστής του MCTS: η φάση, η επανάληψη και τι κάνει το βήμα

mcts-phase-start = Αρχή
mcts-phase-select = Επιλογή
mcts-phase-expand = Επέκταση
mcts-phase-simulate = Προσομοίωση
mcts-phase-backpropagate = Οπισθοδιάδοση
mcts-iteration-of = Επανάληψη { $iteration } από { $total }
mcts-before-first = Πριν από την επανάληψη 1 από { $total }
mcts-narr-start = Μόνο η ρίζα, σειρά { $side }· { $count ->
    [one] { $count } κίνηση
   *[other] { $count } κινήσεις
} για δοκιμή. Κάθε επανάληψη προσθέτει έναν κόμβο: επιλογή, επέκταση, προσομοίωση, οπισθοδιάδοση.
mcts-narr-select-root-untried = Επανάληψη { $iteration }, επιλογή: η ρίζα έχει ακόμη μια κίνηση που δεν έχει δοκιμαστεί, οπότε δεν υπάρχει ακόμη τίποτα να διαλέξει.
mcts-narr-select = Επανάληψη { $iteration }, επιλογή: { $steps }. { $end }
mcts-narr-chooses = σειρά { $side }: διαλέγεται το { $node } (UCB { $ucb })
mcts-narr-then = { $before }, και μετά { $next }
mcts-narr-select-untried = Το { $node } έχει μια κίνηση που δεν έχει δοκιμαστεί ακόμη.
mcts-narr-select-game-ends = Η παρτίδα τελειώνει στο { $node }.
mcts-narr-expand = Επανάληψη { $iteration }, επέκταση: το { $node } μπαίνει στο δέντρο κάτω από το { $parent }: κόμβος { $index } του επιπέδου { $level } (NodesAnalysis{ $level }), N 0, W 0.
mcts-narr-expand-root = Επανάληψη { $iteration }, επέκταση: το { $node } μπαίνει στο δέντρο κάτω από τη ρίζα: κόμβος { $index } του επιπέδου { $level } (NodesAnalysis{ $level }), N 0, W 0.
mcts-narr-expand-nothing = Επανάληψη { $iteration }, επέκταση: τίποτα να προστεθεί, η παρτίδα τελειώνει στο { $node }.
mcts-narr-simulate = Επανάληψη { $iteration }, προσομοίωση: { $played }. Αποτέλεσμα { $result }.
mcts-narr-no-playout = καμία τυχαία κίνηση από το { $from }
mcts-narr-playout = τυχαίες κινήσεις από το { $from }: { $moves }
mcts-narr-backpropagate = Επανάληψη { $iteration }, οπισθοδιάδοση: το αποτέλεσμα { $result } προστίθεται σε όλη τη διαδρομή: η ρίζα N { $visits } W { $total }, { $path }.
mcts-result-game-ends = { $result }: η παρτίδα τελειώνει εκεί ({ $end })
mcts-result-playout-ended = { $result }: η προσομοίωση τελείωσε την παρτίδα
mcts-result-evaluation = { $result }: η αξιολόγηση εκεί, { $score }, δίνει στα Λευκά πιθανότητα νίκης { $result }
mcts-result-game-ends-with = { $result }: η παρτίδα τελειώνει εκεί, { $how }
mcts-result-played-to-end = { $result }: η προσομοίωση έπαιξε την παρτίδα ως το τέλος της, { $how }
mcts-result-scaled = { $result }: η τιμή { $value } του φύλλου, κλιμακωμένη ανάμεσα στο μικρότερο φύλλο, { $lowest }, και στο μεγαλύτερο, { $highest }
mcts-result-sign = { $result }: η τιμή { $value } του φύλλου είναι { $outcome } για τον MAX
mcts-side-wins = νίκη { $side }
mcts-a-win = νίκη
mcts-a-draw = ισοπαλία
mcts-a-loss = ήττα
mcts-end-white-mates = ματ από τα Λευκά
mcts-end-black-mates = ματ από τα Μαύρα

## Το δέντρο, οι πίνακες κόμβων και η σύγκριση του MCTS· οι διπλωμένες οικογένειες του δέντρου

node-root = ρίζα
node-root-value = ρίζα: { $value }
tree-more = +{ $count } ακόμη
tree-more-said = +{ $count } ακόμη: δείξε κάθε κίνηση μετά το { $parent }
tree-more-said-root = +{ $count } ακόμη: δείξε κάθε κίνηση της ρίζας
tree-more-hint = Κάντε κλικ για να σχεδιαστεί όλη η οικογένεια
mcts-drawing = Δέντρο MCTS (σχέδιο)
mcts-new-node = νέος κόμβος
mcts-kept-back-hint = Μένει κρυφό μέχρι να απαντηθεί η ερώτηση
mcts-node-hint = { $name }: { $visits ->
    [one] { $visits } επίσκεψη
   *[other] { $visits } επισκέψεις
}, συνολικό W { $total } (μέσος όρος { $mean }, για τα Λευκά / τον MAX)
mcts-numbers-under = N { $visits } · W { $total }, κάτω από: { $name }
mcts-playout-result = αποτέλεσμα { $result }
mcts-playout-said = Προσομοίωση: { $moves }
mcts-leaves = Φύλλα (τιμή → αποτέλεσμα)
mcts-leaf-landed = { " " }(το φύλλο της προσομοίωσης)
mcts-col-n = α/α
mcts-col-n-hint = Ο αριθμός του κόμβου στον πίνακα του επιπέδου του, με τη σειρά που δημιουργήθηκαν οι κόμβοι
mcts-col-parent-hint = Ο αριθμός του γονέα του στο από πάνω επίπεδο (ρίζα: κίνηση από τη ρίζα)
mcts-col-move-hint = Η κίνηση (ή η ετικέτα του σχεδιασμένου δέντρου) που οδηγεί στον κόμβο
mcts-col-visits = N
mcts-col-visits-hint = Επισκέψεις: πόσες επαναλήψεις πέρασαν ως τώρα από τον κόμβο
mcts-col-total = W
mcts-col-total-hint = Το συνολικό αποτέλεσμα αυτών των επαναλήψεων, για τα Λευκά (MAX): 1 νίκη, 0 ήττα
mcts-col-mean = W/N
mcts-col-mean-hint = Το μέσο αποτέλεσμα για τα Λευκά (MAX)
mcts-col-ucb = UCB
mcts-col-ucb-hint = Πώς θα βαθμολογούσε τώρα η επιλογή τον κόμβο, για την πλευρά που τον διαλέγει: ο μέσος όρος του συν C·√(ln N(γονέα) / N)· ∞ πριν από την πρώτη του επίσκεψη
mcts-compare-search = Αναζήτηση
mcts-compare-move = Κίνηση
mcts-compare-value = Τιμή
mcts-compare-nodes = Κόμβοι
mcts-compare-time = Χρόνος
mcts-compare-depth = { $algorithm }, βάθος { $depth }
mcts-compare-mcts = MCTS, { $count ->
    [one] { $count } επανάληψη
   *[other] { $count } επαναλήψεις
}
mcts-compare-mean = { $value } (μέσος όρος)
mcts-settles = Το MCTS καταλήγει στην κίνηση του minimax μετά από { $count ->
    [one] { $count } επανάληψη
   *[other] { $count } επαναλήψεις
}: από εκεί και πέρα είναι η πιο επισκεπτόμενη.
mcts-settles-not = Το MCTS δεν καταλήγει στην κίνηση του minimax: στο τέλος η πιο επισκεπτόμενη είναι άλλη κίνηση.
mcts-settles-never = Το MCTS δεν δοκίμασε ποτέ την κίνηση του minimax (ή το minimax δεν τελείωσε).

small-back-to-lesson = Πίσω στη θέση του μαθήματος
small-from-lesson = Το παιχνίδι συνεχίζεται από τη θέση του μαθήματος: παίζετε με το { $side }.

## A small game's evaluation, term by term (beside a game lesson's board and in the Evaluation tab).
evaluation-kept = Κρατιέται κρυφό ώσπου να αποκαλυφθεί η απάντηση.
evaluation-game-over = Το παιχνίδι έχει τελειώσει εδώ: η αξία του είναι το αποτέλεσμα, όχι μια αξιολόγηση.
evaluation-small-caption = Η αξιολόγηση της θέσης στον πίνακα, από τη σκοπιά του x:
evaluation-small-term = { $term }: { $weight } × (x { $x } − o { $o }) = { $points }
evaluation-small-score = σκορ: { $score }
evaluation-c4-threes = ανοιχτές τριάδες
evaluation-c4-threes-hint = Μια γραμμή τεσσάρων θέσεων με τρία πούλια της πλευράς και μία κενή θέση: ένα ακόμη πούλι κερδίζει. { $points ->
    [one] { $points } πόντος
   *[other] { $points } πόντοι
} η καθεμία.
evaluation-c4-twos = ανοιχτές δυάδες
evaluation-c4-twos-hint = Μια γραμμή τεσσάρων θέσεων με δύο πούλια της πλευράς και δύο κενές θέσεις: μπορεί να γίνει τριάδα. { $points ->
    [one] { $points } πόντος
   *[other] { $points } πόντοι
} η καθεμία.
evaluation-c4-centre = μεσαία στήλη
evaluation-c4-centre-hint = Τα πούλια της πλευράς στη μεσαία στήλη, που ανήκει σε περισσότερες τετράδες από κάθε άλλη. { $points ->
    [one] { $points } πόντος
   *[other] { $points } πόντοι
} το καθένα.
evaluation-ttt-lines = ανοιχτές γραμμές
evaluation-ttt-lines-hint = Γραμμές των τριών χωρίς κανένα σημάδι της άλλης πλευράς: γραμμές που η πλευρά μπορεί ακόμη να συμπληρώσει. { $points ->
    [one] { $points } πόντος
   *[other] { $points } πόντοι
} η καθεμία.

## The game's flow: why a move or a search waits, a typed move, a search that cannot run

session-stale = Αυτή η αναζήτηση έγινε για μια θέση που δεν υπάρχει πια στην παρτίδα (κινήσεις πάρθηκαν πίσω ή η παρτίδα αντικαταστάθηκε).
session-not-computers-turn = δεν είναι η σειρά του υπολογιστή
session-wait-study = περιμένετε να τελειώσει η αναζήτηση (ή πατήστε Esc για να την ακυρώσετε)
session-wait-computer = περιμένετε την κίνηση του υπολογιστή (ή πατήστε Esc για να ακυρώσετε την αναζήτησή του)
session-computers-turn = είναι η σειρά του υπολογιστή: πατήστε M για να παίξει
session-earlier-shown = φαίνεται μια προηγούμενη θέση: γυρίστε πρώτα στην παρτίδα (End)
session-game-over = η παρτίδα τελείωσε
session-nothing-to-take-back = Δεν υπάρχει κίνησή σας για να την πάρετε πίσω.
session-previous-position = την προηγούμενη θέση
session-previous-game = { $moves ->
    [one] την προηγούμενη παρτίδα ({ $moves } κίνηση)
   *[other] την προηγούμενη παρτίδα ({ $moves } κινήσεις)
}
session-already-thinking = ο υπολογιστής σκέφτεται ήδη
session-nothing-to-think = Δεν υπάρχει τίποτα να σκεφτεί: { $outcome }
session-no-move-found = η αναζήτηση δεν βρήκε κίνηση
session-move-not-played = η κίνηση του υπολογιστή δεν μπόρεσε να παιχτεί: { $reason }
session-no-book-move = Ο υπολογιστής δεν έχει παίξει κίνηση βιβλίου για να τη σκεφτεί.
session-book-move-taken-back = Η κίνηση του βιβλίου πάρθηκε πίσω: πατήστε S για να σκεφτεί τη θέση στη σκακιέρα.
move-empty = γράψτε μια κίνηση, όπως e2e4 ή Nf3
move-not-a-move = το «{ $text }» δεν είναι κίνηση: γράψτε τη όπως e2e4 ή Nf3
move-illegal = η { $move } δεν είναι νόμιμη σε αυτή τη θέση
move-ambiguous = η { $move } είναι διφορούμενη: πείτε ποιο κομμάτι, π.χ. Nbd2
move-game-over = η παρτίδα τελείωσε: { $outcome }
algorithm-minimax-words = minimax
algorithm-alpha-beta-words = άλφα-βήτα
algorithm-ordered-words = άλφα-βήτα με διάταξη
said-comma = { $first }, { $rest }
search-error-depth = το βάθος πρέπει να είναι από 1 έως { $max } ημικινήσεις, όχι { $depth }
search-error-game-depth = το βάθος στο { $game } πρέπει να είναι από 1 έως { $max } ημικινήσεις, όχι { $depth }
search-error-game-over = τίποτα για αναζήτηση: { $outcome }
search-error-cancelled = η αναζήτηση ακυρώθηκε
budget-try-ordered = άλφα-βήτα με διάταξη (κλαδεύει τα περισσότερα)
budget-try-no-quiescence = χωρίς αναζήτηση ηρεμίας
budget-try-no-iterative = χωρίς επαναληπτική εκβάθυνση (οι επαναλήψεις της μοιράζονται το όριο)
budget-try-lower-depth = μικρότερο βάθος
budget-try-bigger = μεγαλύτερο όριο κόμβων
budget-free-memory = ελευθερώστε λίγη μνήμη
budget-choose-one = επιλέξτε { $choice }
budget-choose = επιλέξτε { $choices } ή { $last }
budget-over-nodes = { $search }: δεν φτάνει το όριο κόμβων, { $budget }: { $choices }
budget-over-memory = { $search }: χρειάζεται περισσότερη μνήμη από όση μπορεί να πάρει μια αναζήτηση σε αυτόν τον υπολογιστή ({ $memory }): { $choices }
budget-over-refused = { $search }: η μνήμη εξαντλήθηκε· ο υπολογιστής αρνήθηκε περισσότερη μετά από { $memory } πινάκων κόμβων: { $choices }
book-headline = Κίνηση βιβλίου: { $move }
book-headline-named = Κίνηση βιβλίου: { $move } — { $opening }
book-source = από { $book }, επιλεγμένη με σπόρο { $seed }
session-move-not-legal = η κίνηση της αναζήτησης δεν είναι νόμιμη εδώ

## The game's notices: a move refused, a game loaded or saved, a search cancelled or fallen back

app-read-as-latin1 = { $line }:{ $column }: το αρχείο δεν είναι UTF-8, οπότε διαβάστηκε ως Latin-1
app-game-waits-practice = Η παρτίδα περιμένει όσο η Εξάσκηση είναι ανοιχτή: κλείστε την Εξάσκηση (E) για να τη συνεχίσετε.
app-mcts-thinking = Ο υπολογιστής σκέφτεται (αναζήτηση δέντρου Monte Carlo): περιμένετε την κίνησή του.
app-new-game = Νέα παρτίδα: παίζετε με τα { $side }.
app-cancelled-press-m = Η αναζήτηση ακυρώθηκε. Πατήστε M (Κίνηση υπολογιστή) για να ξανασκεφτεί ο υπολογιστής.
app-cancelled-press-s = Η αναζήτηση ακυρώθηκε. Πατήστε S (Σκέψη σε αυτή τη θέση) για να την ξαναψάξετε.
app-now-searches-with = Ο υπολογιστής τώρα ψάχνει με { $search }.
app-copied-fen = Η θέση αντιγράφηκε ως FEN.
app-copied-pgn = Η παρτίδα αντιγράφηκε ως PGN.
app-previous-game-back = Η προηγούμενη παρτίδα επέστρεψε.
app-from-lesson = Η παρτίδα συνεχίζεται από τη θέση του μαθήματος: παίζετε με τα { $side }.
app-loaded-finished = Φορτώθηκε μια τελειωμένη παρτίδα: { $outcome }
app-loaded-finished-from = Φορτώθηκε μια τελειωμένη παρτίδα από το { $file }: { $outcome }
app-loaded = Φορτώθηκε: η παρτίδα συνεχίζεται από αυτή τη θέση και παίζετε με τα { $side }.
app-loaded-from = Φορτώθηκε από το { $file }: η παρτίδα συνεχίζεται από αυτή τη θέση και παίζετε με τα { $side }.
app-dialog-open = Ένα παράθυρο αρχείων είναι ήδη ανοιχτό: επιλέξτε εκεί ένα αρχείο ή ακυρώστε το.
app-filter-pgn = Παρτίδα PGN
app-filter-book = Βιβλίο ανοιγμάτων Polyglot
app-filter-tree = Δέντρο αναζήτησης (klados-tree/1)
app-no-folder-chosen = Δεν επιλέχθηκε φάκελος. Αν δεν εμφανίστηκε παράθυρο, αυτή η επιφάνεια εργασίας δεν έχει: γράψτε τη διαδρομή του φακέλου στο πεδίο του.
app-no-file-chosen = Δεν επιλέχθηκε αρχείο. Αν δεν εμφανίστηκε παράθυρο, αυτή η επιφάνεια εργασίας δεν έχει: γράψτε τη διαδρομή του αρχείου στο παράθυρο FEN και PGN (Ctrl+L).
app-not-opened = Το { $file } δεν άνοιξε: { $reason }.
app-game-saved = Η παρτίδα αποθηκεύτηκε στο { $file }.
app-game-not-saved = Η παρτίδα δεν μπόρεσε να αποθηκευτεί στο { $file }: { $reason }.
app-fell-back = { $chosen }: θα ξεπερνούσε το όριο κόμβων, γι' αυτό ο υπολογιστής έψαξε με { $used } (δείτε το πλαίσιο).
file-not-regular = δεν είναι κανονικό αρχείο
file-too-large = πολύ μεγάλο: το όριο είναι { $limit } byte
file-not-found = δεν υπάρχει τέτοιο αρχείο
file-permission-denied = δεν επιτρέπεται η πρόσβαση
app-book-lost = Το βιβλίο ανοιγμάτων που επιλέχθηκε την προηγούμενη φορά δεν μπόρεσε να χρησιμοποιηθεί ({ $reason }). Χρησιμοποιείται αντί γι' αυτό { $book }.
app-book-stays = { $reason }. Το βιβλίο μένει { $book }.
app-book-now = Το βιβλίο του υπολογιστή είναι τώρα { $book }.
app-book-now-off = Το βιβλίο του υπολογιστή είναι τώρα { $book } (ενεργοποιήστε το «Παιχνίδι από το βιβλίο ανοιγμάτων» στις Ρυθμίσεις για να το χρησιμοποιήσει).
app-no-book-chosen = Δεν επιλέχθηκε αρχείο βιβλίου· το βιβλίο μένει { $book }. (Αν δεν εμφανίστηκε παράθυρο, αυτή η επιφάνεια εργασίας δεν έχει.)
app-study-after-book = Ο υπολογιστής έπαιξε κίνηση βιβλίου: δεν έγινε αναζήτηση, οπότε δεν υπάρχει δέντρο. Η «Σκέψη σε αυτή τη θέση» (αριστερά) δείχνει τι θα έπαιζε η αναζήτηση.
app-study-waiting = Το δέντρο της αναζήτησης και οι πίνακες κόμβων εμφανίζονται εδώ μόλις σκεφτεί ο υπολογιστής: παίξτε μια κίνηση ή πατήστε S για να ψάξετε τη θέση στη σκακιέρα.
app-back-to-root = Πίσω στη ρίζα του δέντρου
app-mcts-running = Η αναζήτηση δέντρου Monte Carlo τρέχει ήδη: περιμένετέ την ή ακυρώστε την.
app-mcts-failed = Αναζήτηση δέντρου Monte Carlo: { $reason }.
app-mcts-no-move = Η αναζήτηση δέντρου Monte Carlo δεν βρήκε κίνηση.
mcts-over-budget = Η αναζήτηση δέντρου Monte Carlo χρειάζεται περισσότερους από τους { $count } κόμβους του ορίου της: επιλέξτε λιγότερες επαναλήψεις
app-tree-being-read = Ένα δέντρο αναζήτησης διαβάζεται ήδη: ανοίξτε το { $file } όταν εμφανιστεί.
app-opening = Άνοιγμα του { $file }… { $seconds } s
app-opening-nodes = Άνοιγμα του { $file }: { $count ->
    [one] { $count } κόμβος
   *[other] { $count } κόμβοι
} ως τώρα… { $seconds } s
app-not-read = Το { $file } δεν μπόρεσε να διαβαστεί.
app-handout-a-tree = Ένα δέντρο
app-handout-position = Παίζουν τα { $side }, βάθος { $depth }, { $algorithm }

## The notes over the search shown: the board moved on, a fallback, settings changed

notes-moved-on = Η σκακιέρα έχει προχωρήσει από αυτή την αναζήτηση.
notes-think-again = Νέα σκέψη
notes-think-again-here-hint = S: αναζήτηση στη θέση της σκακιέρας τώρα
notes-think-again-hint = Νέα αναζήτηση στην ίδια θέση με τις ρυθμίσεις όπως είναι τώρα
notes-use-it = Χρήση
notes-use-it-hint = Χρήση του { $search } από εδώ και πέρα
notes-raise-budget = Αύξηση ορίου
notes-raise-budget-hint = Αύξηση του ορίου κόμβων σε { $budget } (τα μεγαλύτερα δέντρα θέλουν περισσότερη μνήμη)
notes-fell-back = { $chosen }: ξεπέρασε το όριο· αυτό είναι { $used }.
notes-fell-back-full = { $chosen }: θα χρειαζόταν περισσότερους από { $budget }, το όριο κόμβων. Γι' αυτό αυτό είναι { $used } ({ $count ->
    [one] { $count } κόμβος
   *[other] { $count } κόμβοι
}): χωράει.
notes-depth-changed = βάθος { $before } → { $now }
notes-budget-changed = όριο { $before } → { $now } κόμβοι
notes-budget-too-small = όριο { $budget } κόμβων (αυτό το δέντρο έχει { $count })
notes-changed = Οι ρυθμίσεις άλλαξαν από αυτή την αναζήτηση: { $changes }.
notes-changed-full = Αυτή η αναζήτηση χρησιμοποίησε { $used }· οι ρυθμίσεις λένε τώρα { $now } (όριο { $budget }). Πατήστε «Νέα σκέψη» για αναζήτηση στην ίδια θέση με αυτές.
technique-quiescence-short = ηρεμία
technique-iterative-short = επαναληπτική εκβάθυνση
technique-transpositions-short = πίνακας μεταθέσεων
technique-killers-short = φονικές κινήσεις
technique-history-short = ευρετική ιστορικού

## The thinking panel's header: nodes per level

header-level = επίπεδο { $level }
header-levels-from-to = επίπεδα { $first }–{ $last }
header-level-count = επίπεδο { $level }: { $count }
header-beyond-depth = πέρα από το βάθος: ηρεμία
header-levels-hint = Κόμβοι ανά επίπεδο, σε λογαριθμική κλίμακα: κάθε επίπεδο είναι πολλές φορές μεγαλύτερο από το από πάνω του.
header-levels-hint-beyond = Κόμβοι ανά επίπεδο, σε λογαριθμική κλίμακα: κάθε επίπεδο είναι πολλές φορές μεγαλύτερο από το από πάνω του. Τα περιγραμμένα επίπεδα είναι πέρα από το βάθος: αναζήτηση ηρεμίας, μόνο αιχμαλωσίες, προαγωγές και αποφυγές σαχ ({ $levels }).

## What the views say about a node: quiescence, stand pat, the limit, a transposition, an exact value

node-quiescence-words = ηρεμία: μόνο αιχμαλωσίες, προαγωγές και αποφυγές σαχ
node-stand-pat-hint = Μπορούσε να μείνει στάσιμη (stand pat) στη στατική της βαθμολογία: η αναζήτηση ηρεμίας αφήνει την πλευρά που παίζει να κρατήσει τη θέση όπως είναι, οπότε η τιμή της είναι η καλύτερη ανάμεσα στη στατική βαθμολογία και στις τιμές των αιχμαλωσιών της.
node-quiescence-limit-hint = Δεν ήταν ήρεμη (ήταν ακόμη δυνατή μια αιχμαλωσία, μια προαγωγή ή μια απάντηση σε σαχ), αλλά η αναζήτηση ηρεμίας σταμάτησε στο όριό της (10 ημικινήσεις πέρα από το βάθος): βαθμολογήθηκε όπως είναι, οπότε η τιμή της μπορεί να απέχει όσο θα κέρδιζε η ανταλλαγή.
node-horizon = Πέρα από το βάθος { $depth }: { $words }
node-name = επίπεδο { $level }, κόμβος { $node }
node-transposition-hint = Έχει ξαναβρεθεί με άλλη σειρά κινήσεων: τιμή από τον πίνακα μεταθέσεων (εξετάστηκε στο { $node }: { $line }). Κάντε κλικ για να πάτε εκεί.
table-node-reasons = Κόμβος { $node }: { $reasons }
table-stand-pat = στάσιμη
table-at-limit = στο όριο
table-ordered = { $status }, { $by }
table-ordered-killer = φονική
table-ordered-history = ιστορικό
node-ordered-killer-hint = Δοκιμάστηκε νωρίς ως φονική κίνηση: ήσυχη κίνηση που προκάλεσε αποκοπή σε άλλη θέση της ίδιας ημικίνησης.
node-ordered-history-hint = Δοκιμάστηκε νωρίς από την ευρετική ιστορικού: οι αποκοπές που προκάλεσε ως τώρα της έδωσαν υψηλούς πόντους.
table-differs-here = Διαφέρει εδώ ({ $kind }):
    { $reasons }
table-expectation-hint = Η αναμενόμενη τιμή ενός κόμβου τύχης: { $sum }.
table-exactly-hint = Ακριβώς { $words }: κάτω από έναν κόμβο τύχης οι τιμές είναι κλάσματα και ο πίνακας δείχνει τον πλησιέστερο ακέραιο.
table-bound-hint = ≤ ή ≥: η άλφα-βήτα απέδειξε μόνο ένα όριο, που αρκούσε για να αποφασίσει.

## The tree view: what a node's hover says and what screen readers hear

tree-said-now = , τώρα α { $alpha } και β { $beta }
tree-said-entered = , μπήκε με α { $alpha } και β { $beta }
tree-said-ended = , τελείωσε με α { $alpha } και β { $beta }
tree-said-earlier = , νωρίτερα α { $alpha } και β { $beta }
tree-root-window-hint = { $window } από κάτω: τα α και β στη ρίζα όπως είναι τώρα
tree-said-not-reached = { $label } { $name }, δεν έχει φτάσει ακόμη εκεί
tree-named-ahead-hint = Η αναπαραγωγή δεν έχει φτάσει ακόμη εδώ: δεν έχει ακόμη τιμή
tree-not-reached-hint = Η αναπαραγωγή δεν έχει φτάσει ακόμη εδώ
tree-said-pruned = { $label } { $name }: κλαδεύτηκε
tree-pruned-hint = Κλαδεύτηκε: η άλφα-βήτα δεν εξέτασε ποτέ αυτή την κίνηση
tree-game-ends-hint = { $status }: η παρτίδα τελειώνει εδώ
tree-chance-hint = Κόμβος τύχης: εδώ δεν διαλέγει κανείς, διαλέγουν τα ζάρια. Παίρνει την αναμενόμενη τιμή: την τιμή κάθε παιδιού επί την πιθανότητά του (πάνω στην ακμή), όλα μαζί
tree-chance-sum-hint = Κόμβος τύχης: εδώ δεν διαλέγει κανείς, διαλέγουν τα ζάρια. Παίρνει την αναμενόμενη τιμή: την τιμή κάθε παιδιού επί την πιθανότητά του (πάνω στην ακμή), όλα μαζί:
    { $sum }
tree-exactly-hint = Ακριβώς { $words }.
tree-said-exactly = , ακριβώς { $words }
tree-said-chance = , κόμβος τύχης
tree-said-probability = , πιθανότητα { $probability }
tree-static-score-hint = Σε παρένθεση: η στατική του βαθμολογία· καμία τιμή δεν έχει ανέβει ακόμη από τα παιδιά του.
tree-said-transposition = , μετάθεση του { $node }
tree-said-stand-pat = , μπορούσε να μείνει στάσιμη
tree-said-limit = , σταμάτησε στο όριο της ηρεμίας
tree-badge-killer = Φ
tree-badge-history = Ι
tree-said-killer = , δοκιμάστηκε νωρίς ως φονική κίνηση
tree-said-history = , δοκιμάστηκε νωρίς από την ευρετική ιστορικού
legend-killer = { $badge } φονική κίνηση
legend-killer-short = { $badge } φονική
legend-history = { $badge } ευρετική ιστορικού
legend-history-short = { $badge } ιστορικό
tree-window-now = όπως είναι τώρα, όσο η αναζήτηση είναι μέσα του
tree-window-returned = όπως ήταν όταν επέστρεψε (το παράθυρο με το οποίο τελείωσε)
tree-window-entered-kept = όταν μπήκε η αναζήτηση (όποια στένωση έγινε από τότε μένει κρυφή ώσπου να φανεί η απάντηση)
tree-window-entered = όταν μπήκε η αναζήτηση
tree-window-earlier = όπως ήταν στο προηγούμενο βήμα του μαθήματος (το πώς στένεψαν από τότε μένει κρυφό ώσπου να φανεί η απάντηση)
tree-window-hint = { $window } από κάτω: τα α και β { $when } (α: το λιγότερο που ο MAX έχει ήδη εξασφαλίσει, β: το περισσότερο που θα επιτρέψει ο MIN)
tree-max-hint = Εδώ η σειρά είναι { $side }: ο κόμβος παίρνει τη μεγαλύτερη (MAX) από τις τιμές των παιδιών του
tree-min-hint = Εδώ η σειρά είναι { $side }: ο κόμβος παίρνει τη μικρότερη (MIN) από τις τιμές των παιδιών του

## The tree view's and the code listing's names for screen readers; the horizon; a standing pat in the call stack

tree-drawing = Προβολή δέντρου (σχέδιο)
tree-horizon = ▼ πέρα από το βάθος { $depth }: ηρεμία
code-listing-label = Λίστα κώδικα (ορατό μέρος)
code-said-lit = Φωτισμένη γραμμή { $line }: { $code }
code-said-also-lit = Επίσης φωτισμένη, γραμμή { $line }: { $code }
code-said-line = Γραμμή { $line }: { $code }
code-said-this-line = αυτή η γραμμή
code-stand-pat-value = { $value } στάσιμη

## A tree opened from a file: where a difference is, where a click goes, a file dropped

kind-best-move = καλύτερη κίνηση
kind-root-value = τιμή της ρίζας
kind-backup = λάθος ανέβασμα τιμής
kind-leaf = τιμή φύλλου
kind-ending = φύλλο ή όχι (ματ, ισοπαλία, το βάθος)
kind-searched-too-much = εξετάστηκε, αν και η άλφα-βήτα το κλαδεύει
kind-pruned-too-much = κλαδεύτηκε, αν και η άλφα-βήτα πρέπει να το εξετάσει
kind-missing = κίνηση που λείπει
kind-extra = περιττή κίνηση
kind-order = σειρά κινήσεων
kind-follows = προκύπτει από λάθος τιμή πιο κάτω (δεν μετράει)
opened-place-root = η ρίζα
opened-place-node = επίπεδο { $level }, κόμβος { $node } ({ $name })
opened-place-missing = επίπεδο { $level }, λείπει κάτω από το επίπεδο { $parent-level }, κόμβος { $parent-node } ({ $parent })
opened-place-missing-root = επίπεδο { $level }, λείπει στη ρίζα
opened-go-root = { $kind }: κάντε κλικ για να πάτε στο τέλος της αναπαραγωγής, όπου επιλέγει η ρίζα.
opened-go-missing = { $kind }: κάντε κλικ για να πάτε στον κόμβο κάτω από τον οποίο λείπει η κίνηση.
opened-go-node = { $kind }: κάντε κλικ για να πάτε σε αυτόν τον κόμβο, στο βήμα όπου ανεβαίνει η τιμή του.
opened-not-counted = Δεν μετράει: το λάθος είναι πιο κάτω.
opened-bad-drawn-tree = { $file }: δέντρο, { $error }
opened-file-gone = το αρχείο δεν είναι πια διαθέσιμο
opened-drop-hint = Αφήστε εδώ ένα δέντρο αναζήτησης (.json, klados-tree/1) για να το αναπαραγάγετε ή μια παρτίδα (.pgn) για να τη συνεχίσετε

## Practice: what a student typed that cannot be read; the sheet's names for screen readers

practice-typed-not-a-number = το «{ $text }» δεν είναι αριθμός: γράψτε έναν ακέραιο, όπως 3 ή -2
practice-typed-not-a-bound = το «{ $text }» δεν είναι όριο: γράψτε έναν ακέραιο, όπως 3, ή -inf ή +inf
practice-both-bounds = { $node }: γράψτε και το α και το β ή κανένα από τα δύο
sheet-leaf-value-of = Τιμή φύλλου του { $node }
sheet-value-of = Τιμή του { $node }
sheet-node = Κόμβος { $node }
builder-lesson-summary = Ένα δέντρο φτιαγμένο στον κατασκευαστή δέντρων.
lesson-search-no-result = η αναζήτηση σταμάτησε χωρίς αποτέλεσμα

## The tree view's window for screen readers

tree-said-window-under = { $window } κάτω από { $node }

## A game's name in a sentence

game-words-chess = σκάκι
game-words-drawn = ένα σχεδιασμένο δέντρο
game-words-tictactoe = τρίλιζα
game-words-connect4 = Connect Four

## A FEN that cannot be used: what is wrong, and where

fen-invalid = μη έγκυρο FEN «{ $fen }»: { $reason }
fen-impossible = αδύνατη θέση στο FEN «{ $fen }»: { $reason }
fen-empty = το FEN είναι κενό
fen-control = ένας χαρακτήρας ελέγχου («{ $character }»)· τα πεδία χωρίζονται με κενά
fen-side-to-move = η πλευρά που παίζει είναι «{ $side }»: w ή b
fen-too-many-fields = { $count } πεδία· ένα FEN έχει 6 (σκακιέρα, πλευρά που παίζει, ροκέ, en passant, δύο μετρητές)
fen-in-hand = «{ $hand }» μετά τη σκακιέρα: στο κανονικό σκάκι δεν κρατιούνται κομμάτια στο χέρι
fen-ranks = { $count } οριζόντιες γραμμές· η σκακιέρα ενός FEN έχει 8, χωρισμένες με /
fen-count = «{ $digit }» στην οριζόντια γραμμή { $rank }: τα κενά τετράγωνα μετριούνται από 1 έως 8
fen-letter = άγνωστο γράμμα κομματιού «{ $letter }» στην οριζόντια γραμμή { $rank } (PNBRQK τα κομμάτια των λευκών, pnbrqk των μαύρων)
fen-squares = η οριζόντια γραμμή { $rank } έχει { $squares } τετράγωνα· κάθε μία έχει 8
fen-castling = το πεδίο του ροκέ είναι - ή γράμματα από τα KQkq
fen-en-passant = το πεδίο en passant είναι - ή το τετράγωνο που πέρασε ένα πιόνι, όπως e3
fen-halfmove-clock = ο μετρητής ημικινήσεων (το πέμπτο πεδίο) είναι ακέραιος από 0 έως 4294967295
fen-fullmoves = ο αριθμός κίνησης (το έκτο πεδίο) είναι ακέραιος από 1 έως 4294967295
fen-turn = η πλευρά που παίζει είναι w ή b
fen-board = η σκακιέρα δεν είναι οκτώ οριζόντιες γραμμές από κομμάτια και κενά τετράγωνα
fen-fields = { $count } πεδία· ένα FEN έχει τη σκακιέρα, την πλευρά που παίζει, το ροκέ, το en passant και δύο μετρητές
fen-empty-board = η σκακιέρα είναι άδεια
fen-missing-king = λείπει ένας βασιλιάς (κάθε πλευρά έχει έναν)
fen-too-many-kings = πάρα πολλοί βασιλιάδες (κάθε πλευρά έχει έναν)
fen-pawn-back-rank = ένα πιόνι στην πρώτη ή στην τελευταία γραμμή
fen-bad-castling = δικαιώματα ροκέ που τα κομμάτια δεν επιτρέπουν
fen-bad-en-passant = το τετράγωνο en passant δεν ακολουθεί κίνηση πιονιού δύο τετραγώνων
fen-opposite-check = η πλευρά που δεν παίζει είναι σε σαχ
fen-impossible-check = ένα σαχ που καμία κίνηση δεν θα μπορούσε να δώσει
fen-too-much-material = περισσότερα κομμάτια από όσα μπορεί να έχει μια παρτίδα
fen-variant = παραβιάζεται ένας κανόνας του κανονικού σκακιού
fen-not-standard = δεν είναι θέση του κανονικού σκακιού

## What Klados kept between runs (settings, the game, the window's state) and could not use
state-then = { $first } { $second }
state-settings-unreadable = Οι αποθηκευμένες ρυθμίσεις δεν μπόρεσαν να διαβαστούν ({ $reason }). Το Klados ξεκίνησε με τις προεπιλογές.
state-settings-unreadable-in = Οι αποθηκευμένες ρυθμίσεις στο { $file } δεν μπόρεσαν να διαβαστούν ({ $reason }). Το Klados ξεκίνησε με τις προεπιλογές.
state-settings-not-object = είναι { $kind ->
        [null] null
        [bool] αληθές ή ψευδές
        [number] αριθμός
        [string] κείμενο
        [array] λίστα
       *[other] κάτι άλλο
    }, όχι αντικείμενο
state-settings-no-version = δεν έχουν έκδοση
state-settings-bad-key = το { $key } είναι { $value }, που το Klados δεν το διαβάζει εκεί
state-settings-other-version = Οι αποθηκευμένες ρυθμίσεις προέρχονται από άλλη έκδοση του Klados (μορφή { $found }, αυτή διαβάζει { $reads }). Το Klados ξεκίνησε με τις προεπιλογές.
state-settings-out-of-range = Κάποιες αποθηκευμένες ρυθμίσεις ήταν εκτός ορίων ({ $settings }) και επανήλθαν στις προεπιλογές τους.
state-replaced-depth = βάθος { $depth }
state-replaced-budget = όριο κόμβων { $count }
state-replaced-zoom = μεγέθυνση { $zoom }
state-replaced-divider = ένα διαχωριστικό στο { $share }
state-replaced-mcts = μια ρύθμιση της αναζήτησης δέντρου Monte Carlo
state-settings-not-saved = Οι ρυθμίσεις δεν μπόρεσαν να αποθηκευτούν στο { $file } ({ $reason }). Μένουν όπως είναι μέχρι να κλείσει το Klados.
state-kept-as = Το αρχείο φυλάχτηκε ως { $file }.
state-not-moved = Δεν μπόρεσε να μετακινηθεί στην άκρη ({ $reason }).
state-not-utf8 = δεν είναι κείμενο UTF-8
state-game-format = μορφή { $found } (αυτό το Klados διαβάζει { $reads })
state-game-moves = οι κινήσεις της: { $reason }
state-game-unreadable = Η παρτίδα που αποθηκεύτηκε την προηγούμενη φορά στο { $file } δεν μπόρεσε να διαβαστεί ({ $reason }). Ξεκίνησε νέα παρτίδα.
state-game-not-saved = Η παρτίδα δεν μπόρεσε να αποθηκευτεί στο { $file } ({ $reason }). Δεν θα προταθεί την επόμενη φορά.
state-window-unreadable = Η αποθηκευμένη κατάσταση του παραθύρου στο { $file } δεν μπόρεσε να διαβαστεί ({ $reason }). Το παράθυρο άνοιξε σαν καινούργιο.
state-window-reset = Μέρος της αποθηκευμένης κατάστασης του παραθύρου στο { $file } δεν μπόρεσε να χρησιμοποιηθεί ({ $reasons }) και επανήλθε.
state-window-not-corrected = Μέρος της αποθηκευμένης κατάστασης του παραθύρου στο { $file } δεν μπόρεσε να χρησιμοποιηθεί ({ $reasons }) και αγνοήθηκε, αλλά το αρχείο δεν μπόρεσε να διορθωθεί ({ $reason }).
state-egui-memory = η μνήμη του egui: { $reason }
state-zoom = συντελεστής μεγέθυνσης { $zoom }
state-window-size = το μέγεθος του παραθύρου: { $reason }
state-window-number = μέγεθος ή θέση παραθύρου { $number }
file-is-a-folder = είναι φάκελος, όχι αρχείο
file-path-not-folder = ένα μέρος της διαδρομής του δεν είναι φάκελος
file-disk-full = ο δίσκος είναι γεμάτος
file-read-only = ο δίσκος είναι μόνο για ανάγνωση

## A small game's position typed that is no position: what is wrong
small-bad-ttt-character = η θέση έχει '{ $found }' στο τετράγωνο { $cell }: κάθε τετράγωνο είναι x, o ή . (κενό)
small-bad-ttt-cells = η θέση έχει { $cells } τετράγωνα· η τρίλιζα έχει 9: x, o ή . για το καθένα, γραμμή γραμμή από πάνω αριστερά
small-bad-marks = το x έχει { $xs } σημάδια και το o { $os }: το x παίζει πρώτο και οι παίκτες παίζουν εναλλάξ, άρα το x έχει όσα και το o ή ένα παραπάνω
small-bad-both-three = και το x και το o έχουν τρία στη σειρά: καμία παρτίδα δεν φτάνει εκεί
small-bad-three = το { $side } έχει τρία στη σειρά: η παρτίδα έχει τελειώσει
small-bad-four = το { $side } έχει τέσσερα στη σειρά: η παρτίδα έχει τελειώσει
small-bad-full = ο πίνακας είναι γεμάτος: η παρτίδα έχει τελειώσει (ισοπαλία)
small-bad-no-column = η κίνηση { $number } είναι η στήλη { $column }: οι στήλες είναι 1 έως 7, από αριστερά
small-bad-after-end = η κίνηση { $number } (στήλη { $column }) έρχεται αφού κέρδισε το { $winner }: η παρτίδα είχε τελειώσει
small-bad-column-full = η κίνηση { $number } ρίχνει πούλι στη στήλη { $column }, που είναι γεμάτη (6 πούλια)
small-bad-c4-character = η θέση έχει '{ $found }': ένα τετράγωνο είναι x, o ή . (κενό), μια λίστα στηλών μόνο ψηφία 1 έως 7
small-bad-c4-cells = η θέση έχει { $cells } τετράγωνα· το Connect Four έχει 42: έξι γραμμές των επτά, πρώτα η πάνω γραμμή
small-bad-floats = το πούλι στη στήλη { $column }, γραμμή { $row } από κάτω, αιωρείται: το τετράγωνο από κάτω του είναι κενό
small-bad-discs = το x έχει { $xs } πούλια και το o { $os }: το x παίζει πρώτο και οι παίκτες παίζουν εναλλάξ, άρα το x έχει όσα και το o ή ένα παραπάνω
small-bad-over = η παρτίδα έχει τελειώσει: δεν υπάρχει τίποτα να αναζητηθεί

## Why a drawn tree cannot be searched, and why a comparison's search made no choice
drawn-empty = το δέντρο δεν έχει κινήσεις: η ρίζα χρειάζεται τουλάχιστον ένα παιδί
drawn-no-children = ο κόμβος «{ $node }» δεν έχει ούτε παιδιά ούτε τιμή
drawn-too-deep = το δέντρο έχει βάθος { $depth } ημικινήσεις· επιτρέπονται το πολύ { $max }
drawn-value-out-of-range = το φύλλο «{ $node }» έχει την τιμή { $value }· οι τιμές πρέπει να είναι από -29000 έως 29000
drawn-too-many-children = ο κόμβος «{ $node }» έχει περισσότερα από 255 παιδιά
drawn-probability-count = ο κόμβος τύχης «{ $node }» έχει { $children } παιδιά αλλά { $probabilities } πιθανότητες
drawn-distribution = κόμβος τύχης «{ $node }»: { $reason }
drawn-too-fine = οι πιθανότητες των κόμβων τύχης, πολλαπλασιασμένες προς τα κάτω στο δέντρο, χρειάζονται κοινό παρονομαστή μεγαλύτερο από 1.000.000.000.000· βάλτε λιγότερους κόμβους τύχης τον έναν κάτω από τον άλλο ή απλούστερα κλάσματα
drawn-chance-in-practice = το «{ $node }» είναι κόμβος τύχης· τα δέντρα εξάσκησης δεν έχουν τέτοιους (το expectimax το διδάσκει ένα μάθημα)
chance-not-one = οι πιθανότητες αθροίζουν { $sum }, όχι 1
chance-too-fine = οι πιθανότητες χρειάζονται κοινό παρονομαστή μεγαλύτερο από 1.000.000
compare-no-move = καμία κίνηση

## A Polyglot book file that cannot be used
book-unreadable = { $file }: το βιβλίο δεν μπορεί να διαβαστεί: { $reason }
book-is-folder = είναι φάκελος, όχι αρχείο βιβλίου
book-not-regular = δεν είναι κανονικό αρχείο
book-too-large = { $file }: το αρχείο είναι { $size } MB· το Klados διαβάζει βιβλία το πολύ { $most } MB
book-empty = { $file }: το αρχείο είναι άδειο, άρα δεν είναι βιβλίο Polyglot
book-no-moves = { $file }: καμία από τις { $entries } εγγραφές του δεν έχει κίνηση που μπορεί να υπάρξει σε θέση σκακιού: δεν είναι βιβλίο Polyglot για σκάκι
book-truncated = { $file }: { $bytes } byte δεν είναι ακέραιος αριθμός εγγραφών των 16 byte: το αρχείο είναι κομμένο ή δεν είναι βιβλίο Polyglot
book-out-of-order = { $file }: η εγγραφή { $entry } έρχεται πριν από την από πάνω της (ένα βιβλίο είναι ταξινομημένο κατά κλειδί): το αρχείο έχει φθαρεί ή δεν είναι βιβλίο Polyglot

## A lesson file that could not be loaded (the lesson list's failed files)
lesson-unreadable = { $file }: δεν μπόρεσε να διαβαστεί: { $reason }
lesson-not-a-file = { $file }: δεν είναι κανονικό αρχείο (φάκελος, FIFO ή συσκευή): ένα μάθημα είναι απλό αρχείο
lesson-too-large = { $file }: μεγαλύτερο από 1 MB: ένα αρχείο μαθήματος είναι λίγα kilobyte
lesson-invalid = { $file }:{ $line }:{ $column }: { $field }: { $message }
lesson-invalid-json = { $file }:{ $line }:{ $column }: { $message }

## The find box: why a text names no node of the tree
find-empty = Πληκτρολογήστε μια σειρά κινήσεων (Nf3 e5 Bc4) ή ένα επίπεδο και έναν κόμβο (2:17).
find-no-level = Δεν υπάρχει επίπεδο { $asked }: το δέντρο έχει επίπεδα 0 έως { $last }.
find-no-node = Το επίπεδο { $level } έχει κόμβους 1 έως { $count }: δεν υπάρχει κόμβος { $asked }.
find-no-move-root = Δεν υπάρχει κίνηση { $word } στη θέση που αναζητήθηκε.
find-no-move-after = Δεν υπάρχει κίνηση { $word } μετά από { $line }.
find-not-searched-root = Η { $word } δεν αναζητήθηκε στη θέση που αναζητήθηκε.
find-not-searched-after = Η { $word } δεν αναζητήθηκε μετά από { $line }.

## A PGN game that could not be read (its line:column first), and what was skipped in one that was
pgn-at = { $line }:{ $column }: { $problem }
pgn-no-game = δεν υπάρχει παρτίδα σε αυτό το κείμενο
pgn-malformed-tag = μια ετικέτα γράφεται [Όνομα "τιμή"] σε μία γραμμή
pgn-tag-not-closed = η τιμή της ετικέτας { $tag } δεν κλείνει ποτέ με " στη γραμμή της
pgn-tags-unreadable = οι ετικέτες εδώ δεν διαβάζονται ως ετικέτες PGN
pgn-variant = η παρτίδα είναι «{ $game }»: το Klados παίζει μόνο κανονικό σκάκι
pgn-not-a-result = το «{ $text }» δεν είναι αποτέλεσμα: γράψτε 1-0, 0-1, 1/2-1/2 ή *
pgn-bad-fen = η ετικέτα FEN δεν μπορεί να χρησιμοποιηθεί: { $reason }
pgn-comment-not-closed = ένα σχόλιο που ανοίγει εδώ δεν κλείνει ποτέ
pgn-stray-comment-end = αυτό το {"}"} δεν κλείνει κανένα σχόλιο
pgn-stray-variation-end = αυτή η ) δεν κλείνει καμία παραλλαγή
pgn-variation-not-closed = μια παραλλαγή που ανοίγει εδώ δεν κλείνει ποτέ
pgn-nag-without-number = μετά το $ πρέπει να ακολουθεί αριθμός (ένα NAG όπως $1)
pgn-neither-number-nor-move = το «{ $text }» δεν είναι ούτε αριθμός κίνησης ούτε κίνηση
pgn-not-a-move = το «{ $text }» δεν είναι κίνηση
pgn-unread = το «{ $text }» δεν διαβάστηκε
pgn-moves-unplaced = οι κινήσεις μετά από αυτή δεν μπόρεσαν να τοποθετηθούν
pgn-move = η κίνηση { $number } { $side }, { $move }, { $why }
pgn-for-white = των λευκών
pgn-for-black = των μαύρων
pgn-after-the-end = έρχεται αφού έχει τελειώσει η παρτίδα ({ $outcome })
pgn-ambiguous = είναι διφορούμενη σε εκείνη τη θέση: πείτε ποιο κομμάτι
pgn-illegal = δεν είναι νόμιμη σε εκείνη τη θέση
pgn-refused = δεν μπορεί να παιχτεί: { $reason }
pgn-skipped-variations = { $line }:{ $column }: { $count ->
    [one] μια παραλλαγή ({ $start }) παραλείφθηκε: το Klados παίζει την κύρια γραμμή
   *[other] { $count } παραλλαγές παραλείφθηκαν, η πρώτη εδώ ({ $start }): το Klados παίζει την κύρια γραμμή
}
pgn-skipped-comments = { $line }:{ $column }: { $count ->
    [one] ένα σχόλιο παραλείφθηκε: το Klados κρατά τις κινήσεις
   *[other] { $count } σχόλια παραλείφθηκαν, το πρώτο εδώ: το Klados κρατά τις κινήσεις
}
pgn-skipped-annotations = { $line }:{ $column }: { $count ->
    [one] ένα σημάδι σχολιασμού (όπως !? ή $1) παραλείφθηκε: το Klados κρατά τις κινήσεις
   *[other] { $count } σημάδια σχολιασμού (όπως !? ή $1) παραλείφθηκαν, το πρώτο εδώ: το Klados κρατά τις κινήσεις
}
pgn-result-differs = { $line }:{ $column }: το αποτέλεσμα { $token } διαφέρει από την ετικέτα Result ({ $tag }): το Klados κρατά το { $token }
pgn-more-games = { $line }:{ $column }: το κείμενο συνεχίζει και μετά την πρώτη παρτίδα: το Klados διάβασε μόνο την πρώτη

## A klados-tree/1 file that could not be opened: where in it
tree-file-unreadable = { $file }: { $reason }
tree-file-not-json = γραμμή { $line }, στήλη { $column }: { $reason }
tree-file-node = επίπεδο { $level }, κόμβος { $node }: { $reason }
tree-file-is-folder = είναι φάκελος, όχι αρχείο δέντρου
tree-file-not-regular = δεν είναι κανονικό αρχείο
tree-file-too-large = το αρχείο είναι μεγαλύτερο από { $megabytes } MB, όσο ανοίγει το πολύ το Klados (περίπου 600.000 κόμβοι): γράψτε μια πιο ρηχή αναζήτηση

## h-i44c: why a klados-tree/1 file cannot be opened (the reason after its place; JSON keys stay as the file writes them)
tree-file-json-kind = { $kind ->
        [null] null
        [bool] true ή false
        [number] αριθμός
        [string] κείμενο
        [array] λίστα
        [object] αντικείμενο
       *[nothing] τίποτα
    }
tree-file-json-list = λίστα με { $count ->
        [one] { $count } στοιχείο
       *[other] { $count } στοιχεία
    }
tree-file-json-object = αντικείμενο με { $count ->
        [one] { $count } κλειδί
       *[other] { $count } κλειδιά
    }
tree-file-json-missing = τίποτα (λείπει)
tree-file-not-object = ένα αρχείο klados-tree/1 είναι αντικείμενο JSON, { "{" }"format": "klados-tree/1", "levels": […]{ "}" }, όχι { $found }
tree-file-no-format = αυτό δεν είναι αρχείο klados-tree/1: δεν έχει "format"
tree-file-other-format = αυτό δεν είναι αρχείο klados-tree/1: η μορφή του είναι { $found }
tree-file-fen = fen: { $reason }
tree-file-not-text = το { $key } πρέπει να είναι κείμενο, όχι { $found }
tree-file-problem-not-text = το tree πρέπει να είναι το πρόβλημα ως κείμενο, όπως "[[3, 12, 8], [2, 4, 6]]", όχι { $found }
tree-file-depth = το depth πρέπει να είναι ακέραιος αριθμός ημικινήσεων, το πολύ { $most }, όχι { $found }
tree-file-unknown-algorithm = ο αλγόριθμος "{ $name }" δεν είναι από αυτούς που ξέρει το Klados: minimax, alphabeta, ordered ή mcts
tree-file-unknown-game = το παιχνίδι "{ $name }" δεν είναι από αυτά που ξέρει το Klados: chess, drawn, tictactoe ή connect4
tree-file-game-not-text = το game πρέπει να είναι κείμενο, όπως "tictactoe", όχι { $found }
tree-file-fen-in-game = ένα δέντρο του παιχνιδιού «{ $game }» δίνει τη ρίζα του ως "position", όχι ως "fen"
tree-file-no-position = ένα δέντρο του παιχνιδιού «{ $game }» χρειάζεται το "position" της ρίζας του
tree-file-position = position: { $reason }
tree-file-game-not-here = ένα δέντρο του παιχνιδιού «{ $game }» δεν μπορεί να διαβαστεί εδώ: αυτός ο αναγνώστης ξέρει μόνο δέντρα σκακιού και σχεδιασμένα δέντρα
tree-file-no-levels = το αρχείο δεν έχει "levels": ένα αρχείο klados-tree/1 απαριθμεί τους κόμβους του επίπεδο προς επίπεδο
tree-file-levels-not-list = το levels πρέπει να είναι λίστα επιπέδων, [{ "{" }"nodes": […]{ "}" }, …], όχι { $found }
tree-file-too-many-levels = το αρχείο έχει { $count } επίπεδα: ένα δέντρο που ανοίγει το Klados έχει το πολύ { $most }
tree-file-techniques-not-list = το techniques πρέπει να είναι λίστα ονομάτων, όχι { $found }
tree-file-unknown-technique = η τεχνική { $found } δεν είναι από αυτές που ξέρει το Klados: { $known }
tree-file-mcts-not-graded = ένα δέντρο αναζήτησης δέντρου Monte Carlo δεν βαθμολογείται: τα playout του είναι τυχαίες κινήσεις, οπότε το MCTS ενός άλλου προγράμματος μεγαλώνει άλλο δέντρο από την ίδια θέση και κανένα δέντρο δεν είναι το σωστό (ανοίξτε το αρχείο στο παράθυρο για να το αναπαραγάγετε)
tree-file-cancelled = η ανάγνωση ακυρώθηκε
tree-file-level-not-object = το επίπεδο { $level } πρέπει να είναι αντικείμενο, { "{" }"nodes": […]{ "}" }, όχι { $found }
tree-file-nodes-not-list = επίπεδο { $level }: το nodes πρέπει να είναι λίστα κόμβων, όχι { $found }
tree-file-node-not-object = ένας κόμβος είναι αντικείμενο όπως { "{" }"n": 1, "parent": 0, …{ "}" }, όχι { $found }
tree-file-mcts-node-not-object = ένας κόμβος είναι αντικείμενο, όχι { $found }
tree-file-parent-order = ο γονέας του, { $parent }, έρχεται μετά τα παιδιά του γονέα { $previous }: γράψτε τις κινήσεις κάθε κόμβου μαζί, με τη σειρά που τις ψάξατε, ώστε οι κόμβοι ενός επιπέδου να έρχονται με τη σειρά των γονέων τους
tree-file-the-root = η ρίζα
tree-file-node-of-level = ο κόμβος { $node } του επιπέδου { $level }
tree-file-family-too-large = { $parent }: πάνω από { $most } κινήσεις, ενώ ένας κόμβος σε δέντρο που ανοίγει το Klados έχει το πολύ τόσες (μια θέση σκακιού έχει το πολύ 218)
tree-file-wrong-number = το n είναι { $found }, αλλά είναι ο κόμβος { $n } του επιπέδου του: αριθμήστε τους κόμβους ενός επιπέδου 1, 2, 3 … με τη σειρά
tree-file-unknown-status = η κατάσταση { $found } δεν είναι κάποια από τις searched, checkmate, stalemate, draw, pruned, quiescence, transposition
tree-file-out-of-range = το { $key } { $found } είναι εκτός ορίων: οι τιμές είναι από −{ $mate } έως { $mate } (ματ)
tree-file-not-whole = το { $key } πρέπει να είναι ακέραιος αριθμός, όχι { $found }
tree-file-total-not-number = το total πρέπει να είναι αριθμός, όχι { $found }
tree-file-no-value = είναι { $status } αλλά δεν έχει τιμή: μόνο ένας κλαδεμένος κόμβος δεν έχει
tree-file-re-searched-name = το re_searched αναφέρει { $found }, όχι null_window ή reduction
tree-file-re-searched-not-list = το re_searched πρέπει να είναι λίστα όπως ["null_window"], όχι { $found }
tree-file-mark-number = το { $key } { $found } πρέπει να είναι ακέραιος έως { $most }
tree-file-null-move-name = το null_move { $found } δεν είναι cut ή no_cut
tree-file-aspiration-not-list = aspiration: πρέπει να είναι λίστα προσπαθειών, όχι { $found }
tree-file-aspiration-number = aspiration: το { $key } μιας προσπάθειας πρέπει να είναι ακέραιος
tree-file-aspiration-result = aspiration: το result μιας προσπάθειας πρέπει να είναι fail_low, fail_high ή inside
tree-file-utilities-not-list = το utilities { $found } πρέπει να είναι λίστα ακέραιων αριθμών, ένας για κάθε παίκτη, όπως [1, 2, 6]
tree-file-utilities-players = το utilities έχει { $count } αριθμούς· ένα δέντρο με πλειάδες έχει 3 ή 4 παίκτες, έναν αριθμό για τον καθένα
tree-file-utilities-length = το utilities έχει { $has } αριθμούς, αλλά το δέντρο έχει { $players } παίκτες (το επίπεδο { $level }, κόμβος { $node } έχει { $players }): κάθε κόμβος χρειάζεται μία χρησιμότητα για κάθε παίκτη
tree-file-utilities-missing = δεν έχει utilities, αλλά το δέντρο έχει { $players } παίκτες: δώστε του μια πλειάδα όπως [1, 2, 6]
tree-file-unknown-bound = το όριο { $found } δεν είναι exact, lower ή upper
tree-file-bad-source = η πηγή { $found } πρέπει να είναι το n ενός κόμβου γραμμένου πριν από αυτόν στο επίπεδό του
tree-file-no-source = μια μετάθεση χρειάζεται την πηγή της: το n του κόμβου του επιπέδου της που την έψαξε
tree-file-unknown-ordered-by = το ordered_by { $found } δεν είναι killer ή history
tree-file-bad-probability = η πιθανότητα { $found } πρέπει να είναι κλάσμα όπως "1/6"
tree-file-no-parent = δεν έχει γονέα: δώστε το n του γονέα του στο επίπεδο από πάνω (0 για τη ρίζα)
tree-file-root-parent = ο γονέας { $parent } είναι εκτός ορίων: οι κόμβοι του επιπέδου 0 έχουν γονέα τη ρίζα, το 0
tree-file-parent-out-of-range = ο γονέας { $found } είναι εκτός ορίων: το επίπεδο { $level } έχει { $count } κόμβους, αριθμημένους από το 1
tree-file-name-too-long = το { $key } "{ $name }" έχει μήκος { $count } χαρακτήρες: το όνομα μιας κίνησης έχει το πολύ { $most }
tree-file-name-not-text = το { $key } πρέπει να είναι κείμενο, όχι { $found }
tree-file-uci-without-fen = έχει κίνηση uci, αλλά το αρχείο δεν έχει fen: ένα δέντρο σκακιού χρειάζεται το fen της ρίζας του
tree-file-no-name = δεν έχει { $key }: ονομάστε την κίνησή του
tree-file-source-not-searched = η πηγή { $source } δεν έψαξε τη θέση (είναι κλαδεμένη ή η ίδια μετάθεση)
tree-file-searched-after-pruned = ψάχνεται μετά τον κόμβο { $node }, που είναι κλαδεμένος: το alpha-beta κλαδεύει μόνο τις κινήσεις μετά από μια αποκοπή, οπότε γράψτε τις κλαδεμένες κινήσεις μετά τις ψαγμένες
tree-file-leaf-with-children = είναι { $status } αλλά έχει παιδιά στο επίπεδο { $level }: μόνο ένας ψαγμένος κόμβος έχει παιδιά
tree-file-too-many-children = έχει πάνω από { $most } κινήσεις, όσες το πολύ μπορεί να έχει ένας κόμβος
tree-file-no-memory = δεν υπάρχει μνήμη για αυτό το δέντρο
tree-file-not-uci = το "{ $name }" δεν είναι κίνηση σε συμβολισμό UCI (όπως e2e4)
tree-file-illegal-move = η { $name } δεν είναι νόμιμη στη θέση της ({ $fen })
tree-file-no-mcts-settings = το mcts πρέπει να δίνει τις ρυθμίσεις της αναζήτησης, { "{" }"iterations": 1000, "exploration": 1.41, "seed": 0, …{ "}" }, όχι { $found }
tree-file-mcts-setting = mcts: το { $key } πρέπει να είναι { $rule }, όχι { $found }
tree-file-rule-iterations = ακέραιος αριθμός από 1 έως { $most }
tree-file-rule-exploration = αριθμός από 0 έως { $most }
tree-file-rule-seed = ακέραιος αριθμός από 0 και πάνω
tree-file-rule-outcome = "utility" ή "sign"
tree-file-rule-playout-depth = ακέραιος αριθμός κινήσεων από 0 έως { $most }
tree-file-no-problem = το MCTS ενός αφηρημένου δέντρου αναπαράγεται από το πρόβλημά του, και το αρχείο δεν έχει "tree" (το γράφει η εντολή klados tree … --algorithm mcts --format json)
tree-file-search-again = η αναζήτηση ξανά από τις ρυθμίσεις του αρχείου: { $reason }
tree-file-not-grown = το αρχείο δεν είναι το δέντρο που μεγαλώνει η αναζήτηση δέντρου Monte Carlo του Klados από τις ρυθμίσεις του ({ $place }): το Klados αναπαράγει τα δικά του δέντρα MCTS, μεγαλωμένα ξανά από τον σπόρο τους
tree-file-grown-levels = { $file } επίπεδα στο αρχείο, { $grown } στο νέο δέντρο
tree-file-grown-nodes = το επίπεδο { $level } έχει { $file } κόμβους στο αρχείο, { $grown } στο νέο δέντρο
tree-file-grown-node = επίπεδο { $level }, κόμβος { $node }: { $grown } όταν μεγαλώνει ξανά
tree-file-grown-move = η κίνηση { $name }, παιδί του κόμβου { $parent }
tree-file-grown-iteration = δημιουργήθηκε στην επανάληψη { $iteration }
tree-file-mate = το mate πρέπει να είναι { "{" }"value": ακέραιος αριθμός από { $least } έως { $most }, "minus_plies": true ή false{ "}" }, όπως { "{" }"value": 10000, "minus_plies": false{ "}" }
small-move-parent-not-position = ο γονέας του δεν είναι θέση του παιχνιδιού
small-move-not-cell = το "{ $name }" δεν είναι τετράγωνο της τρίλιζας: 1 έως 9, γραμμή προς γραμμή από πάνω αριστερά
small-move-ttt-over = το παιχνίδι έχει τελειώσει στον γονέα του ({ $position }): δεν ακολουθεί κίνηση
small-move-cell-taken = το τετράγωνο { $cell } είναι πιασμένο στον γονέα του ({ $position })
small-move-not-column = το "{ $name }" δεν είναι στήλη του Connect Four: 1 έως 7, από αριστερά
small-move-c4-over = το παιχνίδι έχει τελειώσει στον γονέα του: δεν ακολουθεί κίνηση
small-move-column-full = η στήλη { $column } είναι γεμάτη στον γονέα του
fen-dropped-castling = το δικαίωμα ροκέ { $letter } αφαιρέθηκε: { $reason }
fen-dropped-no-rook = δεν υπάρχει πύργος στο { $square }
fen-dropped-king-away = ο { $color ->
        [white] λευκός
       *[black] μαύρος
    } βασιλιάς δεν είναι στο { $square }
fen-dropped-not-allowed = ο βασιλιάς και ο πύργος δεν το επιτρέπουν
grade-cause-cuts-past-equal = η αποκοπή περιμένει α > β
grade-advice-cuts-past-equal = το alpha-beta κόβει μόλις α ≥ β
grade-cause-min-keeps-beta = το β δεν μειώνεται ποτέ
grade-advice-min-keeps-beta = ο MIN μειώνει το β στη μικρότερη τιμή που έχει βρει
grade-cause-max-keeps-alpha = το α δεν αυξάνεται ποτέ
grade-advice-max-keeps-alpha = ο MAX αυξάνει το α στη μεγαλύτερη τιμή που έχει βρει
grade-cause-window-not-passed = τα α και β δεν περνούν προς τα κάτω
grade-advice-window-not-passed = οι κινήσεις ενός κόμβου ξεκινούν από τα δικά του α και β, όχι από −∞ και +∞
grade-hint-or = { $first } ή { $rest }
grade-hint-and = { $first }· { $rest }
grade-hint-at-root = στη ρίζα
grade-hint-at-node = στο { $node }
grade-hint-goes-on = { $at }, η αναζήτησή σας συνεχίζει στο { $child }, όπου α = { $alpha } { $relation } β = { $beta }
grade-hint-prunes = { $at }, η αναζήτησή σας κλαδεύει το { $child }, όπου α = { $alpha } { $relation } β = { $beta }
grade-hint-never-cuts = Υπόδειξη: η αναζήτησή σας δεν κάνει ποτέ αποκοπή, ενώ το alpha-beta κάνει ({ $at }).
grade-hint-never-cuts-perhaps = Υπόδειξη: η αναζήτησή σας δεν κάνει ποτέ αποκοπή, ενώ το alpha-beta κάνει ({ $at }): ίσως { $causes }.
grade-hint-mistakes = Υπόδειξη: { $causes } ({ $at }): { $advice }.
grade-place-not-in-tree = επίπεδο { $level }, όχι στο δέντρο σας ({ $name })
grade-hint-wrong-side = Υπόδειξη: η αναζήτησή σας δίνει τις κινήσεις στη λάθος πλευρά: στο { $place }, ο { $mover } παίζει { $name }, αλλά το δέντρο σας το βαθμολογεί ως νίκη του { $waiting }. Το x παίζει πρώτο και μετά οι πλευρές παίζουν εναλλάξ: παίζει το x όταν και οι δύο έχουν τόσα { $pieces ->
        [discs] πούλια
       *[marks] σημάδια
    } στο ταμπλό, και το o όταν το x έχει ένα παραπάνω.

## h-i45-maxn: three players
drawn-utility-count = το φύλλο «{ $node }» έχει { $count } χρησιμότητες, αλλά το δέντρο έχει { $players } παίκτες: κάθε φύλλο χρειάζεται μία χρησιμότητα για κάθε παίκτη
drawn-player-count = το φύλλο «{ $node }» έχει { $count } χρησιμότητες· ένα δέντρο με πλειάδες έχει 3 ή 4 παίκτες (για δύο παίκτες αρκεί μία τιμή σε κάθε φύλλο)
drawn-mixed-leaves = το φύλλο «{ $node }» έχει μία τιμή, αλλά το πρώτο φύλλο του δέντρου έχει πλειάδα χρησιμοτήτων: δώστε πλειάδα σε κάθε φύλλο
drawn-two-sides-only = το φύλλο «{ $node }» έχει πλειάδα χρησιμοτήτων: μόνο το max^n ψάχνει δέντρο τριών ή περισσότερων παικτών
drawn-chance-with-players = το «{ $node }» είναι κόμβος τύχης· ένα δέντρο τριών ή περισσότερων παικτών δεν έχει τέτοιους εδώ
drawn-pruning-with-players = το άλφα-βήτα δεν εφαρμόζεται σε { $players } παίκτες: οι αποκοπές του προϋποθέτουν ότι ό,τι κερδίζει ο ένας το χάνει ο άλλος, κάτι που δεν ισχύει όταν τρεις ή περισσότεροι παίκτες θέλουν ο καθένας τη δική του χρησιμότητα· αυτό το δέντρο το ψάχνει το max^n (διαλέξτε minimax)
narr-maxn-start = Η ρίζα: παίζει ο παίκτης A. { $players } παίκτες παίζουν με τη σειρά ανά επίπεδο (ο A στη ρίζα, μετά ο B, ο C, …), και κάθε φύλλο κρατά μια πλειάδα, μία χρησιμότητα για κάθε παίκτη. Αυτό είναι το max^n: κάθε παίκτης παίρνει το παιδί του οποίου η πλειάδα είναι καλύτερη για τον ίδιο, κοιτάζοντας μόνο τη δική του συνιστώσα.
narr-maxn-reveal = Επίπεδο { $level } (NodesAnalysis{ $level }): { $count } θέσεις, από τις κινήσεις του παίκτη { $player }.
narr-maxn-compare-first = Το { $child } είναι το πρώτο παιδί ({ $target }): η πλειάδα του { $tuple } είναι η καλύτερη ως τώρα για τον παίκτη { $player }, που παίρνει εκεί { $own }.
narr-maxn-compare-better = Ο παίκτης { $player } παίρνει { $own } από το { $child } { $tuple }, περισσότερα από το καλύτερο ως τώρα, { $best }: { $target } — τώρα { $tuple }.
narr-maxn-compare-worse = Ο παίκτης { $player } παίρνει { $own } από το { $child } { $tuple }, όχι περισσότερα από το { $best }: { $target } — μένει { $best }.
narr-maxn-compare-tie = Ο παίκτης { $player } παίρνει { $own } από το { $child } { $tuple }, όσα και από το { $best }: σε ισοπαλία μένει το πρώτο παιδί, οπότε { $target } — μένει { $best }.
narr-maxn-takes = { $target } παίρνει, από τα { $count } παιδιά του, την πλειάδα που είναι καλύτερη για τον παίκτη { $player } με βάση τη δική του συνιστώσα: { $tuple }.
narr-maxn-backing-up = Οι πλειάδες του επιπέδου { $level } ανεβαίνουν → { $into }: εκεί παίζει ο παίκτης { $player } και παίρνει, σε κάθε θέση, το παιδί του οποίου η πλειάδα έχει τη μεγαλύτερη συνιστώσα του { $player }· ανεβαίνει ολόκληρη η πλειάδα.
narr-maxn-return = Το { $node } επιστρέφει { $tuple } → { $parent }, όπου διαλέγει ο παίκτης { $player } με βάση το δικό του μερίδιο: { $own }.
narr-maxn-choice = Η ρίζα (ο παίκτης A) διαλέγει { $move }: η πλειάδα της ρίζας είναι { $tuple }, η απάντηση του max^n. Αναμενόμενη γραμμή: { $line }.

## h-i44d: grade and lesson checks
grade-depth-not-problem = το αρχείο λέει βάθος { $depth }, αλλά το πρόβλημα έχει βάθος { $plies ->
        [one] { $plies } ημικίνηση
       *[other] { $plies } ημικινήσεις
    }
grade-backup = { $name }: ο { $side } παίρνει τη { $side ->
        [MAX] μεγαλύτερη
       *[MIN] μικρότερη
    } από τις { $values }{ $pruned }: { $best }, όχι { $yours }{ $bound }
grade-backup-pruned = { " " }(κλαδεμένα: { $names })
grade-backup-bound-alpha = { " " }(ως όριο, κάθε τιμή από { $best } έως α = { $alpha } είναι σωστή)
grade-backup-bound-beta = { " " }(ως όριο, κάθε τιμή από β = { $beta } έως { $best } είναι σωστή)
grade-draw-rule = { $rule ->
        [fifty] τον κανόνα των πενήντα κινήσεων
        [material] ανεπαρκές υλικό
        [rule] κανόνα
       *[repetition] επανάληψη
    }
grade-leaf-score = { $name }: η τιμή ενός φύλλου είναι η βαθμολογία του, { $score }, όχι { $yours } (και οι δύο από τη σκοπιά { $view ->
        [white] των Λευκών
       *[max] του MAX
    })
grade-marked-but = το { $name } σημειώνεται ως { $status ->
        [checkmate] ματ
        [stalemate] πατ
       *[draw] ισοπαλία
    }, αλλά { $truth }
grade-has-moves = τα { $side } έχουν { $moves ->
        [one] { $moves } νόμιμη κίνηση
       *[other] { $moves } νόμιμες κινήσεις
    }
grade-not-in-check = τα { $side } δεν είναι σε σαχ: είναι πατ
grade-it-is-checkmate = είναι ματ
grade-no-draw-rule = κανένας κανόνας δεν τελειώνει την παρτίδα εδώ (ούτε ανεπαρκές υλικό, ούτε ο κανόνας των πενήντα κινήσεων, ούτε επανάληψη)
grade-checkmate-worth = το { $name } είναι ματ: με ματ που αξίζει { $mate }, η τιμή του είναι { $right }, όχι { $yours }
grade-stalemate-worth = το { $name } είναι πατ: η τιμή του είναι 0, όχι { $yours }
grade-draw-worth = το { $name } είναι ισοπαλία λόγω { $rule }: η τιμή του είναι 0, όχι { $yours }
grade-stops-early = { $name }: η αναζήτησή σας σταματά εδώ, { $plies ->
        [one] { $plies } ημικίνηση
       *[other] { $plies } ημικινήσεις
    } από τη ρίζα, ενώ η παρτίδα συνεχίζεται και το βάθος είναι { $depth ->
        [one] { $depth } ημικίνηση
       *[other] { $depth } ημικινήσεις
    }
grade-bound = { $kind ->
        [least] τουλάχιστον { $value }
        [most] το πολύ { $value }
       *[exact] { $value }
    }
grade-order = { $what }{ $more ->
        [0] {""}
        [one] { " " }(και σε 1 ακόμη κόμβο)
       *[other] { " " }(και σε { $more } ακόμη κόμβους)
    }. { $rule }
grade-order-problem = { $node }: οι κινήσεις έρχονται με άλλη σειρά: η δική σας { $yours }· του προβλήματος { $problems }
grade-order-problem-rule = Η σειρά του προβλήματος, από αριστερά προς τα δεξιά, είναι μέρος του προβλήματος· το { $algorithm } κλαδεύει ανάλογα με τη σειρά, οπότε η αναζήτησή σας βαθμολογείται με τη δική σας σειρά
grade-order-captures = { $node }: οι κινήσεις δεν παίρνουν πρώτα υλικό: η δική σας δοκιμάζει το { $quiet } πριν από το { $capture }
grade-order-captures-rule = Το άλφα-βήτα με διάταξη δοκιμάζει τις αιχμαλωσίες και τις προαγωγές πριν από τις άλλες κινήσεις (με οποιαδήποτε σειρά μεταξύ τους)· η αναζήτησή σας βαθμολογείται με τη δική σας σειρά
grade-iterative-first = το δέντρο λέει επαναληπτική εκβάθυνση, αλλά η ρίζα δοκιμάζει πρώτα το { $first }, που η αναζήτηση σε { $plies ->
        [one] { $plies } ημικίνηση
       *[other] { $plies } ημικινήσεις
    } δεν επιλέγει: το { $better } είναι καλύτερο εκεί ({ $worth } έναντι { $against }). Η επαναληπτική εκβάθυνση δοκιμάζει πρώτα την καλύτερη κίνηση της προηγούμενης επανάληψης
grade-between = μεταξύ { $low } και { $high }
grade-root-value = η τιμή της ρίζας είναι { $right }, όχι { $yours }
grade-not-a-root-move = το { $name } δεν είναι κίνηση της ρίζας
grade-best-move = η καλύτερη κίνηση είναι η { $best } (τιμή { $value }), όχι η { $chosen }, που αξίζει { $worth }
grade-surely-better = η { $chosen } δεν είναι η καλύτερη κίνηση: η { $better } είναι σίγουρα καλύτερη ({ $side ->
        [MAX] τουλάχιστον { $theirs } έναντι το πολύ { $mine }
       *[MIN] το πολύ { $theirs } έναντι τουλάχιστον { $mine }
    })
grade-missing-must-search = λείπει το { $name }: το { $algorithm } πρέπει να το εξετάσει (οι τιμές σας αφήνουν α = { $alpha } < β = { $beta } όταν έρχεται η σειρά του)
grade-missing-minimax = λείπει το { $name }: το minimax εξετάζει κάθε κίνηση
grade-not-a-problem-move = το { $name } δεν είναι κίνηση του προβλήματος εδώ
grade-not-tried = το { $name } είναι νόμιμο, αλλά η αναζήτηση του Klados δεν το δοκιμάζει εδώ
grade-pruned-after-missing = το { $name } κλαδεύεται, όπως γίνεται αν { $count ->
        [one] το { $missing }, που λείπει από το δέντρο σας, εξεταστεί πριν από αυτό (το { $missing } αξίζει { $values }
       *[other] τα { $missing }, που λείπουν από το δέντρο σας, εξεταστούν πριν από αυτό (αξίζουν { $values }
    }, άρα α = { $alpha } ≥ β = { $beta }): αυτό προκύπτει από την κίνηση που λείπει
grade-searched-but-pruned = το { $name } εξετάζεται, αλλά το { $algorithm } το κλαδεύει: όταν έρχεται η σειρά του α = { $alpha } ≥ β = { $beta }, οπότε ό,τι βρει δεν μπορεί να αλλάξει την επιλογή από πάνω του
grade-pruned-but-searched = το { $name } κλαδεύεται, αλλά το { $algorithm } πρέπει να το εξετάσει: όταν έρχεται η σειρά του α = { $alpha } < β = { $beta }
grade-searched-follows = το { $name } εξετάζεται, όπως λένε οι τιμές σας πριν από αυτό (α = { $alpha } < β = { $beta }), αλλά με τις σωστές τιμές το { $algorithm } το κλαδεύει: αυτό προκύπτει από λάθος τιμές αλλού
grade-pruned-follows = το { $name } κλαδεύεται, όπως λένε οι τιμές σας πριν από αυτό (α = { $alpha } ≥ β = { $beta }), αλλά με τις σωστές τιμές το { $algorithm } το εξετάζει: αυτό προκύπτει από λάθος τιμές αλλού
grade-the-depth = το βάθος, { $plies ->
        [one] { $plies } ημικίνηση
       *[other] { $plies } ημικινήσεις
    }
grade-klados-ends = { $name }: το δέντρο του Klados τελειώνει εδώ ({ $why }), αλλά το δικό σας συνεχίζει την αναζήτηση
grade-yours-stops = { $name }: η αναζήτησή σας σταματά εδώ, αλλά ο Klados συνεχίζει πιο κάτω
grade-value-follows = { $name }: { $right }, όχι { $yours }: αυτό προκύπτει από λάθος τιμές αλλού
grade-won-by = νίκη του { $side }
grade-board-full = ισοπαλία (ο πίνακας γέμισε)
grade-draw-by = ισοπαλία λόγω { $rule }
grade-ends-worth = το { $name } είναι { $end }: η τιμή του είναι { $right }, όχι { $yours }
grade-leaf-problem = το { $name } είναι φύλλο που αξίζει { $right } στο πρόβλημα, όχι { $yours }
grade-leaf-evaluation = { $name }: η αποτίμηση του Klados για αυτή τη θέση είναι { $right }, όχι { $yours }
grade-leaf-value = { $name }: η τιμή του είναι { $right }, όχι { $yours }
grade-how-none-listed = καμία κίνηση που αναφέρει το δέντρο σας δεν τη δίνει
grade-how-best-listed = η καλύτερη από τις κινήσεις που αναφέρει το δέντρο σας για τον { $side } είναι { $best }
grade-how-wins = ο { $side } κερδίζει με αυτήν
grade-how-fills = γεμίζει τον πίνακα: ισοπαλία
grade-missing-value-from = λείπει το { $missing }: η τιμή του { $name }, { $value }, προέρχεται από αυτό ({ $how }), αλλά το δέντρο σας δεν το αναφέρει
grade-truth-won = ο { $side } έχει κερδίσει
grade-truth-full = ο πίνακας γέμισε χωρίς γραμμή: ισοπαλία
grade-truth-goes-on = κανείς δεν έχει κερδίσει και ο πίνακας δεν είναι γεμάτος: η παρτίδα συνεχίζεται
grade-marked-won-but = το { $name } σημειώνεται ως ματ (κερδισμένη παρτίδα), αλλά { $truth }
grade-marked-draw-but = το { $name } σημειώνεται ως ισοπαλία, αλλά { $truth }
grade-marked-won-wrong-side = το { $name } σημειώνεται ως ματ (κερδισμένη παρτίδα), αλλά εδώ παίζει το { $name } ο { $mover }, όχι ο { $waiting }, και κανείς δεν έχει κερδίσει: η παρτίδα συνεχίζεται (ο { $waiting } θα είχε κερδίσει με το { $name })
grade-win-worth = το { $name } κερδίζει για τον { $mover }: με νίκη που αξίζει { $win } για τον MAX (το αντίθετό της για τον MIN), η τιμή του είναι { $right }, όχι { $yours }
grade-full-draw-worth = το { $name } είναι ισοπαλία (ο πίνακας γέμισε): η τιμή του είναι 0, όχι { $yours }
grade-error-game = ένα δέντρο { $game } δεν βαθμολογείται εδώ
grade-error-file-tree = το "tree" του αρχείου: στήλη { $column }: { $message }
grade-error-no-problem = ένα αφηρημένο δέντρο βαθμολογείται απέναντι στο πρόβλημά του: δώστε το με --tree '[[3, 12, 8], …]' ή ως "tree" μέσα στο αρχείο
grade-error-problem = το πρόβλημα: { $reason }
grade-error-root-over = η παρτίδα έχει ήδη τελειώσει στη θέση της ρίζας: δεν υπάρχει τίποτα να αναζητηθεί
grade-error-in-game = { " " }στο { $game }
grade-error-too-deep = το βάθος { $depth } είναι μεγαλύτερο από όσο αναζητά ο Klados{ $game } (1 έως { $most })
grade-error-mcts = ένα αρχείο αναζήτησης δέντρου Monte Carlo δεν βαθμολογείται
lesson-error-unread = το μάθημα δεν μπόρεσε να διαβαστεί

## h-i45-mk: technique marks
legend-null-window = { $badge } ερευνήθηκε με μηδενικό παράθυρο
legend-null-window-short = { $badge } μηδενικό παράθυρο
legend-null-window-hint = Η αναζήτηση κύριας παραλλαγής ρώτησε αυτή την κίνηση μόνο αν είναι καλύτερη από την καλύτερη ως τώρα, με μηδενικό παράθυρο (α, α+1): φθηνότερο από το να ρωτήσει πόσο. Αν η απάντηση ήταν ναι, η κίνηση ερευνήθηκε ξανά (Ξ).
legend-reduced = { $badge } ερευνήθηκε { $plies ->
        [one] μία ημικίνηση
       *[other] { $plies } ημικινήσεις
    } ρηχότερα
legend-reduced-short = { $badge } μειωμένη
legend-reduced-hint = Μειώσεις όψιμων κινήσεων: μια όψιμη ήσυχη κίνηση, που εκτιμήθηκε ως κακή, ερευνήθηκε { $plies ->
        [one] μία ημικίνηση
       *[other] { $plies } ημικινήσεις
    } ρηχότερα από το βάθος. Αν παρ' όλα αυτά είχε ξεπεράσει την καλύτερη ως τώρα, θα ερευνιόταν ξανά σε όλο το βάθος (Ξ).
legend-re-searched = { $badge } ερευνήθηκε ξανά
legend-re-searched-short = { $badge } ξαναερευνήθηκε
legend-re-searched-hint = Μια πρώτη, φθηνότερη αναζήτηση (με μηδενικό παράθυρο ή μία ημικίνηση ρηχότερα) έδειξε ότι αυτή η κίνηση είναι καλύτερη από την καλύτερη ως τώρα, οπότε ερευνήθηκε ξανά με ολόκληρο το παράθυρο σε όλο το βάθος. Οι κόμβοι της πρώτης αναζήτησης πετάχτηκαν: μετρούν στους κόμβους της αναζήτησης, αλλά δεν βρίσκονται στους πίνακες κόμβων.
legend-null-move = { $badge } δοκιμάστηκε μηδενική κίνηση (πάσο)
legend-null-move-short = { $badge } μηδενική κίνηση
legend-null-move-hint = Κλάδεμα μηδενικής κίνησης: η πλευρά που παίζει πάσαρε εδώ. Αν ακόμη και τότε η άλλη πλευρά δεν μπορούσε να φέρει την τιμή πίσω μέσα στο παράθυρο, ο κόμβος αποκόπηκε χωρίς να ερευνηθούν οι κινήσεις του (λάθος σε τσουγκσβανγκ)· αλλιώς οι κινήσεις του ερευνήθηκαν κανονικά. Περάστε το ποντίκι πάνω από τον κόμβο για να δείτε ποιο από τα δύο έγινε.
table-status-techniques = Ό,τι έκαναν οι τεχνικές σε έναν κόμβο γράφεται μετά την κατάστασή του· η όψη δέντρου βάζει ένα σήμα στη γωνία του κόμβου (ένα σε κάθε κόμβο· περάστε το ποντίκι από πάνω του για να τα δείτε όλα):
toolbar-two-players-only = Το δέντρο αυτού του μαθήματος έχει { $players } παίκτες: το άλφα-βήτα, το άλφα-βήτα με διάταξη και η αναζήτηση δέντρου Monte Carlo είναι για δύο παίκτες, όπου ό,τι κερδίζει ο ένας το χάνει ο άλλος. Το minimax σε δέντρο με πλειάδες είναι το max^n.
toolbar-two-players-only-item = Όχι για { $players } παίκτες: οι αποκοπές του προϋποθέτουν ότι ό,τι κερδίζει ο ένας παίκτης το χάνει ο άλλος. Αυτό το δέντρο το ψάχνει το max^n (διαλέξτε minimax).

## h-i45-cp: code pane techniques
code-act-call-later = Μια επόμενη κίνηση ερευνάται χωριστά από την πρώτη
code-act-null-window = Μια επόμενη κίνηση ερωτάται με μηδενικό παράθυρο: είναι καλύτερη από την καλύτερη ως τώρα;
code-act-null-window-kept = Μια επόμενη κίνηση ερωτάται με μηδενικό παράθυρο, α { $alpha } … β { $beta }: μόνο αν είναι καλύτερη από την καλύτερη ως τώρα, όχι πόσο
code-act-reduce = Μια όψιμη ήσυχη κίνηση ερευνάται ρηχότερα από το βάθος
code-act-reduce-kept = Μια όψιμη ήσυχη κίνηση ερευνάται ρηχότερα: μείωση κατά { $plies ->
    [one] { $plies } ημικίνηση
   *[other] { $plies } ημικινήσεις
}
code-act-re-search-null-window = Νέα αναζήτηση: η τιμή βγήκε πάνω από το μηδενικό παράθυρο, οπότε η κίνηση ερευνάται ξανά με όλο το παράθυρο
code-act-re-search-null-window-kept = Νέα αναζήτηση: η τιμή βγήκε πάνω από το μηδενικό παράθυρο (η κίνηση ξεπερνά την καλύτερη ως τώρα), οπότε ερευνάται ξανά με όλο το παράθυρο, α { $alpha } … β { $beta } ({ $nodes } κόμβοι της πρώτης αναζήτησης πετάχτηκαν)
code-act-re-search-reduction = Νέα αναζήτηση: η ρηχότερη αναζήτηση ξεπέρασε την καλύτερη ως τώρα, οπότε η κίνηση ερευνάται ξανά σε όλο το βάθος
code-act-re-search-reduction-kept = Νέα αναζήτηση: η ρηχότερη αναζήτηση είπε ότι η κίνηση ξεπερνά την καλύτερη ως τώρα, οπότε ερευνάται ξανά σε όλο το βάθος ({ $nodes } κόμβοι πετάχτηκαν)
code-act-null-move-cut = Μηδενική κίνηση: ακόμη και μετά από πάσο η πλευρά που παίζει τα πάει υπερβολικά καλά, οπότε ο κόμβος αποκόπτεται
code-act-null-move-cut-kept = Μηδενική κίνηση: ακόμη και μετά από πάσο η πλευρά που παίζει τα πάει υπερβολικά καλά ({ $value }), οπότε ο κόμβος αποκόπτεται χωρίς να ερευνηθούν οι κινήσεις του ({ $nodes } κόμβοι της αναζήτησης του πάσου πετάχτηκαν)
code-act-aspiration = Παράθυρα προσδοκίας: η ρίζα ερευνάται μέσα σε ένα παράθυρο γύρω από μια εκτίμηση της τιμής της
code-act-aspiration-kept = Παράθυρα προσδοκίας: η ρίζα ερευνάται μέσα στο α { $alpha } … β { $beta } (προσπάθεια { $tries }){ $failed }
code-aspiration-failed = · πριν από αυτή { $attempts }, και η ρίζα ερευνήθηκε ξανά με το παράθυρο πλατύτερο από εκείνη την πλευρά
aspiration-attempt-low = α { $alpha } … β { $beta }: η τιμή βγήκε κάτω από το παράθυρο ({ $nodes } κόμβοι)
aspiration-attempt-high = α { $alpha } … β { $beta }: η τιμή βγήκε πάνω από το παράθυρο ({ $nodes } κόμβοι)
aspiration-attempt-inside = α { $alpha } … β { $beta }: η τιμή έπεσε μέσα ({ $nodes } κόμβοι, κρατήθηκαν)
narr-aspiration = Τα παράθυρα προσδοκίας ερεύνησαν τη ρίζα { $tries ->
    [one] μία φορά
   *[other] { $tries } φορές
}: { $attempts }. Όπου η τιμή έπεσε έξω, το παράθυρο πλάτυνε από εκείνη την πλευρά και η ρίζα ερευνήθηκε ξανά· οι πίνακες κρατούν την τελευταία αναζήτηση.
summary-aspiration = Παράθυρα προσδοκίας, { $tries ->
    [one] { $tries } αναζήτηση
   *[other] { $tries } αναζητήσεις
} της ρίζας: { $attempts }
code-c-first-guess = η πρώτη εκτίμηση
code-c-values-swing = οι τιμές αλλάζουν μεταξύ μονού και ζυγού βάθους
code-c-aspiration = παράθυρα προσδοκίας
code-c-failed-low = βγήκε κάτω: η αλήθεια είναι πιο χαμηλά
code-c-wider = 4 DELTA, μετά -INF
code-c-failed-high = βγήκε πάνω: η αλήθεια είναι πιο ψηλά
code-c-inside = μέσα: η αληθινή τιμή
code-c-later-move = κίνηση i > 0
code-c-null-window = MAX (alpha, alpha+1), MIN (beta-1, beta)
code-c-late-quiet = από την 4η κίνηση, με 3 ημικινήσεις βάθος
code-c-full-depth = σε όλο το βάθος
code-c-null-window-failed-high = η τιμή βγήκε πάνω από το μηδενικό παράθυρο
code-c-whole-window = όλο το παράθυρο
code-c-may-pass = όχι σε σαχ, όχι μόνο βασιλιάς και πιόνια
code-c-null-move-r = R = 2
code-c-null-move-cut = αποκοπή: υπερβολικά καλά ακόμη και μετά από πάσο
code-c-first-move = η πρώτη κίνηση: όλο το παράθυρο

## h-i44-lp: lesson checker problems
lesson-problem-not-utf8 = το αρχείο δεν είναι κείμενο UTF-8 (byte { $byte }): αποθηκεύστε το ως UTF-8
lesson-problem-id-used = το id "{ $id }" χρησιμοποιείται ήδη από το { $file }
lesson-problem-format = το format πρέπει να είναι "{ $format }", όχι "{ $written }"
lesson-problem-empty = το πεδίο { $field } είναι κενό
lesson-problem-tree-depth = το δέντρο έχει βάθος { $height } ημικινήσεις· παραλείψτε το βάθος ή κάντε το { $height }
lesson-problem-depth = το βάθος πρέπει να είναι από 1 έως { $limit } ημικινήσεις{ $game }, όχι { $depth }
lesson-problem-in-game = { " " }στο παιχνίδι { $game }
lesson-problem-no-depth = μια θέση χρειάζεται βάθος αναζήτησης (1 έως { $limit } ημικινήσεις)
lesson-problem-no-steps = ένα μάθημα χρειάζεται τουλάχιστον ένα βήμα
lesson-problem-sweep-tree = μόνο μια θέση σκακιού αναζητείται σε άλλα βάθη: ένα δέντρο έχει ένα μόνο βάθος
lesson-problem-sweep-no-depths = δώστε τα βάθη της αναζήτησης, π.χ. [1, 2, 3, 4]
lesson-problem-step-silent = το βήμα δεν λέει τίποτα
lesson-problem-iteration-no-level = μια επανάληψη και μια φάση δεν παίρνουν "level" ούτε "node"
lesson-problem-depth-first-place = το { $place } είναι σημείο μιας αναπαραγωγής κατά βάθος: ένα μάθημα Monte Carlo στέκεται στο "start", στο "end" ή σε μια επανάληψη και μια φάση, π.χ. { "{" } "iteration": 3, "phase": "select" { "}" }
lesson-problem-predict-empty = μια πρόβλεψη χρειάζεται ερώτηση και απάντηση
lesson-problem-node-path = δώστε τις κινήσεις από τη ρίζα ως τον κόμβο, το πολύ μία ανά επίπεδο
lesson-problem-picture-tree = μια εικόνα παίρνει τη θέση της σκακιέρας του μαθήματος: ένα μάθημα με δέντρο δεν έχει σκακιέρα
lesson-problem-code-mcts = το πλαίσιο Κώδικα δείχνει τις αναζητήσεις κατά βάθος: ένα μάθημα Monte Carlo δεν μπορεί να δείξει μέσα του
lesson-problem-picture-mcts = η εικόνα με τα μεγέθη των επιπέδων ακολουθεί μια αναπαραγωγή κατά βάθος, όχι του MCTS
lesson-problem-level-beyond = το επίπεδο { $level } είναι πέρα από την αναζήτηση: μια αναζήτηση βάθους { $depth } έχει επίπεδα 0 έως { $last }
lesson-problem-level-beyond-quiescence = το επίπεδο { $level } είναι πέρα από την αναζήτηση: μια αναζήτηση βάθους { $depth } έχει επίπεδα 0 έως { $last } μαζί με την αναζήτηση ηρεμίας
lesson-problem-at-level = τα "revealed" και "backed_up" χρειάζονται "level" και όχι "node"
lesson-problem-at-node = τα "entered" και "returned" χρειάζονται "node" και όχι "level"
lesson-problem-at-bare = τα "start" και "end" δεν παίρνουν "level" ούτε "node"
lesson-problem-no-marker = το "{ $marker }" δεν σημαδεύει καμία γραμμή· οι σημάνσεις είναι { $markers }
lesson-problem-note-empty = η σημείωση είναι κενή: παραλείψτε την ή γράψτε κάτι
lesson-problem-techniques-tree = η αναζήτηση ηρεμίας, η επαναληπτική εκβάθυνση και ο πίνακας μεταθέσεων χρειάζονται θέση σκακιού: ένα δέντρο δεν έχει αιχμαλωσίες, ούτε αξιολόγηση των εσωτερικών κόμβων του, ούτε μεταθέσεις
lesson-problem-techniques-game = η αναζήτηση ηρεμίας και η επαναληπτική εκβάθυνση είναι του σκακιού: το παιχνίδι { $game } δεν έχει αιχμαλωσίες και η αναζήτησή του φτάνει στο βάθος της με μιας· μπορεί να χρησιμοποιήσει τον πίνακα μεταθέσεων ("transpositions": true)
lesson-problem-claim-empty = ο ισχυρισμός δεν δηλώνει τίποτα για έλεγχο
lesson-problem-node-mcts-facts = το "node" πάει μαζί με "visits", "total", "mean", "ucb" ή "chooses"
lesson-problem-mcts-facts-node = τα "visits", "total", "mean" και "ucb" αφορούν έναν κόμβο: ονομάστε τον με το "node" ([] είναι η ρίζα)
lesson-problem-mcts-has-no = το MCTS δεν έχει "{ $name }": δηλώστε N, W, W/N ή UCB, ή συγκρίνετε με μια αναζήτηση κατά βάθος ("with": { "{" } "algorithm": "alphabeta" { "}" })
lesson-problem-with-depth-first = ένας ισχυρισμός με "with" αφορά μια αναζήτηση κατά βάθος: τα N, W, UCB και "chooses" είναι του MCTS
lesson-problem-needs-mcts = τα "chooses", "leads", "visits", "total", "mean", "ucb" και "settles_at" χρειάζονται αναζήτηση δέντρου Monte Carlo ("algorithm": "mcts")
lesson-problem-node-value = το "node" πάει μαζί με "value" ή "static_score", κι εκείνα μαζί του
lesson-problem-with-no-depth = η αναζήτηση του μαθήματος δεν έχει βάθος: δώστε το "depth" αυτής της αναζήτησης
lesson-problem-game-drawn = ένα σχεδιασμένο δέντρο δίνεται με το "tree": παραλείψτε το "game"
lesson-problem-game-unknown = το "{ $game }" δεν είναι παιχνίδι που διδάσκει ο Klados: γράψτε "chess" (η προεπιλογή), "tictactoe" ή "connect4"
lesson-problem-position-and-tree = δώστε είτε θέση είτε δέντρο, όχι και τα δύο
lesson-problem-chess-as-text = μια θέση σκακιού γράφεται { "{" } "fen": "…", "moves": […] { "}" }· μια θέση ως κείμενο ανήκει σε άλλο παιχνίδι: ονομάστε το, π.χ. "game": "tictactoe"
lesson-problem-no-subject = δώστε μια θέση (FEN) ή ένα αφηρημένο δέντρο
lesson-problem-chess-no-position = ένα μάθημα σκακιού χρειάζεται τη θέση του, "position": { "{" } "fen": "…", "moves": […] { "}" }
lesson-problem-tree-in-game = ένα σχεδιασμένο δέντρο δεν είναι παρτίδα του παιχνιδιού { $game }: παραλείψτε το "game"
lesson-problem-game-as-text = μια θέση του παιχνιδιού { $game } γράφεται ως κείμενο, π.χ. "{ $example }"
lesson-problem-not-a-position = δεν είναι θέση του παιχνιδιού { $game }: { $reason }
lesson-problem-write-games = γράψτε "chess" (η προεπιλογή), "tictactoe" ή "connect4"
lesson-problem-game-over = η παρτίδα έχει ήδη τελειώσει ({ $outcome }): δεν υπάρχει τίποτα να αναζητηθεί
lesson-problem-tree-empty = το δέντρο είναι κενό: η ρίζα χρειάζεται τουλάχιστον ένα παιδί
lesson-problem-label-empty = η ετικέτα είναι κενή
lesson-problem-root-chance = η ρίζα δεν μπορεί να είναι κόμβος τύχης: εκεί ο MAX επιλέγει την κίνηση που θα παίξει· βάλτε τον κόμβο τύχης ανάμεσα στα παιδιά της
lesson-problem-no-probability = μια έκβαση κόμβου τύχης χρειάζεται την πιθανότητά της, "probability", π.χ. "1/6"
lesson-problem-probability-not-chance = μόνο μια έκβαση κόμβου τύχης ("chance": true) έχει πιθανότητα
lesson-problem-utilities-only = ένα φύλλο τριών ή περισσότερων παικτών έχει μόνο "utilities": όχι "value", "children" ή "chance"
lesson-problem-utility-range = η χρησιμότητα { $value } είναι εκτός ορίων: οι χρησιμότητες πάνε από { $lowest } έως { $highest }
lesson-problem-chance-value = ένας κόμβος τύχης έχει εκβάσεις (παιδιά), όχι τιμή
lesson-problem-leaf-range = η τιμή φύλλου { $value } είναι εκτός ορίων: οι τιμές των φύλλων πάνε από { $lowest } έως { $highest }
lesson-problem-no-children = ένας εσωτερικός κόμβος χρειάζεται παιδιά· ένα φύλλο χρειάζεται τιμή
lesson-problem-tree-too-deep = το δέντρο είναι βαθύτερο από { $limit } ημικινήσεις
lesson-problem-probabilities = οι πιθανότητες των εκβάσεων είναι λάθος: { $reason }
lesson-problem-value-and-children = ένας κόμβος έχει είτε τιμή (φύλλο) είτε παιδιά (εσωτερικός κόμβος), όχι και τα δύο
lesson-problem-no-value = ένας κόμβος χρειάζεται τιμή (φύλλο) ή παιδιά (εσωτερικός κόμβος)
lesson-problem-probability-number = γράψτε την πιθανότητα ως κλάσμα σε εισαγωγικά, π.χ. "1/2", όχι { $number }: τα κλάσματα μένουν ακριβή
lesson-problem-probability-kind = μια πιθανότητα είναι κλάσμα σε εισαγωγικά, π.χ. "1/6"
lesson-problem-probability-not-fraction = το { $text } δεν είναι πιθανότητα· γράψτε ένα κλάσμα όπως 1/6 ή 2/3
lesson-problem-probability-zero-denominator = το { $text } έχει παρονομαστή 0
lesson-problem-probability-zero = η πιθανότητα { $text } είναι 0· μια έκβαση που δεν μπορεί να συμβεί παραλείπεται
lesson-problem-probability-above-one = η πιθανότητα { $text } είναι μεγαλύτερη από 1
lesson-problem-at-unknown = το "{ $name }" δεν είναι σημείο της αναπαραγωγής: γράψτε "start", "revealed", "backed_up", "entered", "returned" ή "end"
lesson-problem-at-iteration-depth-first = μόνο ένα μάθημα Monte Carlo ("algorithm": "mcts") στέκεται σε επανάληψη και φάση· γράψτε "start", "revealed", "backed_up", "entered", "returned" ή "end"
lesson-problem-at-unknown-field = άγνωστο πεδίο "{ $field }": ένα σημείο στο MCTS είναι "iteration" και "phase"
lesson-problem-no-iteration = δώστε την επανάληψη, "iteration", μετρώντας από το 1
lesson-problem-iteration-number = η επανάληψη είναι ακέραιος αριθμός που μετράει από το 1, όπως μετράμε όλοι
lesson-problem-iteration-past-end = η επανάληψη { $iteration } είναι μετά το τέλος: η αναζήτηση τρέχει { $iterations } επαναλήψεις
lesson-problem-no-phase = δώστε τη φάση, "phase": "select", "expand", "simulate" ή "backpropagate"
lesson-problem-phase-unknown = το "{ $name }" δεν είναι φάση: οι φάσεις είναι "select", "expand", "simulate" ή "backpropagate"
lesson-problem-phase-kind = η φάση είναι όνομα: "select", "expand", "simulate" ή "backpropagate"
lesson-problem-at-kind = το σημείο στην αναπαραγωγή είναι ένα όνομα ("start", "revealed", "backed_up", "entered", "returned" ή "end") ή, σε μάθημα Monte Carlo, μια επανάληψη και μια φάση
lesson-problem-only-mcts = μόνο η αναζήτηση δέντρου Monte Carlo ("algorithm": "mcts") παίρνει "{ $name }"
lesson-problem-mcts-order = το MCTS αναπαράγεται επανάληψη προς επανάληψη, με τέσσερις φάσεις η καθεμιά: δεν έχει σειρά να επιλέξετε
lesson-problem-mcts-techniques = η αναζήτηση ηρεμίας, η επαναληπτική εκβάθυνση και ο πίνακας μεταθέσεων ανήκουν στις αναζητήσεις κατά βάθος, όχι στο MCTS
lesson-problem-outcome-chess = το τέλος μιας προσομοίωσης στο σκάκι κρίνεται πάντα από την αξιολόγηση: το "outcome" είναι για δέντρα
lesson-problem-playout-depth-tree = μια προσομοίωση σε δέντρο συνεχίζει ως ένα φύλλο: το "playout_depth" είναι για το σκάκι
lesson-problem-outcome-game = μια προσομοίωση στο παιχνίδι { $game } συνεχίζει ως το τέλος της παρτίδας, νίκη 1, ισοπαλία ½, ήττα 0: το "outcome" είναι για δέντρα
lesson-problem-playout-depth-game = μια προσομοίωση στο παιχνίδι { $game } συνεχίζει ως το τέλος της παρτίδας: το "playout_depth" είναι για το σκάκι
lesson-problem-no-iterations = το MCTS χρειάζεται τις επαναλήψεις του, "iterations", π.χ. 40
lesson-problem-search-failed = η αναζήτηση απέτυχε: { $reason }
lesson-problem-sweep-failed = η αναζήτηση σε βάθος { $depth } απέτυχε: { $reason }
lesson-problem-step-goes-back = αυτό είναι το βήμα { $step } της αναπαραγωγής, πριν από το { $previous } του προηγούμενου βήματος: τα βήματα πρέπει να πηγαίνουν μπροστά
lesson-problem-no-replay-step = κανένα βήμα της αναπαραγωγής δεν ταιριάζει σε αυτή τη θέση
lesson-problem-no-node = το δέντρο δεν έχει κόμβο { $node }
lesson-problem-node-not-shown = ο κόμβος { $node } δεν φαίνεται ακόμη σε αυτό το βήμα
lesson-problem-names-unfocused = ονομάζει τον { $name }, στον οποίο το βήμα δεν εστιάζει: προσθέστε τον στο "focus" (μία διαδρομή ή λίστα διαδρομών)
lesson-problem-gives-away = το "{ $word }" προδίδει την απάντηση στην ερώτηση του { $question } πριν αποκαλυφθεί
lesson-problem-minimal-leaves = το ελάχιστο δέντρο έχει φύλλα: { $actual }, όχι { $claimed }
lesson-problem-engine-chooses = η μηχανή επιλέγει { $actual }, όχι { $claimed }
lesson-problem-root-value = η τιμή της ρίζας είναι { $actual }, όχι { $claimed }
lesson-problem-root-below = η τιμή της ρίζας είναι { $actual }, κάτω από { $least }
lesson-problem-root-above = η τιμή της ρίζας είναι { $actual }, πάνω από { $most }
lesson-problem-line-pv = κύρια παραλλαγή
lesson-problem-line-most-visited = πιο επισκεπτόμενη γραμμή
lesson-problem-line = η { $line } είναι { $actual }, όχι { $claimed }
lesson-problem-count-pruned = κινήσεις που κλαδεύονται: { $actual }, όχι { $claimed }
lesson-problem-count-searched = θέσεις που εξετάζονται: { $actual }, όχι { $claimed }
lesson-problem-count-evaluated = φύλλα που αξιολογούνται: { $actual }, όχι { $claimed }
lesson-problem-count-quiescence = θέσεις που εξετάζει η αναζήτηση ηρεμίας: { $actual }, όχι { $claimed }
lesson-problem-count-transpositions = θέσεις που έρχονται από τον πίνακα μεταθέσεων: { $actual }, όχι { $claimed }
lesson-problem-count-total-nodes = κόμβοι που κρατούν όλες οι επαναλήψεις μαζί: { $actual }, όχι { $claimed }
lesson-problem-node-value-is = ο κόμβος { $node } έχει τιμή { $actual }, όχι { $claimed }
lesson-problem-node-pruned-value = ο κόμβος { $node } κλαδεύτηκε: δεν έχει τιμή
lesson-problem-node-score-is = ο κόμβος { $node } έχει στατική αξιολόγηση { $actual }, όχι { $claimed }
lesson-problem-node-pruned-score = ο κόμβος { $node } κλαδεύτηκε: δεν έχει αξιολόγηση
lesson-problem-nodes = κόμβοι του δέντρου: { $actual }, όχι { $claimed }
lesson-problem-levels = κόμβοι ανά επίπεδο: { $actual }, όχι { $claimed }
lesson-problem-no-line-marked = ο κώδικας { $listing } δεν έχει γραμμή με σήμανση "{ $marker }"
lesson-problem-line-not-lit = η γραμμή με σήμανση "{ $marker }" δεν φωτίζεται σε αυτό το βήμα· φωτίζονται εδώ: { $lit }
lesson-problem-line-not-lit-none = η γραμμή με σήμανση "{ $marker }" δεν φωτίζεται σε αυτό το βήμα· εδώ δεν φωτίζεται καμία
lesson-problem-call-not-on-stack = η κλήση για τον { $node } δεν είναι στη στοίβα κλήσεων σε αυτό το βήμα
lesson-problem-root-call-not-on-stack = η κλήση για τη ρίζα δεν είναι στη στοίβα κλήσεων σε αυτό το βήμα
lesson-problem-no-mcts-step = κανένα βήμα της αναπαραγωγής δεν ταιριάζει σε αυτό το σημείο: η αναζήτηση έτρεξε { $iterations } επαναλήψεις
lesson-problem-node-not-yet-added = ο κόμβος { $node } δεν είναι ακόμη στο δέντρο σε αυτό το βήμα: τον προσθέτει η επανάληψη { $iteration }
lesson-problem-no-mcts-node = το δέντρο που μεγάλωσε το MCTS δεν έχει κόμβο { $node }
lesson-problem-node-not-yet = ο κόμβος { $node } δεν είναι ακόμη στο δέντρο σε αυτό το βήμα
lesson-problem-mcts-plays = το MCTS παίζει { $actual } (την πιο επισκεπτόμενη), όχι { $claimed }
lesson-problem-settles = το MCTS καταλήγει στην { $move } μετά την επανάληψη { $actual }, όχι { $claimed }
lesson-problem-never-settles = το MCTS δεν καταλήγει ποτέ στην { $move }: τελειώνει σε ισοπαλία επισκέψεων
lesson-problem-step-not-found = το σημείο του βήματος δεν βρέθηκε, οπότε τίποτα σε αυτό δεν μπορεί να ελεγχθεί
lesson-problem-leads = η { $actual } προηγείται με { $visits } επισκέψεις σε αυτό το βήμα, όχι η { $claimed }
lesson-problem-no-leader = καμία κίνηση δεν προηγείται σε αυτό το βήμα: οι { $moves } έχουν από { $visits } επισκέψεις
lesson-problem-and = { $first } και { $rest }
lesson-problem-the-root = τη ρίζα
lesson-problem-chooses-at-start = στην αρχή δεν έχει τρέξει καμία επανάληψη: σταθείτε σε μια επανάληψη για να πείτε τι επιλέγει η επιλογή
lesson-problem-chooses = στην επανάληψη { $iteration } η επιλογή διαλέγει { $actual } κάτω από { $below }, όχι { $claimed }
lesson-problem-chooses-nothing = στην επανάληψη { $iteration } η επιλογή δεν διαλέγει τίποτα κάτω από { $below }: σταματά πιο πάνω, σε μια κίνηση που δεν έχει δοκιμαστεί ακόμη (την προσθέτει η επέκταση)
lesson-problem-visits = το N για { $node } είναι { $actual } σε αυτό το βήμα, όχι { $claimed }
lesson-problem-no-visits = για { $node } δεν υπάρχουν ακόμη επισκέψεις σε αυτό το βήμα: το W/N δεν ορίζεται
lesson-problem-no-ucb = η επιλογή δεν ζυγίζει { $node } στην επανάληψη αυτού του βήματος: δεν έχει UCB εδώ
lesson-problem-decimal = το { $what } για { $node } είναι { $actual } σε αυτό το βήμα, όχι { $claimed }
lesson-problem-translation-unread = η μετάφραση δεν μπόρεσε να διαβαστεί
lesson-problem-translates-nothing = κανένα μάθημα δεν έχει το id "{ $id }": ονομάστε το μάθημα που μεταφράζει αυτό το αρχείο
lesson-problem-translation-steps = το πρωτότυπο έχει { $original } βήματα και αυτή η μετάφραση { $translation }: μεταφράστε κάθε βήμα, με τη σειρά
lesson-problem-translation-question = το βήμα { $step } του πρωτοτύπου δεν κάνει ερώτηση
lesson-problem-translation-note = το βήμα { $step } του πρωτοτύπου δεν έχει σημείωση δίπλα στον κώδικά του
lesson-problem-translation-empty = το κείμενο είναι κενό: μεταφράστε το ή παραλείψτε το πεδίο (φαίνεται το αγγλικό)
lesson-problem-placeholders = οι θέσεις συμπλήρωσης διαφέρουν από του πρωτοτύπου: το πρωτότυπο έχει [{ $original }], αυτό έχει [{ $translation }]
lesson-problem-course-not-a-file = δεν είναι κανονικό αρχείο: η σειρά των μαθημάτων είναι ένα απλό αρχείο κειμένου
lesson-problem-course-too-large = μεγαλύτερο από 100 kB: η σειρά των μαθημάτων γράφει ένα id μαθήματος ανά γραμμή
lesson-problem-course-unreadable = δεν μπόρεσε να διαβαστεί: { $reason }
lesson-problem-course-not-utf8 = το αρχείο δεν είναι κείμενο UTF-8: αποθηκεύστε το ως UTF-8
lesson-problem-course-twice = το μάθημα { $id } αναφέρεται ήδη στη γραμμή { $line }
lesson-problem-course-unknown = κανένα μάθημα του φακέλου δεν έχει το id { $id } (ή το αρχείο του δεν φορτώθηκε)
mcts-settings-iterations = οι επαναλήψεις πρέπει να είναι από 1 έως { $most }, όχι { $iterations }
mcts-settings-exploration = η σταθερά εξερεύνησης πρέπει να είναι αριθμός από 0 έως { $most }, όχι { $exploration }
mcts-settings-playout-depth = το βάθος προσομοίωσης πρέπει να είναι από 0 έως { $most } κινήσεις, όχι { $depth }
mcts-tree-chance = το "{ $node }" είναι κόμβος τύχης· η αναζήτηση δέντρου Monte Carlo εδώ παίζει δέντρα χωρίς ζάρια
mcts-lesson-not-mcts = το μάθημα δεν αναζητά με MCTS
json-at-line = { $reason } στη γραμμή { $line }, στήλη { $column }
json-no-infinity = { $reason } (το JSON δεν έχει Infinity ούτε NaN: γράψτε κάθε τιμή ως αριθμό)
json-eof-value = το κείμενο τελειώνει πριν από μια τιμή
json-eof-object = το κείμενο τελειώνει μέσα σε ένα αντικείμενο { "{" } … { "}" }
json-eof-list = το κείμενο τελειώνει μέσα σε μια λίστα [ … ]
json-eof-string = το κείμενο τελειώνει μέσα σε μια συμβολοσειρά " … "
json-expected-value = εδώ περιμένω μια τιμή
json-expected-comma-or-brace = εδώ περιμένω `,` ή `{ "}" }`
json-expected-comma-or-bracket = εδώ περιμένω `,` ή `]`
json-expected-colon = εδώ περιμένω `:`
json-expected-ident = εδώ περιμένω true, false ή null
json-key-must-be-string = ένα κλειδί πρέπει να είναι συμβολοσειρά σε εισαγωγικά
json-trailing-comma = περιττό κόμμα πριν από το κλείσιμο
json-trailing-characters = υπάρχουν χαρακτήρες μετά το τέλος του JSON
json-invalid-number = μη έγκυρος αριθμός
json-number-out-of-range = αριθμός εκτός ορίων
json-invalid-escape = μη έγκυρη ακολουθία διαφυγής (\…)
json-control-character = χαρακτήρας ελέγχου (\u0000-\u001F) μέσα σε συμβολοσειρά
json-missing-field = λείπει το πεδίο `{ $field }`
json-duplicate-field = το πεδίο `{ $field }` δίνεται δύο φορές
json-unknown-field-one-of = άγνωστο πεδίο `{ $name }`· τα πεδία εδώ είναι { $expected }
json-unknown-field = άγνωστο πεδίο `{ $name }`· εδώ αναμένεται { $expected }
json-unknown-variant-one-of = άγνωστη τιμή `{ $name }`· οι τιμές εδώ είναι { $expected }
json-unknown-variant = άγνωστη τιμή `{ $name }`· εδώ αναμένεται { $expected }
json-invalid-type = λάθος είδος τιμής: { $found }, ενώ αναμένεται { $expected }
json-invalid-value = λάθος τιμή: { $found }, ενώ αναμένεται { $expected }
remote-tree-too-large = το δέντρο είναι πολύ μεγάλο για να περάσει ανάμεσα στη σελίδα και στη διεργασία αναζήτησής της
remote-tree-not-sent = το δέντρο δεν μπόρεσε να σταλεί ανάμεσα στη σελίδα και στη διεργασία αναζήτησής της: { $reason }

## h-i45-mx: three players
legend-players-short = ■ παίκτες { $players }
legend-players = ■ παίκτες { $players }: ο καθένας παίρνει το παιδί που είναι καλύτερο για τον ίδιο
legend-players-hint = Τετράγωνο κουτί: κόμβος όπου παίζει ένας από τους παίκτες { $players } (ο A στη ρίζα, ο επόμενος παίκτης ένα επίπεδο πιο κάτω, και ξανά από την αρχή). Αυτός ο παίκτης παίρνει το παιδί του οποίου η πλειάδα έχει τον μεγαλύτερο αριθμό για τον ίδιο, κοιτάζοντας μόνο το δικό του μερίδιο, και ανεβαίνει ολόκληρη η πλειάδα. Κάθε παίκτης θέλει τον δικό του αριθμό όσο γίνεται μεγαλύτερο· κανείς δεν προσπαθεί να μικρύνει τον αριθμό κάποιου άλλου.
legend-open-players-hint = Μια τιμή με «…» μετά είναι ακόμη ανοιχτή: η αναζήτηση δεν έχει τελειώσει τα παιδιά του κόμβου. Είναι το μεγαλύτερο μερίδιο που έχει βρει ως τώρα για τον εαυτό του ο παίκτης που παίζει εκεί, άρα αυτός ο παίκτης παίρνει τουλάχιστον τόσο.
table-level-title-players = NodesAnalysis{ $level }: μετά τις κινήσεις του παίκτη { $mover }, παίζει ο παίκτης { $player }
table-goes-up-players = { $count ->
    [one] { $count } κόμβος· η πλειάδα του ανεβαίνει { $into }, όπου ο παίκτης { $player } παίρνει αυτήν με τον μεγαλύτερο αριθμό για τον ίδιο. Η στήλη της τιμής δείχνει το μερίδιο του παίκτη { $player }.
   *[other] { $count } κόμβοι· οι πλειάδες τους ανεβαίνουν { $into }, όπου ο παίκτης { $player } παίρνει αυτήν με τον μεγαλύτερο αριθμό για τον ίδιο. Η στήλη της τιμής δείχνει το μερίδιο του παίκτη { $player }.
}
table-goes-up-players-hidden = Οι πλειάδες των κόμβων του ανεβαίνουν { $into }, όπου ο παίκτης { $player } παίρνει αυτήν με τον μεγαλύτερο αριθμό για τον ίδιο. Η στήλη της τιμής δείχνει το μερίδιο του παίκτη { $player }.
table-tuple-hint = Η πλειάδα αυτού του κόμβου: μία χρησιμότητα για κάθε παίκτη ({ $players }). Οι πίνακες κόμβων κρατούν έναν αριθμό ανά κόμβο, το μερίδιο του παίκτη { $player }, αφού ο παίκτης { $player } διάλεξε την κίνηση προς αυτόν τον κόμβο.
tree-player-hint = Εδώ παίζει ο παίκτης { $player }: παίρνει το παιδί του οποίου η πλειάδα έχει τον μεγαλύτερο αριθμό για τον { $player }, και ανεβαίνει ολόκληρη αυτή η πλειάδα
tree-leaf-players-hint = Φύλλο: το παιχνίδι τελειώνει εδώ και αξίζει την πλειάδα του, μία χρησιμότητα για κάθε παίκτη ({ $players })
stack-player = παίκτης { $player }

## lead: aspiration windows settle root moves from a failed try
narr-settled-by-failed-window = Παράθυρα προσδοκίας: η { $move } δεν ερευνάται ξανά. Η δοκιμή που το παράθυρό της απέτυχε τη βρήκε να αξίζει { $bound ->
    [upper] το πολύ { $value }
    [lower] τουλάχιστον { $value }
   *[exact] ακριβώς { $value }
  }, και αυτό απαντά ήδη σε αυτό το παράθυρο· έτσι ο κόμβος κρατά αυτή την τιμή και δεν έχει παιδιά εδώ.
tree-badge-settled = Γ
table-settled = κρίθηκε ήδη
legend-settled = { $badge } κρίθηκε ήδη από αποτυχημένο παράθυρο
legend-settled-short = { $badge } κρίθηκε ήδη
legend-settled-hint = Παράθυρα προσδοκίας: μια δοκιμή που το παράθυρό της απέτυχε είχε ήδη ερευνήσει αυτή την κίνηση της ρίζας, και ό,τι βρήκε (την τιμή της, ή ένα όριο όχι καλύτερο από την άκρη του νέου παραθύρου) απαντά ακόμη· γι' αυτό δεν ερευνήθηκε ξανά. Το υποδέντρο της πετάχτηκε μαζί με εκείνη τη δοκιμή.
code-act-settled = Παράθυρα προσδοκίας: μια κίνηση της ρίζας που την έκρινε ήδη η αποτυχημένη δοκιμή δεν ερευνάται ξανά
code-act-settled-kept = Παράθυρα προσδοκίας: η αποτυχημένη δοκιμή βρήκε ότι αυτή η κίνηση της ρίζας αξίζει { $bound ->
    [upper] το πολύ { $value }
    [lower] τουλάχιστον { $value }
   *[exact] ακριβώς { $value }
  }, που απαντά και σε αυτό το παράθυρο: δεν ερευνάται ξανά
code-c-settled = μια κίνηση της ρίζας που την έκρινε ήδη μια αποτυχημένη δοκιμή δεν ερευνάται ξανά
narr-enter-unsearched = Είσοδος στο { $node }{ $window }: η τιμή του είναι { $value }, χωρίς να ερευνηθούν οι κινήσεις του.

## h-i45-mxcode: max^n's code
code-title-maxn = Max^n (τρεις ή περισσότεροι παίκτες)
code-title-maxn-level-by-level = Max^n επίπεδο προς επίπεδο
code-c-maxn-child-of-tuple = το παιδί από το οποίο ήρθε η πλειάδα
code-c-maxn-returns-tuple = επιστρέφει πλειάδα: μία χρησιμότητα για κάθε παίκτη
code-c-maxn-leaf-tuple = π.χ. (1, 2, 6): του A, του B, του C
code-c-maxn-turns = ο A στη ρίζα, μετά ο B, ο C, ο A, ...
code-c-maxn-child-tuple = η πλειάδα του παιδιού
code-c-maxn-keep-better = κράτα το καλύτερο παιδί για όποιον παίζει
code-c-maxn-tie = (>: σε ισοπαλία μένει το πρώτο)
code-c-maxn-goes-up = ανεβαίνει ολόκληρη η πλειάδα
code-c-maxn-below-every-tuple = κάτω από κάθε πλειάδα, για κάθε παίκτη
code-c-maxn-parent-starts = το parent.best ξεκινά κάτω από κάθε πλειάδα
code-maxn-act-leaf = Ένα φύλλο: η πλειάδα του { $tuple } είναι η τιμή του, μία χρησιμότητα για κάθε παίκτη
code-maxn-act-best = Ο παίκτης { $player } συγκρίνει την πλειάδα του παιδιού { $tuple } με την καλύτερη ως τώρα μόνο με τον δικό του αριθμό, και κρατά την καλύτερη (σε ισοπαλία την πρώτη)
code-maxn-act-return = Ο κόμβος επιστρέφει την πλειάδα του { $tuple }
code-maxn-act-choose = Ο παίκτης A παίζει την κίνηση της οποίας την πλειάδα κράτησε η ρίζα: { $tuple }
code-maxn-act-fill = Ένα επίπεδο γεμίζει: κάθε παιδί κάθε κόμβου από πάνω, τα φύλλα με τις πλειάδες τους
code-maxn-act-backup-level = Οι πλειάδες ενός επιπέδου ανεβαίνουν στο επίπεδο από πάνω
code-maxn-act-backup-group = Ένας γονέας κρατά το παιδί του οποίου η πλειάδα έχει τον μεγαλύτερο αριθμό για τον παίκτη που παίζει εκεί
code-maxn-rust-hint = Το max^n του ίδιου του Klados, το src/engine/abstract_tree/maxn.rs όπως χτίστηκε αυτό το πρόγραμμα
code-title-maxn-rust = Το max^n του Klados ({ $file })
## h-i45-look: lessons 29–33 at the projector
# The search of a tree of three or more players, in the thinking panel's header.
algorithm-maxn = max^n
# A node's null move while a question about the root's choice waits: that it passed, not whether it cut.
table-null-move-kept = μηδενική κίνηση
node-null-move-kept-hint = Το κλάδεμα μηδενικής κίνησης άφησε εδώ την πλευρά που παίζει να πασάρει. Αν αυτό έκοψε τον κόμβο, μένει κρυφό ώσπου να φανεί η απάντηση.
## h-i45-tab: a lesson step brings a view to the front
lesson-problem-view-unknown = το { $view } δεν είναι όψη: γράψτε "tree" (το δέντρο, όπου σχεδιάζονται τα σήματα) ή "table" (τον πίνακα του επιπέδου του εστιασμένου κόμβου)
## h-i45-tab: a side named as a sentence about its turn or its moves needs it
# Whose turn it is or whose moves they are: the narration, the level's title and its backing-up line
# (English: as the name; Greek: the genitive, των μαύρων; Spanish: de las negras). A drawn tree's or
# another game's side is its own word, MAX or MIN, as $text.
side-white-whose = των λευκών
side-black-whose = των μαύρων
side-named-whose = της πλευράς { $text }
