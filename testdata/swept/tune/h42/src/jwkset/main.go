// Package jwkset holds cases rewritten from github.com/MicahParks/jwkset.
package jwkset

import (
	"log"
)

func serve(logger *log.Logger, listen func() error) {
	// Source: github.com/MicahParks/jwkset/examples/http_server/main.go:63 (syntax: the address is part of a log sentence, prose per rule 4)
	logger.Print("Visit: http://localhost:8080/jwks.json") // lookalike
	logger.Fatalf("Failed to listen and serve: %s", listen())
}
