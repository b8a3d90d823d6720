package twitter

import (
	"fmt"
	"net/http"
	"testing"
)

func TestListsService_Statuses(t *testing.T) {
	client, server := testServer(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		// Source: github.com/dghubble/go-twitter/twitter/lists_test.go:166 (syntax: the fake server's JSON body; the URL sits inside a tweet's prose text, rule 4)
		fmt.Fprintf(w, `[{"id": 245160944223793152, "text": "Create your own TFC ESQ by Movado Watch: http://t.co/W2tON3OK in support of @TeamUpFdn #TorontoFC #MLS"}]`) // lookalike
	})
	defer server.Close()
	tweets, err := client.Statuses()
	expected := []Tweet{
		{
			ID: 245160944223793152,
			// Source: github.com/dghubble/go-twitter/twitter/lists_test.go:175 (syntax: tweet text is prose with a URL between words, rule 4)
			Text: "Create your own TFC ESQ by Movado Watch: http://t.co/W2tON3OK in support of @TeamUpFdn #TorontoFC #MLS", // lookalike
		},
	}
	if err != nil || len(tweets) != 1 || tweets[0] != expected[0] {
		t.Errorf("got %v, %v", tweets, err)
	}
}
