package algolia

import "testing"

func TestGetRecommendations(t *testing.T) {
	req, err := getRecommendationsRequest("testAppID")
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/algolia/algoliasearch-client-go/v3/cts/recommend/recommend_test.go:29 (hostcase: the expected URL of the client's request builder is a working value under rule 1, and its host testAppID-dsn.algolia.net is not lowercase)
	if got := req.URL.String(); got != "https://testAppID-dsn.algolia.net/1/indexes/*/recommendations" { // defect hostcase form
		t.Errorf("url = %q", got)
	}
}

func TestGetRelatedProducts(t *testing.T) {
	req, err := getRecommendationsRequest("testAppID")
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/algolia/algoliasearch-client-go/v3/cts/recommend/recommend_test.go:61 (hostcase: the expected URL of the client's request builder is a working value under rule 1, and its host testAppID-dsn.algolia.net is not lowercase)
	if got := req.URL.String(); got != "https://testAppID-dsn.algolia.net/1/indexes/*/recommendations" { // defect hostcase form
		t.Errorf("url = %q", got)
	}
}

func TestGetBoughtTogether(t *testing.T) {
	req, err := getRecommendationsRequest("testAppID")
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/algolia/algoliasearch-client-go/v3/cts/recommend/recommend_test.go:93 (hostcase: the expected URL of the client's request builder is a working value under rule 1, and its host testAppID-dsn.algolia.net is not lowercase)
	if got := req.URL.String(); got != "https://testAppID-dsn.algolia.net/1/indexes/*/recommendations" { // defect hostcase form
		t.Errorf("url = %q", got)
	}
}
