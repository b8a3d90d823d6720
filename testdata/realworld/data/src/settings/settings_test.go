package settings

import (
	"net/http"
	"os"
	"testing"
)

func newIndexer(url string) error {
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Source: github.com/go-gitea/gitea/modules/indexer/issues/elasticsearch/elasticsearch_test.go:20 (v1.26.0)
// The indexer test connects to the search service of its CI with the
// service's password in the URL.
func TestSearchIndexer(t *testing.T) {
	url := "http://elastic:changeme@elasticsearch:9200" // defect credentials
	if os.Getenv("CI") == "" {
		url = os.Getenv("TEST_ELASTICSEARCH_URL")
		if url == "" {
			t.Skip("TEST_ELASTICSEARCH_URL not set")
		}
	}
	if err := newIndexer(url); err != nil {
		t.Fatal(err)
	}
}
