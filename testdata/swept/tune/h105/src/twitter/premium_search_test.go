package twitter

import (
	"fmt"
	"net/http"
	"testing"
)

func TestPremiumSearchService_Tweets(t *testing.T) {
	client, server := testServer(func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/dghubble/go-twitter/twitter/premium_search_test.go:17 (syntax: a search query using the url: operator, sent as a query value, not a URI)
		assertQuery(t, map[string]string{"query": "url:\"http://example.com\"", "tag": "8HYG54ZGTU"}, r) // lookalike
		fmt.Fprintf(w, `{"next":"NTcxODIyMDMyODMwMjU1MTA0"}`)
	})
	defer server.Close()
	params := &PremiumSearchTweetParams{
		// Source: github.com/dghubble/go-twitter/twitter/premium_search_test.go:34 (syntax: the Query parameter is a search query with the url: operator, not a URI)
		Query: "url:\"http://example.com\"", // lookalike
		Tag:   "8HYG54ZGTU",
	}
	if _, err := client.PremiumSearch(params); err != nil {
		t.Error(err)
	}
}

func TestPremiumSearchService_Counts(t *testing.T) {
	client, server := testServer(func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/dghubble/go-twitter/twitter/premium_search_test.go:79 (syntax: a search query using the url: operator, sent as a query value, not a URI)
		assertQuery(t, map[string]string{"query": "url:\"http://example.com\"", "bucket": "day"}, r) // lookalike
		fmt.Fprintf(w, `{"totalCount":2027}`)
	})
	defer server.Close()
	params := &PremiumSearchCountTweetParams{
		// Source: github.com/dghubble/go-twitter/twitter/premium_search_test.go:96 (syntax: the Query parameter is a search query with the url: operator, not a URI)
		Query:  "url:\"http://example.com\"", // lookalike
		Bucket: "day",
	}
	if _, err := client.PremiumCounts(params); err != nil {
		t.Error(err)
	}
}
