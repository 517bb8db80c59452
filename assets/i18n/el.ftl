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
toolbar-depth = Βάθος (ημικινήσεις):
toolbar-depth-hint = Πλήκτρα 1 έως 6: πόσες ημικινήσεις μπροστά κοιτάζει ο υπολογιστής
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
settings-budget-explained = Οι περισσότεροι κόμβοι που μπορεί να κρατήσει μία αναζήτηση. Όποια θα χρειαζόταν
    περισσότερους περνά σε άλφα-βήτα με διάταξη, έπειτα σε μικρότερο βάθος.
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
key-depth = Βάθος αναζήτησης 1 έως 6 ημικινήσεις
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
lessons-open = Άνοιγμα αυτού του μαθήματος ({ $kind })
lessons-none = Δεν υπάρχουν μαθήματα εδώ.
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
sweep-searched = εξετάστηκαν
sweep-evaluated = αξιολογήθηκαν
counts-hint = Εξετάστηκαν: θέσεις στις οποίες μπήκε η αναζήτηση. Αξιολογήθηκαν: τα φύλλα, βαθμολογημένα από την αξιολόγηση ή από τους κανόνες. Κλαδεύτηκαν: κινήσεις που η άλφα-βήτα κατέγραψε αλλά δεν εξέτασε ποτέ. Ηρεμία: θέσεις που εξετάστηκαν πέρα από το βάθος: μόνο αιχμαλωσίες, προαγωγές και αποφυγές σαχ, το πολύ 10 ημικινήσεις πιο πέρα (μια θέση σε αυτό το όριο βαθμολογείται όπως είναι, ήρεμη ή όχι). Μεταθέσεις: θέσεις που προέκυψαν ξανά με άλλη σειρά κινήσεων, με την τιμή τους από τον πίνακα μεταθέσεων. Οι πίνακες κόμβων κρατούν και τις εξετασμένες και τις κλαδεμένες γραμμές.
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
stack-call-stack = στοίβα κλήσεων
stack-depth = βάθος
stack-best = καλύτερο
stack-child = παιδί
stack-chance = τύχη
stack-click-hint = Κάντε κλικ για να εστιάσετε στον κόμβο αυτής της κλήσης σε κάθε όψη
stack-loops = βρόχοι:
stack-loops-idle = δεν τρέχουν τώρα

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
mcts-running = Αναζήτηση δέντρου Monte Carlo: { $iterations } επαναλήψεις… { $seconds } δ
mcts-cancel-hint = Σταματά την αναζήτηση
mcts-no-tree = Δεν υπάρχει δέντρο ακόμη: πατήστε S (Σκέψη σε αυτή τη θέση) για αναζήτηση στη σκακιέρα, ή παίξτε μια κίνηση και αφήστε τον υπολογιστή να απαντήσει. Το δέντρο μεγαλώνει κατά έναν κόμβο σε κάθε επανάληψη, σε τέσσερις φάσεις: επιλογή, επέκταση, προσομοίωση, οπισθοδιάδοση.
mcts-compare = Σύγκριση με minimax
mcts-compare-hint = Αναζήτηση στην ίδια θέση με minimax και άλφα-βήτα (στο βάθος του παραθύρου) ή στο ίδιο σχεδιασμένο δέντρο, και πότε το MCTS κατέληξε στην κίνηση του minimax
mcts-node-arrays = Πίνακες κόμβων
mcts-summary = Παίζει { $move } (η πιο επισκεπτόμενη: { $visits } από { $total } επισκέψεις) · { $nodes } κόμβοι · { $time }
