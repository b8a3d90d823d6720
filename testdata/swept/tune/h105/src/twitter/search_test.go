package twitter

import (
	"fmt"
	"net/http"
	"testing"
)

func TestSearchService_Tweets(t *testing.T) {
	client, server := testServer(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		// Source: github.com/dghubble/go-twitter/twitter/search_test.go:19 (syntax: the fake server's JSON body holds well-formed relative query references, the literal is JSON, not a URI)
		fmt.Fprintf(w, `{"statuses":[{"id":781760642139250689}],"search_metadata":{"next_results":"?max_id=781760640104828927&q=happy+birthday&count=1&include_entities=1","query":"happy birthday","refresh_url":"?since_id=781760642139250689&q=happy+birthday&include_entities=1"}}`) // lookalike
	})
	defer server.Close()
	if _, err := client.Raw(); err != nil {
		t.Error(err)
	}
}
