package goworkflows

import "log"

// Source: github.com/cschleiden/go-workflows/samples/runner.go:68 (syntax: the URL sits inside a log message, which is prose and no URI (rule 4).)
func announceDiag() {
	log.Println("Debug UI available at http://localhost:3000/diag") // lookalike
}
