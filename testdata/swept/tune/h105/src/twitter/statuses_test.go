package twitter

import (
	"fmt"
	"net/http"
	"testing"
)

func TestStatusService_OEmbed(t *testing.T) {
	client, server := testServer(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		// Source: github.com/dghubble/go-twitter/twitter/statuses_test.go:298 (syntax: the fake server's oEmbed JSON body holds a well-formed URL, the literal is JSON, not a URI)
		fmt.Fprintf(w, `{"url": "https://twitter.com/dghubble/statuses/691076766878691329", "width": 400, "html": "<blockquote></blockquote>"}`) // lookalike
	})
	defer server.Close()
	if _, err := client.Raw(); err != nil {
		t.Error(err)
	}
}
