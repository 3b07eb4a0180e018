"""cardtable: the trick-taking games of the German-speaking world on one table."""
