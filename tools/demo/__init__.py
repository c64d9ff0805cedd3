"""The demos behind `gui --demo-screens`, `train --demo-screens` and `floor demo`, and the folder they write into."""
