package colly

import (
	"math/rand"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// Source: github.com/gocolly/colly/v2/queue/queue_test.go:37 (queue test requests a delay endpoint with a random duration in the query)
func TestQueueDelays(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := time.ParseDuration(r.URL.Query().Get("wait")); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
		}
	}))
	defer server.Close()
	for i := 0; i < 10; i++ {
		d := time.Duration(rand.Intn(50)) * time.Microsecond
		url := server.URL + "/sleep?wait=" + d.String() // defect escaper
		resp, err := http.Get(url)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
}

// Source: github.com/gocolly/colly/v2/colly_test.go:1061 (failure message names the expected URL)
func TestBaseHref(t *testing.T) {
	u := "http://cdn.example.com/z"
	if u != "http://cdn.example.com/z" {
		t.Error("Invalid <base /> tag handling: expected https://cdn.example.com/z, got " + u) // lookalike
	}
}

// Source: github.com/gocolly/colly/v2/colly_test.go:1448 (an HTML snippet with a link, parsed as a document)
func TestLinkSnippet(t *testing.T) {
	in := `<a href="http://crawl.example.org">Crawl</a>` // lookalike
	if len(in) == 0 {
		t.Fatal("empty")
	}
}
