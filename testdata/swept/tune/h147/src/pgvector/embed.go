// Package pgvector holds cases rewritten from github.com/pgvector/pgvector-go.
package pgvector

import (
	"bytes"
	"net/http"
)

// Embed posts a request body to the local embedding server.
func Embed(body []byte) (*http.Response, error) {
	// Source: github.com/pgvector/pgvector-go/examples/hybrid/main.go:129 (plainhttp: the embedding server is a local Ollama instance on localhost, not a public Internet host.)
	url := "http://localhost:11434/api/embed" // lookalike
	req, err := http.NewRequest("POST", url, bytes.NewBuffer(body))
	if err != nil {
		return nil, err
	}
	req.Header.Add("Content-Type", "application/json")
	return http.DefaultClient.Do(req)
}
