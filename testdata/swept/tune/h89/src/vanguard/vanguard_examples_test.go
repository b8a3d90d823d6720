package vanguard

import (
	"bytes"
	"context"
	"log"
	"net/http"
	"net/http/httptest"
)

func Example_restToConnect() {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	client := server.Client()
	req, err := http.NewRequestWithContext(
		context.Background(), http.MethodPost,
		// Source: connectrpc.com/vanguard/vanguard_examples_test.go:85 (baseslash: the test server's URL has no path, so appending an absolute path by concatenation drops nothing)
		server.URL+"/v1/shelves/top/books", // lookalike
		bytes.NewReader([]byte("{}")),
	)
	if err != nil {
		log.Println(err)
		return
	}
	// Source: connectrpc.com/vanguard/vanguard_examples_test.go:93 (escaper: a constant query of plain names and numbers, already in encoded form)
	req.URL.RawQuery = "book_id=2&request_id=123" // lookalike
	rsp, err := client.Do(req)
	if err != nil {
		log.Println(err)
		return
	}
	defer rsp.Body.Close()
}
